import { ltrText } from '@onboarding/shared';
import { OFFER_MAX_MINOR } from '@onboarding/shared/backoffice';

// Money as the composer reads and shows it (#17): the staff member types major units ("12,500.50"), the contract
// carries integer minor units (cents). The text is parsed as a decimal string, digit by digit, never through a
// floating-point number, so "0.29" is 29 cents and not 28.999…; shown back with BigInt division.

const MONEY = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Integer minor units (cents) of a money text in major units: digits, optional thousands commas (in threes), at most
 * two decimals; spaces around are ignored. `null` when the text is not such an amount or is more than an offer can be.
 */
export function parseMoneyToMinor(text: string): number | null {
  const match = MONEY.exec(text.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  // Longer than 10^13 cents has: refused before any arithmetic, so the number below is always exact.
  if (whole.length > 14) return null;
  const minor = BigInt(whole) * 100n + BigInt(cents);
  if (minor > BigInt(OFFER_MAX_MINOR)) return null;
  return Number(minor);
}

/**
 * Basis points of a percentage text ("12.5" → 1250, "0.01" → 1): at most two decimals, read as a string. `null` when
 * the text is not such a number.
 */
export function parsePercentToBps(text: string): number | null {
  const match = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/%$/, '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Minor units shown in major units with the currency's code: 1234567 USD → "USD 12,345.67", by integer division, in
 * the locale's digits and separators (Intl reads the exact decimal text), left to right in Arabic too.
 */
export function formatMinor(minor: number, currency: string, locale = 'en'): string {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const decimal = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral;
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    decimal,
  );
  return ltrText(`${sign}${currency} ${amount}`, locale);
}

/** A calendar date (YYYY-MM-DD) as the reader writes dates, the same day wherever the browser is. */
export function formatDay(iso: string, language = 'en'): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * Basis points as a percentage with two decimals in the reader's language (850 → "8.50%" in English), by Intl from
 * the exact decimal text (850 → "0.0850"), never from a quotient.
 */
export function formatBasisPoints(basisPoints: number, language = 'en'): string {
  const bps = BigInt(basisPoints);
  const fraction = `${bps / 10_000n}.${String(bps % 10_000n).padStart(4, '0')}`;
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fraction as Intl.StringNumericLiteral);
}
