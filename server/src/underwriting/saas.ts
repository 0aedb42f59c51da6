import type { SAAS_METRIC_KEYS } from '@onboarding/shared/backoffice';
import { monthLabel } from '../transactions/csv-values';
import {
  computed,
  lastN,
  missing,
  needsMonths,
  seriesLine,
  text,
  type Metric,
  type SeriesKey,
  type Series,
} from './metric';
import { ratio, roundRatio } from './money';

/**
 * Subscription (SaaS) revenue from charges: a charge of `amount` minor units for `periodMonths` months from its start
 * month is spread over those months in whole cents (money.ts `spread`: the leftover cents go to the earliest months,
 * so the months add up exactly to the charge). Each customer's monthly recurring revenue (MRR) is the sum of their
 * charges' shares in that month, kept as per-customer differences so memory grows with customers and the months
 * where their revenue changes, never with the rows.
 *
 * The series runs from the first to the last month a charge starts in (the months the data covers); shares that fall
 * after it are not counted. A customer whose MRR in a month is zero or less (refunds larger than their charges) is
 * not active and counts as zero.
 */
export class SaasBuilder {
  /** customer → month → change of that customer's MRR from the month before. */
  private readonly deltas = new Map<string, Map<number, number>>();
  private first = Number.POSITIVE_INFINITY;
  private last = Number.NEGATIVE_INFINITY;
  charges = 0;

  get customers(): number {
    return this.deltas.size;
  }

  addCharge(customer: string, startMonth: number, periodMonths: number, amount: number): void {
    this.charges++;
    if (startMonth < this.first) this.first = startMonth;
    if (startMonth > this.last) this.last = startMonth;
    if (amount === 0) return;
    let d = this.deltas.get(customer);
    if (!d) this.deltas.set(customer, (d = new Map()));
    const add = (m: number, v: number) => {
      const next = (d.get(m) ?? 0) + v;
      if (next === 0) d.delete(m);
      else d.set(m, next);
    };
    // The shares are `spread`'s: base + step in the first |left| months, base afterwards.
    const base = Math.trunc(amount / periodMonths);
    const left = amount - base * periodMonths;
    const step = Math.sign(left);
    add(startMonth, base + step);
    if (left !== 0) add(startMonth + Math.abs(left), -step);
    add(startMonth + periodMonths, -base);
  }

  finish(): SaasData {
    if (this.first > this.last) return { months: [], customers: [] };
    const span = this.last - this.first + 1;
    const customers: number[][] = [];
    for (const d of this.deltas.values()) {
      const row = new Array<number>(span).fill(0);
      const keys = [...d.keys()].sort((a, b) => a - b);
      let running = 0;
      let k = 0;
      for (let i = 0; i < span; i++) {
        const m = this.first + i;
        while (k < keys.length && keys[k] <= m) running += d.get(keys[k++])!;
        row[i] = running > 0 ? running : 0;
      }
      if (row.some((v) => v > 0)) customers.push(row);
    }
    return { months: Array.from({ length: span }, (_, i) => monthLabel(this.first + i)), customers };
  }
}

/** Each customer's MRR per month of `months` (minor units, ≥ 0). */
export interface SaasData {
  months: string[];
  customers: number[][];
}

export interface SaasMonth {
  month: string;
  mrr: number;
  newMrr: number;
  expansion: number;
  contraction: number;
  churned: number;
  activeCustomers: number;
  newCustomers: number;
  churnedCustomers: number;
}

/** The month's MRR movements: MRR = previous MRR + new + expansion − contraction − churned, exactly. */
export function saasMonths(data: SaasData): SaasMonth[] {
  return data.months.map((month, i) => {
    const m: SaasMonth = {
      month,
      mrr: 0,
      newMrr: 0,
      expansion: 0,
      contraction: 0,
      churned: 0,
      activeCustomers: 0,
      newCustomers: 0,
      churnedCustomers: 0,
    };
    for (const row of data.customers) {
      const now = row[i];
      const before = i > 0 ? row[i - 1] : 0;
      m.mrr += now;
      if (now > 0) m.activeCustomers++;
      if (now > 0 && before === 0) {
        m.newMrr += now;
        m.newCustomers++;
      } else if (now === 0 && before > 0) {
        m.churned += before;
        m.churnedCustomers++;
      } else if (now > before) m.expansion += now - before;
      else m.contraction += before - now;
    }
    return m;
  });
}

const WINDOW = 12;

/** A SaaS metric's name and formula (docs/underwriting.md), as the back office's catalogue words them. */
const spec = (key: (typeof SAAS_METRIC_KEYS)[number], unit: Metric['unit']) => ({
  key,
  label: text(`metric.saas.${key}`),
  unit,
  formula: text(`formula.saas.${key}`),
});

/** Growth from `then` to `now`; null with the reason when `then` is not positive. */
function growth(now: number, then: number): number | null {
  return then > 0 ? ratio(now - then, then) : null;
}

export function coefficientOfVariation(values: readonly number[]): number | null {
  const n = BigInt(values.length);
  const total = values.reduce((a, v) => a + BigInt(v), 0n);
  if (values.length === 0 || total <= 0n) return null;
  const squares = values.reduce((a, v) => a + BigInt(v) * BigInt(v), 0n);
  // σ / μ = √(n Σx² − (Σx)²) ÷ Σx, with the integer part exact.
  const inside = n * squares - total * total;
  return roundRatio(Math.sqrt(Number(inside)) / Number(total));
}

/** Shares of the largest and ten largest of `totals` in their sum. */
export function concentration(totals: number[]): { largest: number | null; top10: number | null } {
  const sorted = totals.filter((t) => t > 0).sort((a, b) => b - a);
  const all = sorted.reduce((a, b) => a + b, 0);
  return {
    largest: sorted.length ? ratio(sorted[0], all) : null,
    top10: sorted.length
      ? ratio(
          sorted.slice(0, 10).reduce((a, b) => a + b, 0),
          all,
        )
      : null,
  };
}

/** The month-by-month series, in the order the back office draws them; the growth series follows them. */
const SAAS_SERIES: [SeriesKey<'saas'>, Metric['unit'], (m: SaasMonth) => number][] = [
  ['mrr', 'minor', (m) => m.mrr],
  ['new_mrr', 'minor', (m) => m.newMrr],
  ['expansion_mrr', 'minor', (m) => m.expansion],
  ['contraction_mrr', 'minor', (m) => m.contraction],
  ['churned_mrr', 'minor', (m) => m.churned],
  ['active_customers', 'count', (m) => m.activeCustomers],
  ['new_customers', 'count', (m) => m.newCustomers],
  ['churned_customers', 'count', (m) => m.churnedCustomers],
];

export interface SaasMetrics {
  metrics: Metric[];
  series: Series[];
  months: SaasMonth[];
}

export function saasMetrics(data: SaasData): SaasMetrics {
  const months = saasMonths(data);
  const labels = data.months;
  const n = labels.length;
  const L = n - 1;
  const latest = months[L];
  const metrics: Metric[] = [];
  if (n === 0) {
    return { metrics: [], series: [], months };
  }
  metrics.push(computed(spec('mrr', 'minor'), latest.mrr, [labels[L]]));
  metrics.push(computed(spec('arr', 'minor'), latest.mrr * 12, [labels[L]]));
  metrics.push(computed(spec('active_customers', 'count'), latest.activeCustomers, [labels[L]]));

  const momSpec = spec('mrr_growth_mom', 'ratio');
  if (n < 2) metrics.push(missing(momSpec, needsMonths(2, 'revenue', n)));
  else
    metrics.push(
      computed(
        momSpec,
        growth(latest.mrr, months[L - 1].mrr),
        [labels[L - 1], labels[L]],
        text('reason.mrr_zero_month_before'),
      ),
    );

  const yoySpec = spec('mrr_growth_yoy', 'ratio');
  const nrrSpec = spec('nrr', 'ratio');
  const grrSpec = spec('grr', 'ratio');
  const logoSpec = spec('logo_churn', 'ratio');
  if (n < WINDOW + 1) {
    const why = needsMonths(WINDOW + 1, 'revenue', n);
    metrics.push(missing(yoySpec, why), missing(nrrSpec, why), missing(grrSpec, why), missing(logoSpec, why));
  } else {
    const S = L - WINDOW;
    const used = [labels[S], labels[L]];
    metrics.push(
      computed(yoySpec, growth(latest.mrr, months[S].mrr), used, text('reason.mrr_zero_year_before')),
    );
    let start = 0;
    let expansion = 0;
    let contraction = 0;
    let churn = 0;
    let cohort = 0;
    let lost = 0;
    for (const row of data.customers) {
      const then = row[S];
      if (then <= 0) continue;
      cohort++;
      start += then;
      const now = row[L];
      if (now === 0) {
        churn += then;
        lost++;
      } else if (now > then) expansion += now - then;
      else contraction += then - now;
    }
    const none = text('reason.no_cohort');
    metrics.push(
      computed(nrrSpec, start > 0 ? ratio(start + expansion - contraction - churn, start) : null, used, none),
    );
    metrics.push(computed(grrSpec, start > 0 ? ratio(start - contraction - churn, start) : null, used, none));
    metrics.push(computed(logoSpec, cohort > 0 ? ratio(lost, cohort) : null, used, none));
  }

  const window = lastN(labels, WINDOW);
  const from = n - window.length;
  const totals = data.customers.map((row) => row.slice(from).reduce((a, b) => a + b, 0));
  const shares = concentration(totals);
  const noRevenue = text('reason.no_revenue_12_months');
  metrics.push(
    computed(spec('largest_customer_share', 'ratio'), shares.largest, window, noRevenue),
    computed(spec('top10_share', 'ratio'), shares.top10, window, noRevenue),
  );
  const volSpec = spec('revenue_volatility', 'ratio');
  if (window.length < 3) metrics.push(missing(volSpec, needsMonths(3, 'revenue', n)));
  else
    metrics.push(
      computed(volSpec, coefficientOfVariation(months.slice(from).map((m) => m.mrr)), window, noRevenue),
    );

  const line = seriesLine('saas', labels);
  return {
    metrics,
    months,
    series: [
      ...SAAS_SERIES.map(([key, unit, value]) => line(key, unit, months.map(value))),
      line(
        'mrr_growth_mom',
        'ratio',
        months.map((m, i) => (i > 0 ? growth(m.mrr, months[i - 1].mrr) : null)),
      ),
    ],
  };
}
