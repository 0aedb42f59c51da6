import {
  OFFER_MAX_FIRST_DUE_DAYS,
  OFFER_MAX_MINOR,
  OFFER_MAX_TENURE_MONTHS,
  OFFER_MAX_VALIDITY_DAYS,
  OFFER_MESSAGES,
  type Instalment,
  type OfferTerms,
} from './offers';
import { basisPointsOf, basisPointsText, currencyDigits } from '../money';

// The murabaha offer's arithmetic, pure: the sale price, the disclosed rate, the instalment schedule, and the rules an
// offer's terms must keep. Money is integer minor units (cents) only: no floating point anywhere, and BigInt where a
// product could pass 2^53 (the money module's basisPointsOf). docs/offers.md states every rule with examples; the tests check those examples.
// One module for both sides: the server computes and checks the offer it stores with it, and the back office's
// composer previews the same figures as the reviewer types (no dependency beyond the contract and the language).

/** A calendar date, YYYY-MM-DD (no time, no zone). */
export type IsoDate = string;

/** Sale price = cost price + profit: what the applicant owes, fixed once agreed (it never grows). */
export function salePrice(terms: Pick<OfferTerms, 'costMinor' | 'profitMinor'>): number {
  return terms.costMinor + terms.profitMinor;
}

/**
 * The flat annual profit rate, for disclosure only (the price is the sale price, not a rate):
 *   rate = profit ÷ cost ÷ (tenure ÷ 12)
 * in basis points (hundredths of a percent), rounded half up: 10 000 × 12 × profit ÷ (cost × tenure). Computed with
 * BigInt (profit × 120 000 passes 2^53 for large offers).
 */
export function flatRateBasisPoints(
  terms: Pick<OfferTerms, 'costMinor' | 'profitMinor' | 'tenureMonths'>,
): number {
  const numerator = BigInt(terms.profitMinor) * 120_000n;
  const denominator = BigInt(terms.costMinor) * BigInt(terms.tenureMonths);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** Basis points as the contract's rate text, two decimals: 850 → "8.50%" (the money module's basisPointsText). */
export const formatRate = basisPointsText;

// ---- Dates --------------------------------------------------------------------------------------------------------

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: IsoDate): [number, number, number] | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return [y, mo, d];
}

export const isIsoDate = (date: string): boolean => parts(date) !== null;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is this month's last day; UTC, so no zone or daylight saving moves it.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = (y: number, m: number, d: number): IsoDate => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/**
 * `months` calendar months after `date`, on the same day of the month, or on the month's last day when it is
 * shorter: 2027-01-31 + 1 → 2027-02-28 (2028-02-29 in a leap year), + 2 → 2027-03-31. Always counted from `date`
 * itself, so a short month never pulls the later dates earlier.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const p = parts(date);
  if (!p) throw new Error(`not a date: ${date}`);
  const index = p[0] * 12 + (p[1] - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(p[2], daysInMonth(year, month)));
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  const [pa, pb] = [parts(a), parts(b)];
  if (!pa || !pb) throw new Error(`not a date: ${pa ? b : a}`);
  return (Date.UTC(pb[0], pb[1] - 1, pb[2]) - Date.UTC(pa[0], pa[1] - 1, pa[2])) / 86_400_000;
}

/** Today's calendar date in UTC (the server's clock): the date rules are checked against it. */
export const todayOf = (now: Date): IsoDate => now.toISOString().slice(0, 10);

// ---- The schedule -------------------------------------------------------------------------------------------------

/**
 * Equal monthly instalments that add up exactly to `total`: each is ⌊total ÷ n⌋ cents, and the remainder
 * (total mod n, fewer than n cents) is spread one cent each over the first instalments. So no two instalments differ
 * by more than one cent, and the larger ones come first (the debt never ends on an odd larger cent).
 */
export function equalInstalments(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}

/**
 * A revenue-linked schedule with a fixed total: each month pays `shareBps` of the month's revenue (here the expected
 * revenue, so the schedule is indicative), rounded down to the cent, and never more than what is left; the last month
 * of the tenure pays whatever is left. It ends early once the total is paid. The total is the sale price, whatever the
 * revenue turns out to be: a better month pays it sooner, never more.
 */
export function revenueLinkedInstalments(
  total: number,
  count: number,
  shareBps: number,
  expectedMonthlyRevenueMinor: number,
): number[] {
  const monthly = basisPointsOf(expectedMonthlyRevenueMinor, shareBps);
  const amounts: number[] = [];
  let left = total;
  for (let i = 0; i < count && left > 0; i++) {
    const amount = i === count - 1 ? left : Math.min(left, monthly);
    amounts.push(amount);
    left -= amount;
  }
  // A zero sale price cannot happen (cost > 0), but an empty schedule would be wrong: one instalment of nothing.
  return amounts.length ? amounts : [0];
}

/** The schedule of `terms`: numbered instalments, monthly from the first due date, adding up to the sale price. */
export function offerSchedule(
  terms: Pick<OfferTerms, 'costMinor' | 'profitMinor' | 'tenureMonths' | 'schedule' | 'firstDueDate'>,
): Instalment[] {
  const total = salePrice(terms);
  const amounts =
    terms.schedule.type === 'equal'
      ? equalInstalments(total, terms.tenureMonths)
      : revenueLinkedInstalments(
          total,
          terms.tenureMonths,
          terms.schedule.revenueShareBps,
          terms.schedule.expectedMonthlyRevenueMinor,
        );
  return amounts.map((amountMinor, i) => ({
    number: i + 1,
    dueDate: addMonths(terms.firstDueDate, i),
    amountMinor,
  }));
}

// ---- The rules ----------------------------------------------------------------------------------------------------

const isMinor = (value: unknown, min: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min;

/** Currencies whose minor unit is the cent (two decimals): the only ones an offer's arithmetic is written for. */
export function hasCents(currency: string): boolean {
  if (!/^[A-Z]{3}$/.test(currency)) return false;
  return currencyDigits(currency) === 2 && Intl.supportedValuesOf('currency').includes(currency);
}

/**
 * Why the schedule of `terms` cannot be offered (amounts and tenure already sound), or null: a revenue-linked share
 * out of range, no expected revenue, or a share too small to pay the sale price by the last month (the last month
 * may pay what is left, but not more than a month's share could: otherwise the "schedule" is a balloon payment in
 * disguise). Equal instalments always can.
 */
export function scheduleProblem(
  terms: Pick<OfferTerms, 'costMinor' | 'profitMinor' | 'tenureMonths' | 'schedule'>,
): string | null {
  if (terms.schedule.type !== 'revenue_linked') return null;
  const { revenueShareBps: share, expectedMonthlyRevenueMinor: revenue } = terms.schedule;
  if (!Number.isInteger(share) || share < 1 || share > 10_000) return OFFER_MESSAGES.share;
  if (!isMinor(revenue, 1) || revenue > OFFER_MAX_MINOR) return OFFER_MESSAGES.expectedRevenue;
  const amounts = revenueLinkedInstalments(salePrice(terms), terms.tenureMonths, share, revenue);
  const monthly = basisPointsOf(revenue, share);
  if (amounts.length === terms.tenureMonths && amounts[amounts.length - 1] > monthly)
    return OFFER_MESSAGES.revenueTooLow;
  return null;
}

/**
 * Why `terms` cannot be offered on `today`, in the composer's words (the first problem found), or null. The shape
 * and ranges are the zod schema's (@onboarding/shared/backoffice); these are checked again here, with what needs
 * today's date and the other terms.
 */
export function termsProblem(terms: OfferTerms, today: IsoDate): string | null {
  const description = terms.asset.description.trim();
  if (description.length < 3 || description.length > 500) return OFFER_MESSAGES.description;
  if (!hasCents(terms.currency)) return OFFER_MESSAGES.currency;
  if (!isMinor(terms.costMinor, 1)) return OFFER_MESSAGES.cost;
  if (!isMinor(terms.profitMinor, 0)) return OFFER_MESSAGES.profit;
  if (terms.costMinor > OFFER_MAX_MINOR || terms.profitMinor > OFFER_MAX_MINOR)
    return OFFER_MESSAGES.tooLarge;
  if (
    !Number.isInteger(terms.tenureMonths) ||
    terms.tenureMonths < 1 ||
    terms.tenureMonths > OFFER_MAX_TENURE_MONTHS
  )
    return OFFER_MESSAGES.tenure;
  const scheduled = scheduleProblem(terms);
  if (scheduled) return scheduled;
  if (terms.charity && !isMinor(terms.charity.donationPerLateInstalmentMinor, 1))
    return OFFER_MESSAGES.donation;
  if (!isIsoDate(terms.validUntil) || !isIsoDate(terms.firstDueDate)) return OFFER_MESSAGES.date;
  const validFor = daysBetween(today, terms.validUntil);
  if (validFor < 1 || validFor > OFFER_MAX_VALIDITY_DAYS) return OFFER_MESSAGES.validUntil;
  const firstDueAfter = daysBetween(terms.validUntil, terms.firstDueDate);
  if (firstDueAfter < 1 || firstDueAfter > OFFER_MAX_FIRST_DUE_DAYS) return OFFER_MESSAGES.firstDue;
  return null;
}

/** Whether a sent offer's validity has passed (it is shown as expired from the day after its validity date). */
export const validityPassed = (terms: Pick<OfferTerms, 'validUntil'>, today: IsoDate): boolean =>
  daysBetween(terms.validUntil, today) > 0;

/** The computed side of an offer, as the contract shows it (`offerVersionSchema`'s salePriceMinor, rate, schedule). */
export function offerFigures(terms: OfferTerms) {
  const basisPoints = flatRateBasisPoints(terms);
  return {
    salePriceMinor: salePrice(terms),
    rate: { basisPoints, display: formatRate(basisPoints) },
    schedule: offerSchedule(terms),
  };
}
