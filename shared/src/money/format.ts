import { basisPointsToFraction, basisPointsToPercent, majorToMinor, minorToDecimal } from './decimal';

// Money as a reader sees it, in every app, email and letter alike: the currency's ISO code and the amount with its
// cents, in the reader's locale and digits ("USD 92,650.00"; in Arabic "92,650.00 USD", or "٩٢٬٦٥٠٫٠٠ USD" with
// Arabic-Indic digits). The code, not a symbol: an offer may be in any currency with cents, "$" alone does not say
// which dollar, and the offer letter, the document the applicant signs, names the code. Rates are percentages with
// two decimals ("8.00%"). Intl is handed exact decimal text (decimal.ts), never a quotient of floats.
//
// A browser sets an amount into right-to-left text inside a left-to-right isolate (LRI … PDI, the plain-text
// <bdi dir="ltr">), so its digits and code keep their order; an email or a PDF lays its text out itself and asks for
// `plain` text, without isolates or Intl's direction marks.

export interface MoneyFormatOptions {
  /** No left-to-right isolate and no direction marks: for a document that orders its own text (email, PDF). */
  plain?: boolean;
}

const LRI = '\u2066';
const PDI = '\u2069';
/** Intl's direction marks (LRM, RLM, ALM). */
const BIDI_MARKS = /[\u200E\u200F\u061C]/g;
/** Intl's no-break spaces: a plain space, as the letter prints it and as every app's tests read it. */
const NO_BREAK_SPACES = /[\u00A0\u202F]/g;
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

/** Whether `locale` ("ar-u-nu-arab", "en-US") writes right to left. */
export const isRightToLeft = (locale: string): boolean =>
  RTL_LANGUAGES.has(locale.split(/[-_]/)[0]!.toLowerCase());

function finish(text: string, locale: string, options: MoneyFormatOptions): string {
  const clean = text.replace(BIDI_MARKS, '').replace(NO_BREAK_SPACES, ' ');
  return !options.plain && isRightToLeft(locale) ? `${LRI}${clean}${PDI}` : clean;
}

/** Decimals of `currency`'s minor unit (2 for USD, 0 for JPY); 2 for a code Intl does not know. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * Integer minor units of `currency` as the reader writes money: 9265000 USD → "USD 92,650.00" (en),
 * "\u206692,650.00 USD\u2069" (ar, in a page). A malformed currency code is written as given after the amount.
 */
export function formatMoney(
  minor: number,
  currency: string,
  locale: string,
  options: MoneyFormatOptions = {},
): string {
  const digits = currencyDigits(currency);
  const decimal = minorToDecimal(minor, digits);
  let text: string;
  try {
    text = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(decimal);
  } catch {
    text = `${formatAmount(minor, locale, { plain: true })} ${currency}`;
  }
  return finish(text, locale, options);
}

/** Integer minor units of an amount with no currency recorded (a CSV's), with two decimals: 1250050 → "12,500.50". */
export function formatAmount(minor: number, locale: string, options: MoneyFormatOptions = {}): string {
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minorToDecimal(minor),
  );
  return finish(text, locale, options);
}

/** Integer minor units, short, for a chart's axis: 1250000 USD → "USD 12.5K" (the table has the exact figure). */
export function formatCompactMoney(minor: number, currency: string, locale: string): string {
  const decimal = minorToDecimal(minor, currencyDigits(currency));
  try {
    return finish(
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'code',
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(decimal),
      locale,
      { plain: true },
    );
  } catch {
    return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(decimal);
  }
}

/**
 * Whole US dollars as the eligibility screens write the eligible amount (the spec's "$148,000"): the dollar sign, the
 * cents cut, never rounded up. `dollars` is the policy's number of dollars; anything not finite is $0.
 */
export function formatWholeUsd(dollars: number, locale: string, options: MoneyFormatOptions = {}): string {
  const minor = majorToMinor(dollars) ?? 0;
  const whole = minorToDecimal(minor).replace(/\.\d+$/, '') as `${number}`;
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(whole === '-0' ? '0' : whole);
  return !options.plain && isRightToLeft(locale) ? `${LRI}${text}${PDI}` : text;
}

/**
 * US dollars as the eligibility policy's reasons state them, in English: "$600,000", "$1,234.5" (cents only when
 * there are any, rounded to the cent).
 */
export function usdText(dollars: number): string {
  const minor = majorToMinor(dollars) ?? 0;
  return `$${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(minorToDecimal(minor))}`;
}

/** Basis points as a percentage with two decimals in the reader's locale: 850 → "8.50%", 1250 → "12.50%". */
export function formatBasisPoints(bps: number, locale: string, options: MoneyFormatOptions = {}): string {
  const text = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(basisPointsToFraction(bps));
  return options.plain ? text.replace(BIDI_MARKS, '') : text;
}

export interface PercentFormatOptions extends MoneyFormatOptions {
  /** The most decimals written (two unless given); trailing zeros are dropped. */
  maximumFractionDigits?: number;
}

/**
 * A ratio that is not a rate of money (a margin, a share of customers, a progress) as a percentage in the reader's
 * locale and digits: 0.7025 → "70.25%", 0.5 → "50%". Anything not finite is "" (nothing to state). A rate of money,
 * in basis points, is formatBasisPoints's, always with two decimals.
 */
export function formatPercent(ratio: number, locale: string, options: PercentFormatOptions = {}): string {
  if (!Number.isFinite(ratio)) return '';
  const text = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
  }).format(ratio);
  return options.plain ? text.replace(BIDI_MARKS, '') : text;
}

/** The disclosed rate's words around it, by language: the same in the back office, the dashboard and the letter. */
const FLAT_RATE: Record<string, (rate: string) => string> = {
  en: (rate) => `${rate} a year, flat`,
  ar: (rate) => `${rate} سنويًا، ثابت`,
};

/**
 * The offer's flat annual profit rate as every app and the letter disclose it: 800 → "8.00% a year, flat" (in
 * Arabic "8.00% سنويًا، ثابت", in the reader's digits). English for a language without words of its own.
 */
export function formatFlatRate(bps: number, locale: string, options: MoneyFormatOptions = {}): string {
  const words = FLAT_RATE[locale.split(/[-_]/)[0]!.toLowerCase()] ?? FLAT_RATE.en!;
  return words(formatBasisPoints(bps, locale, options));
}

/**
 * Basis points as the offer's contract states its rate, the same in every language: 850 → "8.50%", 12345 →
 * "123.45%" (no grouping, Western digits).
 */
export const basisPointsText = (bps: number): string => `${basisPointsToPercent(bps)}%`;
