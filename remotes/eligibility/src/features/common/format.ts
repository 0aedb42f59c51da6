import { formatLocale } from '@onboarding/shared';
import { formatWholeUsd } from '@onboarding/shared/money';

// Pure text helpers of the eligibility screens.

/** What a money or count input keeps of what was typed or pasted: its digits. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

// The form is in English with US number formatting: "." is the decimal separator; "," is the thousands separator
// the money inputs show themselves.
const DECIMAL_SEPARATOR = '.';

/**
 * What a whole-number input keeps of what was typed or pasted: the digits before a decimal separator, and whether
 * there was one. Dropping only the separator would turn "2400000.50" into 240,000,050, so what follows it is
 * ignored instead.
 */
export function wholeNumberInput(text: string): { digits: string; decimals: boolean } {
  const cut = text.indexOf(DECIMAL_SEPARATOR);
  return cut < 0
    ? { digits: digitsOnly(text), decimals: false }
    : { digits: digitsOnly(text.slice(0, cut)), decimals: true };
}

/** Digits with thousands separators ("1250000" → "1,250,000"); anything else typed is dropped. */
export function withThousands(text: string): string {
  // Leading zeros would make "0,001,000" out of a paste; a lone 0 stays.
  const digits = digitsOnly(text).replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A saved answer (number, numeric text or nothing) as the money input shows it. */
export function moneyText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return withThousands(String(Math.trunc(value)));
  if (typeof value === 'string') return withThousands(value);
  return '';
}

/** A saved count (number or numeric text) as the count input shows it: digits only. */
export function countText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(Math.trunc(value));
  if (typeof value === 'string') return digitsOnly(value);
  return '';
}

/**
 * The eligible amount in US dollars without cents: 148000 → "$148,000" (cents are cut, never rounded up), as the
 * page's locale writes it, left to right in Arabic too.
 */
export function formatUsd(amount: number, locale = formatLocale()): string {
  return formatWholeUsd(amount, locale);
}
