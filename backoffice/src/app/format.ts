import { ltrText } from '@onboarding/shared';
import { timeLeft } from '@onboarding/shared/backoffice';

// Formatting for the workbench's tables: dates, and the two-business-day promise as time left (money is the money
// module's formatMoney, re-exported here for the tables that show it). Pure, with the locale (formatLocale()) and
// the clock passed in.

export { formatMoney } from '@onboarding/shared/money';

export function formatDateTime(iso: string | null | undefined, language = 'en'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * A moment in `timeZone` (the browser's unless given) with the zone written after it ("28 Nov 2026, 21:15 GST"), for
 * a record read across zones (the audit log).
 */
export function formatDateTimeZoned(
  iso: string | null | undefined,
  language = 'en',
  timeZone?: string,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (
    new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    })
      .formatToParts(date)
      // The zone's name ("UTC", "GMT+4") stays left to right in an Arabic sentence.
      .map((part) => (part.type === 'timeZoneName' ? ltrText(part.value, language) : part.value))
      .join('')
  );
}

/** The browser's time zone by its IANA name ("Asia/Dubai"), "UTC" when the runtime does not say. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

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

/**
 * An audit entry's detail as "key: value" lines a person reads: nested objects by dotted keys ("previous.mark"),
 * lists joined with commas, an empty value as "none". Keys in the order the server wrote them.
 */
export function auditDetailLines(detail: Record<string, unknown>): { key: string; value: string }[] {
  const lines: { key: string; value: string }[] = [];
  const walk = (value: unknown, key: string, depth: number) => {
    if (value === null || value === undefined || value === '') lines.push({ key, value: 'none' });
    else if (Array.isArray(value))
      lines.push({
        key,
        value: value.length
          ? value.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')
          : 'none',
      });
    else if (typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length === 0) lines.push({ key, value: 'none' });
      else if (depth >= 3) lines.push({ key, value: JSON.stringify(value) });
      else for (const [k, v] of entries) walk(v, key ? `${key}.${k}` : k, depth + 1);
    } else lines.push({ key, value: String(value) });
  };
  for (const [key, value] of Object.entries(detail)) walk(value, key, 1);
  return lines;
}
