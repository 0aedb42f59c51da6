import { localeOf, type Language } from '@onboarding/shared/server';

// Dates and amounts as the applicant reads them (#19), in their emails and their offer letter: Intl in their
// language, with Western digits in Arabic (localeOf), like the dashboard shows them.

/** Intl's direction marks: the email's HTML and the letter's own bidi layout place the text, so they are dropped. */
const BIDI_MARKS = /[\u200E\u200F\u061C]/g;

/** A calendar day (YYYY-MM-DD) in words: "January 20, 2027", "20 يناير 2027". Read in UTC, so no zone moves it. */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' })
    .format(date)
    .replace(BIDI_MARKS, '');
}

/** `minor` as the exact decimal it stands for ("108000.01"): integer arithmetic, never a float. */
function decimal(minor: number): `${number}` {
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}` as `${number}`;
}

/**
 * Integer minor units (two decimals: the offers' currencies) with the currency's code, as `language` writes them:
 * "108,000.01 USD" in Arabic. Intl is given the exact decimal as a string, so no floating point rounds it.
 */
export function formatAmount(minor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(decimal(minor))
    .replace(BIDI_MARKS, '')
    .replace(/[\u00A0\u202F]/g, ' ');
}

/** Basis points as a percentage with two decimals: 800 → "8.00%". */
export function formatBasisPoints(bps: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(`${Math.floor(bps / 10_000)}.${String(bps % 10_000).padStart(4, '0')}` as `${number}`)
    .replace(BIDI_MARKS, '');
}
