import type { CalculationMethod, CsvIndustry } from '@onboarding/shared/schemas';
import { MESSAGES } from '@onboarding/shared/constants';
import { minorToMajor, readCents } from '@onboarding/shared/money';
import type { ResolvedMapping } from './column-mapping';
import {
  MONTH_COUNT,
  monthLabel,
  readDate,
  readPeriodMonths,
  readTake,
  takeCents,
  type DateOrder,
  type DateReading,
  type Take,
} from './csv-values';
import { MrrSpread } from './mrr-spread';

/**
 * The monthly series the review team reads, built row by row in memory that does not grow with the number of
 * rows: sums live in fixed arrays over 1970–2100, and customers are kept as their merged active month ranges, so
 * memory grows only with the number of distinct customers.
 *
 * SAAS: a row is a charge of `amount` for `period` months from `start_date`. MRR spreads it evenly over those
 * months; billings put it in its start month. With "No refund" a negative amount is a row error (the file is
 * declared refund-free); with "Forward deduction" it is a refund, deducted the same way from its month onwards.
 * A customer is active in a month covered by one of their positive charges.
 *
 * MARKETPLACE ("Standard"): a row is an order of `gmv` on `date`, of which `take` (an amount, or "12%" of the
 * GMV) is the marketplace's revenue. A customer is active in a month with an order of positive GMV.
 *
 * For both: new customers in their first active month, churned customers in the month after an active range ends
 * (within the series). The series runs from the first to the last month a row names.
 *
 * Money is summed exactly, in integer cents (MRR's fractions of a cent as mrr-spread.ts keeps them), and each month's
 * amounts are numbers of major units with at most two decimals, as the API has always carried them.
 */

export interface SaasPoint {
  month: string;
  mrr: number;
  billings: number;
  active_customers: number;
  new_customers: number;
  churned_customers: number;
}

export interface MarketplacePoint {
  month: string;
  gmv: number;
  take: number;
  orders: number;
  active_customers: number;
  new_customers: number;
  churned_customers: number;
}

export type SeriesPoint = SaasPoint | MarketplacePoint;

export type RejectKind =
  'fields' | 'customer_id' | 'date' | 'amount' | 'refund' | 'period' | 'gmv' | 'take' | 'quotes';

export interface RowRejection {
  kind: RejectKind;
  reason: string;
  /** The raw date cell, for date problems. */
  value?: string;
}

export interface SeriesResult {
  series: SeriesPoint[];
  customers: number;
}

const SAMPLE_CHARS = 40;
const CACHE_LIMIT = 50_000;
const quote = (v: string) => JSON.stringify(v.length > SAMPLE_CHARS ? `${v.slice(0, SAMPLE_CHARS)}…` : v);

/** How a date cell reads in the mapping error modal ("Empty field" for a blank one, spec section 5). */
export const offendingDateValue = (raw: string) => (raw.trim() === '' ? MESSAGES.emptyField : raw.trim());

class CustomerActivity {
  /** customer id → sorted, merged, non-adjacent [start, end] month ranges, flattened. */
  private readonly ranges = new Map<string, number[]>();

  get size() {
    return this.ranges.size;
  }

  mark(customer: string, start: number, end: number) {
    const r = this.ranges.get(customer);
    if (!r) {
      this.ranges.set(customer, [start, end]);
      return;
    }
    const n = r.length;
    // Files are mostly in date order: the new range extends or follows the last one.
    if (start >= r[n - 2] && start <= r[n - 1] + 1) {
      if (end > r[n - 1]) r[n - 1] = end;
      return;
    }
    if (start > r[n - 1] + 1) {
      r.push(start, end);
      return;
    }
    // Otherwise merge in place: ranges [i, j) touch the new one and collapse into a single range.
    let i = 0;
    while (i < n && r[i + 1] + 1 < start) i += 2;
    let j = i;
    let s = start;
    let e = end;
    while (j < n && r[j] <= e + 1) {
      if (r[j] < s) s = r[j];
      if (r[j + 1] > e) e = r[j + 1];
      j += 2;
    }
    if (j === i + 2 && r[i] === s && r[i + 1] === e) return;
    r.splice(i, j - i, s, e);
  }

  counts() {
    const activeDelta = new Int32Array(MONTH_COUNT + 1);
    const fresh = new Int32Array(MONTH_COUNT + 1);
    const churned = new Int32Array(MONTH_COUNT + 1);
    for (const r of this.ranges.values()) {
      fresh[r[0]]++;
      for (let i = 0; i < r.length; i += 2) {
        const end = Math.min(r[i + 1], MONTH_COUNT - 1);
        activeDelta[r[i]]++;
        activeDelta[end + 1]--;
        churned[end + 1]++;
      }
    }
    return { activeDelta, fresh, churned };
  }
}

export class RevenueSeriesBuilder {
  private readonly activity = new CustomerActivity();
  // Sums of integers, exact in a float below 2^53: cents up to 90 trillion in major units a month, millionths of a
  // cent (each row's below a million) up to billions of rows.
  private readonly mrr = new MrrSpread(MONTH_COUNT + 1); // SAAS
  private readonly primary = new Float64Array(MONTH_COUNT + 1); // SAAS: billings; marketplace: GMV
  private readonly secondary = new Float64Array(MONTH_COUNT + 1); // marketplace: take, whole cents
  private readonly takeMicros = new Float64Array(MONTH_COUNT + 1); // marketplace: take, millionths of a cent beyond
  private readonly take: Take = { cents: 0, micros: 0 };
  private readonly counter = new Uint32Array(MONTH_COUNT + 1); // marketplace: orders
  private first = Number.POSITIVE_INFINITY;
  private last = Number.NEGATIVE_INFINITY;
  private readonly columns: Record<string, number>;
  private readonly dateColumn: number;
  private readonly widest: number;
  // Cells repeat a lot (dates, periods): reading each distinct text once makes a row cost little more than its
  // parse. Bounded, so a file of all-distinct values only loses the shortcut.
  private readonly dateCache = new Map<string, DateReading>();
  private readonly periodCache = new Map<string, number | null>();

  constructor(
    private readonly industry: CsvIndustry,
    private readonly method: CalculationMethod,
    mapping: ResolvedMapping,
    private readonly dateOrder: DateOrder = 'MDY',
  ) {
    this.columns = Object.fromEntries(Object.entries(mapping).map(([k, v]) => [k, v!.index]));
    this.dateColumn = industry === 'SAAS' ? this.columns.start_date : this.columns.date;
    this.widest = Math.max(...Object.values(this.columns));
  }

  private readDateCached(raw: string): DateReading {
    let reading = this.dateCache.get(raw);
    if (reading === undefined) {
      reading = readDate(raw, this.dateOrder);
      if (this.dateCache.size < CACHE_LIMIT) this.dateCache.set(raw, reading);
    }
    return reading;
  }

  private readPeriodCached(raw: string): number | null {
    let months = this.periodCache.get(raw);
    if (months === undefined) {
      months = readPeriodMonths(raw);
      if (this.periodCache.size < CACHE_LIMIT) this.periodCache.set(raw, months);
    }
    return months;
  }

  /**
   * Adds one data row; answers why it was not counted, or null. The date is checked right after the row's shape,
   * so a row with a bad date is always reported as a date problem (the mapping's date check relies on it).
   */
  add(cells: readonly string[], headerCount: number): RowRejection | null {
    if (cells.length < headerCount || cells.length <= this.widest) {
      return { kind: 'fields', reason: `Expected ${headerCount} fields, found ${cells.length}` };
    }
    for (let i = headerCount; i < cells.length; i++) {
      if (cells[i].trim() !== '') {
        return { kind: 'fields', reason: `Expected ${headerCount} fields, found ${cells.length}` };
      }
    }
    const rawDate = cells[this.dateColumn];
    const date = this.readDateCached(rawDate);
    if ('error' in date) {
      const reason =
        date.error === 'empty'
          ? 'Empty date'
          : date.error === 'out_of_range'
            ? `Date out of range ${quote(rawDate.trim())}`
            : `Invalid date ${quote(rawDate.trim())}`;
      return { kind: 'date', reason, value: rawDate };
    }
    const customer = cells[this.columns.customer_id].trim();
    if (customer === '') return { kind: 'customer_id', reason: 'Empty customer ID' };
    return this.industry === 'SAAS'
      ? this.addCharge(cells, customer, date.month)
      : this.addOrder(cells, customer, date.month);
  }

  private addCharge(cells: readonly string[], customer: string, month: number): RowRejection | null {
    const rawAmount = cells[this.columns.amount];
    const amount = readCents(rawAmount);
    if (amount === null) return { kind: 'amount', reason: `Invalid amount ${quote(rawAmount.trim())}` };
    if (amount < 0 && this.method === 'No refund') {
      return {
        kind: 'refund',
        reason: `Negative amount ${quote(rawAmount.trim())} (the No refund method expects no refunds)`,
      };
    }
    const rawPeriod = cells[this.columns.period];
    const months = this.readPeriodCached(rawPeriod);
    if (months === null) return { kind: 'period', reason: `Invalid period ${quote(rawPeriod.trim())}` };
    this.mrr.add(amount, months, month, Math.min(month + months, MONTH_COUNT));
    this.primary[month] += amount;
    if (amount > 0) this.activity.mark(customer, month, month + months - 1);
    this.seen(month);
    return null;
  }

  private addOrder(cells: readonly string[], customer: string, month: number): RowRejection | null {
    const rawGmv = cells[this.columns.gmv];
    const gmv = readCents(rawGmv);
    if (gmv === null) return { kind: 'gmv', reason: `Invalid GMV ${quote(rawGmv.trim())}` };
    const rawTake = cells[this.columns.take];
    if (!readTake(rawTake, gmv, this.take)) {
      return { kind: 'take', reason: `Invalid take ${quote(rawTake.trim())}` };
    }
    this.primary[month] += gmv;
    this.secondary[month] += this.take.cents;
    this.takeMicros[month] += this.take.micros;
    this.counter[month]++;
    if (gmv > 0) this.activity.mark(customer, month, month);
    this.seen(month);
    return null;
  }

  private seen(month: number) {
    if (month < this.first) this.first = month;
    if (month > this.last) this.last = month;
  }

  finish(): SeriesResult {
    const customers = this.activity.size;
    if (this.first > this.last) return { series: [], customers };
    const { activeDelta, fresh, churned } = this.activity.counts();
    const mrr = this.industry === 'SAAS' ? this.mrr.monthly(this.last) : null;
    const series: SeriesPoint[] = [];
    let active = 0;
    for (let m = 0; m <= this.last; m++) {
      active += activeDelta[m];
      if (m < this.first) continue;
      const common = {
        active_customers: active,
        new_customers: fresh[m],
        churned_customers: churned[m],
      };
      series.push(
        mrr
          ? {
              month: monthLabel(m),
              mrr: minorToMajor(mrr[m]),
              billings: minorToMajor(this.primary[m]),
              ...common,
            }
          : {
              month: monthLabel(m),
              gmv: minorToMajor(this.primary[m]),
              take: minorToMajor(takeCents(this.secondary[m], this.takeMicros[m])),
              orders: this.counter[m],
              ...common,
            },
      );
    }
    return { series, customers };
  }
}
