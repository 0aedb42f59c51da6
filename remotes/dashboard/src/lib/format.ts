import { ltrText } from '@onboarding/shared';

// Money and dates as the applicant reads them, in the page's locale (formatLocale(), for Intl). Money arrives in
// integer minor units with its currency, so the currency's own number of decimals decides where the point goes.

/** Integer minor units of `currency`, e.g. 25000000 USD → "$250,000.00", left to right in Arabic too. */
export function formatMoney(amountMinor: number, currency: string, lng: string): string {
  const format = new Intl.NumberFormat(lng, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return ltrText(format.format(amountMinor / 10 ** digits), lng);
}

/** Basis points as a percentage, e.g. 1250 → "12.5%". */
export function formatBasisPoints(bps: number, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** A day: a YYYY-MM-DD date is a calendar day, read in UTC so that no time zone moves it to the day before. */
export function formatDay(value: string, lng: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', ...(day ? { timeZone: 'UTC' } : {}) }).format(
    date,
  );
}

/** A moment (ISO 8601 time), with the time of day. */
export function formatMoment(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The last day of an offer has passed (the offer is valid through `validUntil`, a YYYY-MM-DD day, in UTC). */
export function dayHasPassed(validUntil: string, now: Date = new Date()): boolean {
  const today = now.toISOString().slice(0, 10);
  return validUntil < today;
}
