import { timeLeft } from '@onboarding/shared/backoffice';

// Formatting for the workbench's tables: money from integer minor units, dates, and the two-business-day promise as
// time left. Pure, with the language and the clock passed in.

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An amount in minor units (cents) as the language writes it, e.g. "$12,500.00". */
export function formatMoney(amountMinor: number, currency: string, language = 'en'): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat(language, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(
      amountMinor / 10 ** digits,
    );
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
export function timeLeftText(dueAt: string, now: Date, t: Translate): TimeLeftText {
  const left = timeLeft(new Date(dueAt), now);
  return left.overdue
    ? { overdue: true, text: t('time.overdue', { count: left.hours }) }
    : { overdue: false, text: t('time.left', { count: left.hours }) };
}
