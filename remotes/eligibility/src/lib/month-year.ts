import type { Option } from '../components/SelectField';

// The month picker of step one as two lists, month and year, holding the value the month input held: "yyyy-MM".

export interface MonthYear {
  /** "yyyy", or '' while not chosen. */
  year: string;
  /** "MM", or '' while not chosen. */
  month: string;
}

/** The first year offered: incorporation dates before it are not expected. */
export const FIRST_YEAR = 1900;

const MONTH = /^(\d{4})-(\d{2})$/;

export function splitMonth(value: string | null | undefined): MonthYear {
  const match = MONTH.exec(value ?? '');
  return match ? { year: match[1], month: match[2] } : { year: '', month: '' };
}

/** "yyyy-MM" once both are chosen, '' before (the field is then not filled). */
export function joinMonth({ year, month }: MonthYear): string {
  return year && month ? `${year}-${month}` : '';
}

/** The twelve months, named in `locale`, with "01"…"12" as codes. */
export function monthOptions(locale: string): Option[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => ({
    name: format.format(Date.UTC(2000, i, 1)),
    code: String(i + 1).padStart(2, '0'),
  }));
}

/** The years from the latest allowed (that of `max`, "yyyy-MM") back to FIRST_YEAR, newest first. */
export function yearOptions(max: string): Option[] {
  const last = Number(splitMonth(max).year);
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => {
    const year = String(last - i);
    return { name: year, code: year };
  });
}

/** Whether `year` and `month` (either may be '') would make a month after `max`. */
export function afterMax({ year, month }: MonthYear, max: string): boolean {
  return Boolean(year && month) && `${year}-${month}` > max;
}
