// Dates as the applicant reads them, in the page's locale (formatLocale(), for Intl). Money and rates are the money
// module's (the same style as the back office, the emails and the offer letter), re-exported for the screens.

export { formatBasisPoints, formatFlatRate, formatMoney } from '@onboarding/shared/money';

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
