/** A calendar date (YYYY-MM-DD) as the reader writes dates, the same day wherever the browser is. */
export function formatDay(iso: string, language = 'en'): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
