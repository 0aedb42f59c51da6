/** A calendar date (YYYY-MM-DD) as the reader writes dates, the same day wherever the browser is. */
export function formatDay(iso: string, language = 'en'): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** `days` after a calendar date (YYYY-MM-DD), in UTC. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// A date field (`<input type="date">`) shows its date in the browser's own locale, whatever the page's language
// (31/01/2027 in en-GB, 01/31/2027 in en-US): its hint and its errors write dates that way too, so what the reader
// is told matches what they see in the field.

const FIELD_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
};

/** The browser's locale, which its date fields follow. */
export const fieldLocale = (): string => (typeof navigator !== 'undefined' && navigator.language) || 'en-US';

/** A calendar date as a date field in `locale` shows it: "01/31/2027" in en-US. */
export function formatFieldDate(iso: string, locale = fieldLocale()): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, FIELD_OPTIONS).format(date);
}

/** The order and separators of a date field in `locale`, with the words given for its parts: "mm/dd/yyyy". */
export function fieldDatePattern(
  words: { day: string; month: string; year: string },
  locale = fieldLocale(),
): string {
  return new Intl.DateTimeFormat(locale, FIELD_OPTIONS)
    .formatToParts(new Date(Date.UTC(2027, 0, 31)))
    .map((p) =>
      p.type === 'day'
        ? words.day
        : p.type === 'month'
          ? words.month
          : p.type === 'year'
            ? words.year
            : p.type === 'literal'
              ? p.value
              : '',
    )
    .join('');
}
