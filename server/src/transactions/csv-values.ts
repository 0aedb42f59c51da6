import { amountDecimalText, divFloor, readCents } from '@onboarding/shared/money';

// Reading the cells of an applicant's transaction CSV: dates to months, takes and billing periods; money amounts are
// read by the money module's amount reader (readCents), which the browser's check of the file uses too. Each reader
// returns null for a value it cannot read, so the caller can count and report the row.

/** Months are indexed from January 1970; the series never leaves 1970–2100. */
const FIRST_YEAR = 1970;
export const LAST_YEAR = 2100;
export const MONTH_COUNT = (LAST_YEAR - FIRST_YEAR + 1) * 12;

export type DateOrder = 'MDY' | 'DMY';

export function monthIndex(year: number, month: number): number {
  return (year - FIRST_YEAR) * 12 + (month - 1);
}

export function monthLabel(index: number): string {
  const year = FIRST_YEAR + Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export type DateReading = { month: number } | { error: 'empty' | 'invalid' | 'out_of_range' };

const ISO_LIKE = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:[T\s].*)?$/;
const ISO_BASIC = /^(\d{4})(\d{2})(\d{2})$/;
const NUMERIC_DMY_OR_MDY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?:[T\s].*)?$/;

/**
 * The calendar month a date cell names, as written (no time-zone shift). Year-first forms are read directly;
 * day/month/year forms follow `order` unless a part above 12 settles it; anything else goes through the same
 * Date.parse the browser's mapping check uses (at least 3 characters), read in local time as V8 parses it.
 */
export function readDate(raw: string, order: DateOrder = 'MDY'): DateReading {
  const fast = readIsoDateFast(raw);
  if (fast >= 0) return { month: fast };
  const value = raw.trim();
  if (value === '') return { error: 'empty' };
  let year: number;
  let month: number;
  let day = 1;
  let match = ISO_LIKE.exec(value) ?? ISO_BASIC.exec(value);
  if (match) {
    year = Number(match[1]);
    month = Number(match[2]);
    if (match[3] !== undefined) day = Number(match[3]);
  } else if ((match = NUMERIC_DMY_OR_MDY.exec(value))) {
    const a = Number(match[1]);
    const b = Number(match[2]);
    year = match[3].length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
    const dayFirst = a > 12 || (order === 'DMY' && b <= 12);
    [day, month] = dayFirst ? [a, b] : [b, a];
  } else {
    if (value.length < 3 || /^\d+$/.test(value)) return { error: 'invalid' };
    const parsed = new Date(Date.parse(value));
    if (Number.isNaN(parsed.getTime())) return { error: 'invalid' };
    year = parsed.getFullYear();
    month = parsed.getMonth() + 1;
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { error: 'invalid' };
  if (year < FIRST_YEAR || year > LAST_YEAR) return { error: 'out_of_range' };
  return { month: monthIndex(year, month) };
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  if (month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) return 29;
  return DAYS[month - 1];
}

const digit = (s: string, i: number) => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1000;
};

/**
 * The common exact form "YYYY-MM-DD" (what exports write) read without a regex: this runs once per row of files
 * of millions of rows. Answers -1 for anything else, which the general reader then handles.
 */
function readIsoDateFast(s: string): number {
  if (s.length !== 10 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return -1;
  const year = digit(s, 0) * 1000 + digit(s, 1) * 100 + digit(s, 2) * 10 + digit(s, 3);
  const month = digit(s, 5) * 10 + digit(s, 6);
  const day = digit(s, 8) * 10 + digit(s, 9);
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return -1;
  if (day > daysInMonth(year, month)) return -1;
  return monthIndex(year, month);
}

/**
 * Which of MDY / DMY a sample of date cells uses: DMY only when some value can only be day-first and none can
 * only be month-first; MDY otherwise, which is also how the browser's Date.parse reads them.
 */
export function sniffDateOrder(values: Iterable<string>): DateOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const v of values) {
    const match = NUMERIC_DMY_OR_MDY.exec(v.trim());
    if (!match) continue;
    if (Number(match[1]) > 12) dayFirst++;
    else if (Number(match[2]) > 12) monthFirst++;
  }
  return dayFirst > 0 && monthFirst === 0 ? 'DMY' : 'MDY';
}

/**
 * A take in cents and the millionths of a cent beyond them (cents + micros / 1 000 000, 0 ≤ micros < 1 000 000): a
 * percentage of an order is mostly a fraction of a cent, and a month's take is the exact sum of its orders', rounded
 * to the cent once (takeCents).
 */
export interface Take {
  cents: number;
  micros: number;
}

const MICROS_PER_CENT = 1_000_000;
/** Decimals of a percentage rate that make a whole number of millionths of a cent (12.3456 % of 1 cent). */
const EXACT_RATE_DECIMALS = 4;
const MAX_FAST_RATE_DIGITS = 15;
/** 10^k for k in 0..4, each exact in a float. */
const POWERS_OF_TEN = [1, 10, 100, 1_000, 10_000];

/**
 * `rate` percent (a plain decimal text) of `gmvCents`, into `take`, from integers only: the rate is its digits over a
 * power of ten. A rate of at most four decimals is exact; a finer one rounds to the millionth of a cent, half up.
 * Plain numbers while the product of the GMV and the rate's digits is a safe integer (any order below 90 million in
 * major units at a rate of 100.0000 %); BigInt beyond, which is rare. False when the take passes a safe integer.
 */
function percentOfCents(gmvCents: number, rate: string, take: Take): boolean {
  let digits = 0;
  let scale = 0;
  let mantissa = 0;
  let afterPoint = false;
  for (let i = 0; i < rate.length; i++) {
    const c = rate.charCodeAt(i);
    if (c === 46) afterPoint = true;
    else if (c !== 45) {
      mantissa = mantissa * 10 + (c - 48);
      digits++;
      if (afterPoint) scale++;
    }
  }
  const product = gmvCents * (rate.charCodeAt(0) === 45 ? -mantissa : mantissa);
  if (digits <= MAX_FAST_RATE_DIGITS && scale <= EXACT_RATE_DECIMALS && Number.isSafeInteger(product)) {
    // product / unit cents, split at the cent; `%` and the quotient of a multiple are exact.
    const unit = 100 * POWERS_OF_TEN[scale];
    const rest = ((product % unit) + unit) % unit;
    take.cents = (product - rest) / unit + 0;
    take.micros = rest * POWERS_OF_TEN[EXACT_RATE_DECIMALS - scale];
    return true;
  }
  const per = 10n ** BigInt(scale);
  const micros = BigInt(gmvCents) * BigInt(rate.replace('.', '')) * 10n ** BigInt(EXACT_RATE_DECIMALS);
  const rounded = divFloor(2n * micros + per, 2n * per);
  const cents = Number(divFloor(rounded, BigInt(MICROS_PER_CENT)));
  if (!Number.isSafeInteger(cents)) return false;
  take.cents = cents + 0;
  take.micros = Number(rounded - BigInt(cents) * BigInt(MICROS_PER_CENT));
  return true;
}

/**
 * A take cell, into `take` (one object for every row, so that a row allocates nothing): an amount, or a percentage
 * of the row's GMV (in cents) when written with "%". False when the cell cannot be read.
 */
export function readTake(raw: string, gmvCents: number, take: Take): boolean {
  const value = raw.trim();
  if (value.endsWith('%')) {
    const rate = amountDecimalText(value.slice(0, -1));
    return rate !== null && percentOfCents(gmvCents, rate, take);
  }
  const cents = readCents(value);
  if (cents === null) return false;
  take.cents = cents;
  take.micros = 0;
  return true;
}

/** Whole cents and a sum of millionths of a cent (≥ 0, a safe integer) as cents, rounded half up, exactly. */
export function takeCents(cents: number, micros: number): number {
  const halfUp = micros + MICROS_PER_CENT / 2;
  return cents + (halfUp - (halfUp % MICROS_PER_CENT)) / MICROS_PER_CENT;
}

const PERIOD_WORDS: Record<string, number> = {
  day: 1,
  daily: 1,
  week: 1,
  weekly: 1,
  month: 1,
  monthly: 1,
  mo: 1,
  m: 1,
  quarter: 3,
  quarterly: 3,
  q: 3,
  semiannual: 6,
  semiannually: 6,
  halfyear: 6,
  halfyearly: 6,
  biannual: 6,
  year: 12,
  yearly: 12,
  annual: 12,
  annually: 12,
  yr: 12,
  y: 12,
};

const MAX_PERIOD_MONTHS = 120;

/**
 * A billing period in months: a number of months ("12"), a count with a unit ("3 months", "1 year", "12m"), or
 * a word ("monthly", "quarterly", "annual"). Daily and weekly charges count in the month they fall in.
 */
export function readPeriodMonths(raw: string): number | null {
  const value = raw
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ');
  if (value === '') return null;
  let months: number | undefined;
  const counted = /^(\d{1,3})\s*([a-z]*)$/.exec(value);
  if (counted) {
    const count = Number(counted[1]);
    const unit = counted[2].replace(/s$/, '');
    if (unit === '') months = count;
    else if (unit === 'd' || unit === 'day' || unit === 'w' || unit === 'wk' || unit === 'week') months = 1;
    else if (unit in PERIOD_WORDS) months = count * PERIOD_WORDS[unit];
  } else {
    months = PERIOD_WORDS[value.replace(/ /g, '')];
  }
  if (months === undefined || !Number.isInteger(months) || months < 1 || months > MAX_PERIOD_MONTHS)
    return null;
  return months;
}
