import { timeLeft } from '@onboarding/shared/backoffice';

// Formatting for the workbench's tables: money from integer minor units, dates, and the two-business-day promise as
// time left. Pure, with the language and the clock passed in.

/** An amount in minor units (cents) as the language writes it, e.g. "$12,500.00". */
export function formatMoney(amountMinor: number, currency: string, language = 'en'): string {
  try {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amountMinor / 10 ** digits);
  } catch {
    // An unknown currency code: the number and the code as they are.
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}

export function formatDateTime(iso: string | null | undefined, language = 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string | null | undefined, language = 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

export interface TimeLeftText {
  overdue: boolean;
  text: string;
}

/**
 * "25 h left" or "Overdue by 3 h": the words carry the state (a highlight adds to it, never replaces it, so the
 * state is not told by colour alone).
 */
export function timeLeftText(
  dueAt: string,
  now: Date,
  words: (overdue: boolean, hours: number) => string,
): TimeLeftText {
  const left = timeLeft(new Date(dueAt), now);
  return { overdue: left.overdue, text: words(left.overdue, left.hours) };
}

/** The words of timeLeftText from the back office's texts (`t` of the backoffice namespace). */
export const timeWords =
  (t: (key: string, options: { count: number }) => string) => (overdue: boolean, hours: number) =>
    t(overdue ? 'time.overdue' : 'time.left', { count: hours });
