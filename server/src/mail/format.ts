import { formatBasisPoints as basisPoints, formatMoney } from '@onboarding/shared/money';
import { DEFAULT_DIGITS, localeOf, type Digits, type Language } from '@onboarding/shared/server';

// Dates and amounts as the applicant reads them, in their emails and their offer letter: Intl in their
// language, with the digits they chose on the page in Arabic (Western unless Arabic-Indic), like the dashboard shows
// them. This module owns a reader's mail locale: every number an email or the letter writes goes through it.

/** Who an email or a letter is written for: their language and, in Arabic, their digits (English ignores them). */
export interface MailLocale {
  language: Language;
  digits?: Digits;
}

export const ENGLISH: MailLocale = { language: 'en' };

/** The Intl locale of `reader`. */
export const intlLocale = (reader: MailLocale): string =>
  localeOf(reader.language, reader.digits ?? DEFAULT_DIGITS);

/** Intl's direction marks: the email's HTML and the letter's own bidi layout place the text, so they are dropped. */
const BIDI_MARKS = /[\u200E\u200F\u061C]/g;

/** A calendar day (YYYY-MM-DD) in words: "January 20, 2027", "20 يناير 2027". Read in UTC, so no zone moves it. */
export function formatDay(day: string, reader: MailLocale): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(reader), { dateStyle: 'long', timeZone: 'UTC' })
    .format(date)
    .replace(BIDI_MARKS, '');
}

/**
 * Integer minor units with the currency's code, as `reader` writes them (the money module's one style, as plain text
 * for the email's HTML and the letter's own layout): "USD 108,000.01", in Arabic "108,000.01 USD" ("١٠٨٬٠٠٠٫٠١ USD"
 * with Arabic-Indic digits).
 */
export const formatAmount = (minor: number, currency: string, reader: MailLocale): string =>
  formatMoney(minor, currency, intlLocale(reader), { plain: true });

/** Basis points as a percentage with two decimals: 800 → "8.00%". */
export const formatBasisPoints = (bps: number, reader: MailLocale): string =>
  basisPoints(bps, intlLocale(reader), { plain: true });

/** A count or a reference number (a case, a version, months) in `reader`'s digits, without grouping: 1234, ١٢٣٤. */
export function formatInteger(n: number, reader: MailLocale): string {
  return new Intl.NumberFormat(intlLocale(reader), { useGrouping: false, maximumFractionDigits: 0 }).format(
    n,
  );
}
