import type { MetricUnit } from '@onboarding/shared/backoffice';
import { formatCompactMoney, formatMoney, formatPercent } from '@onboarding/shared/money';

// How the underwriting figures read in the page's language: money from integer minor units with the currency,
// ratios as percentages, counts as numbers, months as "Jan 2025". Pure, with the language passed in.

/** "YYYY-MM" as the first of that month, UTC (so no time zone moves it into the month before). */
function monthDate(month: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const m = Number(match[2]);
  if (m < 1 || m > 12) return null;
  return new Date(Date.UTC(Number(match[1]), m - 1, 1));
}

/** "2025-01" → "Jan 2025" (en), as the language writes a short month and its year. */
export function formatMonth(month: string, language = 'en'): string {
  const date = monthDate(month);
  if (!date) return month;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The first and the last of `months` (in order), or null when there is none. */
export function monthSpan(months: readonly string[]): { from: string; to: string } | null {
  if (months.length === 0) return null;
  const sorted = [...months].sort();
  return { from: sorted[0], to: sorted[sorted.length - 1] };
}

export interface MonthTexts {
  range: (from: string, to: string) => string;
  count: (count: number) => string;
  none: string;
}

const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

/**
 * The months a metric used, as a reader checks them: "Jan 2025 – Dec 2025 (12 months)" when they follow each other,
 * each one named when they do not (growth year on year uses two: "Feb 2024 and Feb 2025"), never a range that
 * suggests months it did not use.
 */
export function describeMonths(months: readonly string[], language: string, texts: MonthTexts): string {
  const sorted = [...new Set(months)].sort();
  if (sorted.length === 0) return texts.none;
  if (sorted.length === 1) return formatMonth(sorted[0], language);
  const contiguous = sorted.every((m, i) => i === 0 || monthNumber(m) === monthNumber(sorted[i - 1]) + 1);
  if (contiguous)
    return `${texts.range(formatMonth(sorted[0], language), formatMonth(sorted[sorted.length - 1], language))} (${texts.count(sorted.length)})`;
  const names = sorted.map((m) => formatMonth(m, language));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

export function formatCount(value: number, language = 'en'): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

export interface ValueTexts {
  /** "{{count}} months" in the page's language (i18next's plural). */
  months: (count: number) => string;
}

/** A metric's or a series point's value in its unit; `null` stays null (the caller says why). */
export function formatValue(
  value: number | null,
  unit: MetricUnit,
  currency: string,
  language: string,
  texts: ValueTexts,
): string | null {
  if (value === null || !Number.isFinite(value)) return null;
  switch (unit) {
    case 'minor':
      return formatMoney(value, currency, language);
    case 'ratio':
      return formatPercent(value, language);
    case 'count':
      return formatCount(value, language);
    case 'months':
      return texts.months(value);
  }
}

/**
 * A value as a chart's axis writes it: short ("USD 12K", "70%", "1.2K"), since the exact figure is in the table and
 * the tooltip.
 */
export function formatAxisValue(value: number, unit: MetricUnit, currency: string, language = 'en'): string {
  switch (unit) {
    case 'minor':
      return formatCompactMoney(value, currency, language);
    case 'ratio':
      return formatPercent(value, language, { maximumFractionDigits: 1 });
    default:
      return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  }
}

/**
 * The values an underwriting text names, as the page writes them (the rules of `UnderwritingText`'s params): a name
 * ending in `Minor` is money from minor units, one ending in `Month` a month ("Feb 2025"), other numbers as the
 * language writes numbers, other strings as they are. `message` (a server message) is the caller's to translate.
 */
export function formatTextParams(
  params: Readonly<Record<string, number | string>>,
  currency: string,
  language: string,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number')
      values[name] = name.endsWith('Minor')
        ? formatMoney(value, currency, language)
        : new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(value);
    else values[name] = name.endsWith('Month') ? formatMonth(value, language) : value;
  }
  return values;
}
