// `@onboarding/shared/backoffice/review`: what the four remotes' `./review` panels share: reading a panel's data
// through the page's query cache, the panel's frame with its loading, error and empty states, its subsections and
// facts (review-frame.tsx), and the formats (money, sizes, times) in the page's language. Zod-free and
// applicant-free: only the review panels import it.
import styles from './review.module.css';

export { styles as reviewStyles };
export * from './review-frame';

// ---- Formats (Intl, in the page's locale: formatLocale()) -------------------------------------------------------

/** Money from integer minor units, and an amount of no recorded currency (a CSV's): the one money module's. */
export { formatMoney, formatAmount as formatMinor } from '@onboarding/shared/money';

export function formatNumber(value: number, lng: string): string {
  return new Intl.NumberFormat(lng, { maximumFractionDigits: 2 }).format(value);
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size, e.g. 1536 → "1.5 kB". */
export function formatBytes(bytes: number, lng: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(lng, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** "2026-01" → "Jan 2026" in the page's language. */
export function formatMonth(month: string, lng: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(lng, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A document's content URL under staffApi's base: `/cases/:id/documents/:documentId/content`. */
export const documentContentPath = (caseId: number, documentId: number) =>
  `/cases/${caseId}/documents/${documentId}/content`;
