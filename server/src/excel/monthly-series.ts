import { MONTHLY_ROWS, type MonthlyRow } from '@onboarding/shared/schemas';
import { MIN_MONTHLY_SHEET_ROWS } from '@onboarding/shared/constants';
import { ExcelError, EXCEL_MESSAGES } from './errors';
import { serialToIsoDate, type CellValue } from './workbook';

/** Stored field of each mapped row (the spec's row names are display labels). */
const FIELDS = {
  Revenues: 'revenues',
  CoGS: 'cogs',
  'R&D': 'rnd',
  'S&M': 'sm',
  'G&A (all others)': 'ga',
  Salaries: 'salaries',
} as const satisfies Record<Exclude<MonthlyRow, 'Dates'>, string>;

type Field = (typeof FIELDS)[keyof typeof FIELDS];

export type MonthlyFigures = { month: string } & Record<Field, number | null>;

export interface MonthlySeries {
  /** Index, in the sheet's rows, of the row each line item was mapped to. */
  rows: Record<MonthlyRow, number>;
  /** One entry per column whose Dates cell is a month, in sheet order. */
  months: MonthlyFigures[];
}

const rowsMissing = () => new ExcelError('rows_missing', EXCEL_MESSAGES.rowsMissing);

/**
 * The monthly P&L the review team reads, from the rows excel-sheet-rows showed the applicant and the row they picked
 * for each line item. A mapping value is either the row's index in those rows (a number, or digits) or the row's
 * label (its first non-empty cell, compared without case or extra spaces). Columns are the months of the Dates row;
 * a column whose Dates cell is not a month (the label column, a total) is left out.
 */
export function extractMonthlySeries(
  rows: CellValue[][],
  mapping: Record<string, string | number | null | undefined>,
): MonthlySeries {
  if (rows.length < MIN_MONTHLY_SHEET_ROWS) throw rowsMissing();
  const picked = {} as Record<MonthlyRow, number>;
  for (const item of MONTHLY_ROWS) {
    const index = resolveRow(rows, mapping[item]);
    if (index === null) throw rowsMissing();
    picked[item] = index;
  }
  const dates = rows[picked.Dates];
  const months: MonthlyFigures[] = [];
  for (let c = 0; c < dates.length; c++) {
    const month = parseMonth(dates[c]);
    if (!month) continue;
    const figures = { month } as MonthlyFigures;
    for (const [item, field] of Object.entries(FIELDS) as [keyof typeof FIELDS, Field][]) {
      figures[field] = parseAmount(rows[picked[item]][c]);
    }
    months.push(figures);
  }
  // A Dates row without a single month means the wrong row was mapped: nothing could be read against it.
  if (months.length === 0) throw rowsMissing();
  return { rows: picked, months };
}

function normalize(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function label(row: CellValue[]): string | null {
  const first = row.find((v) => v !== null && String(v).trim() !== '');
  return first === undefined || first === null ? null : normalize(String(first));
}

export function resolveRow(rows: CellValue[][], ref: string | number | null | undefined): number | null {
  if (typeof ref === 'number') return Number.isInteger(ref) && ref >= 0 && ref < rows.length ? ref : null;
  if (typeof ref !== 'string' || ref.trim() === '') return null;
  const wanted = normalize(ref);
  const byLabel = rows.findIndex((row) => label(row) === wanted);
  if (byLabel >= 0) return byLabel;
  return /^\d+$/.test(ref.trim()) ? resolveRow(rows, Number(ref.trim())) : null;
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const month = (y: number, m: number): string | null =>
  y >= 1900 && y <= 9999 && m >= 1 && m <= 12 ? `${y}-${String(m).padStart(2, '0')}` : null;

const fullYear = (y: string): number => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * The month (YYYY-MM) a Dates cell names: a date cell (already YYYY-MM-DD), an Excel serial day number, or the
 * usual spellings: 2024-01, 2024/01, 01/2024, Jan-24, Jan 2024, January 2024, 1/31/2024. For d/m/y versus m/d/y the
 * first number is the month unless it cannot be (over 12).
 */
export function parseMonth(value: CellValue): string | null {
  if (typeof value === 'number') {
    // Serial numbers of 1955..2119: a bare year such as 2024 is not a month.
    if (!Number.isInteger(value) || value < 20_000 || value > 80_000) return null;
    const iso = serialToIsoDate(value);
    return iso ? iso.slice(0, 7) : null;
  }
  if (typeof value !== 'string') return null;
  const s = value.trim().toLowerCase();
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:[t ].*)?$/.exec(s)))
    return month(Number(m[1]), Number(m[2]));
  if ((m = /^(\d{1,2})[-/.](\d{4})$/.exec(s))) return month(Number(m[2]), Number(m[1]));
  if ((m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(s))) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return month(fullYear(m[3]), a > 12 ? b : a);
  }
  if ((m = /^([a-z]{3,9})\.?[-\s/']*(\d{2}|\d{4})$/.exec(s))) {
    const index = MONTH_NAMES.indexOf(m[1].slice(0, 3));
    if (index < 0 || !(m[1].length === 3 || fullMonthName(m[1]))) return null;
    return month(fullYear(m[2]), index + 1);
  }
  return null;
}

const FULL_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function fullMonthName(word: string): boolean {
  return FULL_NAMES.includes(word) || word === 'sept';
}

/** An amount as accountants write it: 1,234.50, (1,234) for negative, a currency sign, "-" for nil. */
export function parseAmount(value: CellValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let s = value.trim();
  if (s === '-' || s === '–') return 0;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  s = s.replace(/[\s,]|[$€£¥]|[A-Z]{3}/g, '');
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  }
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return negative ? -n : n;
}
