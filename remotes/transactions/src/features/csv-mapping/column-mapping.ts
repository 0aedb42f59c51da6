import { MESSAGES } from '@onboarding/shared';
import {
  CSV_COLUMNS,
  CSV_COLUMN_ALIASES,
  CSV_DATE_COLUMN,
  checkColumnMapping,
  normalizeColumnMapping,
  type CalculationMethod,
  type CsvColumn,
  type CsvIndustry,
  type CustomUploadPayload,
} from '@onboarding/shared/schemas';
import type { CellRule, ColumnCheck, ColumnProblems, ProblemRow } from '../../lib/csv-check/column-problems';

// The mapping of /subscriptions/file/mapping apart from React: the order the drag-and-drop list starts in, the
// mapping each layout produces, its checks, and the custom-upload payload.

export type MappingLayout = 'drag' | 'select';

export function requiredColumns(industry: CsvIndustry): readonly CsvColumn[] {
  return CSV_COLUMNS[industry];
}

/**
 * The keys the narrow-screen form sends (spec section 3: Unique customer ID, Period, start_date, Amount, or date,
 * GVM, takeRate): the shared aliases read backwards, the canonical name where there is no alias.
 */
export const SELECT_LAYOUT_KEYS: Readonly<Record<CsvColumn, string>> = (() => {
  const keys = Object.fromEntries(
    Object.values(CSV_COLUMNS)
      .flat()
      .map((c) => [c, c]),
  ) as Record<CsvColumn, string>;
  for (const [alias, column] of Object.entries(CSV_COLUMN_ALIASES)) keys[column] = alias;
  return keys;
})();

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Names a header may carry for a required column: its own name and the narrow form's key. */
function namesOf(column: CsvColumn): string[] {
  return [squash(column), squash(SELECT_LAYOUT_KEYS[column])];
}

/**
 * Where in the file the header named like each required column is (customer_id, "Customer ID"…: case, spaces and
 * punctuation aside), each header used once; -1 where none is. Both layouts start from these.
 */
function namedHeaders(industry: CsvIndustry, headers: readonly string[]): number[] {
  const taken = new Set<number>();
  return requiredColumns(industry).map((column) => {
    const names = namesOf(column);
    const found = headers.findIndex((h, j) => !taken.has(j) && names.includes(squash(h)));
    if (found >= 0) taken.add(found);
    return found;
  });
}

/**
 * The drag-and-drop list's first order: a header named like a required column starts in that column's place, the
 * other headers fill the remaining places in file order, and the rest follow unused.
 */
export function initialOrder(industry: CsvIndustry, headers: readonly string[]): string[] {
  const named = namedHeaders(industry, headers);
  const rest = headers.filter((_, j) => !named.includes(j));
  const slots = named.map((j) => (j >= 0 ? headers[j] : rest.shift()));
  return [...slots.filter((h): h is string => h !== undefined), ...rest];
}

/**
 * The dropdowns' first choices: the header named like each required column, as the drag-and-drop list starts with
 * it in place; the others are left for the applicant to choose.
 */
export function initialSelections(
  industry: CsvIndustry,
  headers: readonly string[],
): Partial<Record<CsvColumn, string>> {
  const named = namedHeaders(industry, headers);
  return Object.fromEntries(
    requiredColumns(industry).flatMap((column, i) => (named[i] >= 0 ? [[column, headers[named[i]]]] : [])),
  );
}

/** A saved order still fits when it holds exactly the file's headers. */
export function isOrderOf(
  order: readonly string[] | undefined,
  headers: readonly string[],
): order is string[] {
  if (!order || order.length !== headers.length) return false;
  const a = [...order].sort();
  const b = [...headers].sort();
  return a.every((h, i) => h === b[i]);
}

/** Wide layout: the header in place i maps to required column i (canonical keys). */
export function mappingFromOrder(industry: CsvIndustry, order: readonly string[]): Record<string, string> {
  return Object.fromEntries(requiredColumns(industry).map((c, i) => [c, order[i] ?? '']));
}

/** Narrow layout: one choice per required column, sent under the narrow form's keys. */
export function mappingFromSelections(
  industry: CsvIndustry,
  selections: Partial<Record<CsvColumn, string>>,
): Record<string, string> {
  return Object.fromEntries(
    requiredColumns(industry).map((c) => [SELECT_LAYOUT_KEYS[c], selections[c] ?? '']),
  );
}

export type MappingIssue = 'allRequired' | 'columnOnce';

/** Every field chosen, no column twice (the shared rule, as the server applies it). */
export function checkMapping(industry: CsvIndustry, mapping: Record<string, string>): MappingIssue | null {
  const message = checkColumnMapping(industry, mapping);
  if (message === null) return null;
  return message === MESSAGES.mappingColumnOnce ? 'columnOnce' : 'allRequired';
}

/** Position in the file of the header mapped to the date column, or -1 ("Invalid Date column not found"). */
export function dateColumnIndex(
  industry: CsvIndustry,
  mapping: Record<string, string>,
  headers: readonly string[],
): number {
  const header = normalizeColumnMapping(mapping)[CSV_DATE_COLUMN[industry]]?.trim();
  if (!header) return -1;
  return headers.findIndex((h) => h.trim() === header);
}

export interface PayloadInput {
  industry: CsvIndustry;
  method: CalculationMethod;
  mapping: Record<string, string>;
  systemName: string;
  skipValidation: boolean;
  timestamp: string;
}

/** POST /onboarding/custom-upload (spec section 3). */
export function customUploadPayload(input: PayloadInput): CustomUploadPayload {
  return {
    version: '1.0',
    col_mapping: input.mapping,
    industry: input.industry,
    calculation_metod: input.method,
    system_name: input.systemName.trim(),
    skip_validation: input.skipValidation,
    timestamp: input.timestamp,
  };
}

/** The columns the file check reads, the date first (the spec's 'Date' column), then the amount, then the ID. */
const CHECKED: Record<CsvIndustry, readonly [CsvColumn, CellRule][]> = {
  SAAS: [
    ['start_date', 'date'],
    ['amount', 'amount'],
    ['customer_id', 'id'],
  ],
  MARKETPLACE: [
    ['date', 'date'],
    ['gmv', 'amount'],
    ['customer_id', 'id'],
  ],
};

/** The mapped columns to check, by their position in the file; a field whose column is not in the file is left out. */
export function columnChecks(
  industry: CsvIndustry,
  mapping: Record<string, string>,
  headers: readonly string[],
): ColumnCheck[] {
  const normalized = normalizeColumnMapping(mapping);
  return CHECKED[industry].flatMap(([field, rule]) => {
    const header = normalized[field]?.trim();
    const column = header ? headers.findIndex((h) => h.trim() === header) : -1;
    return column < 0 ? [] : [{ field, column, rule }];
  });
}

const isProblemRow = (r: unknown): r is ProblemRow =>
  typeof (r as ProblemRow | null)?.row === 'number' && typeof (r as ProblemRow).value === 'string';

/**
 * The problems the server found when it refused the file: `details.column_problems` (counts and rows), or, from a
 * server that only lists the offending dates (`details.invalid_values`), those dates without their rows.
 */
export function serverProblemsOf(industry: CsvIndustry, responseData: unknown): ColumnProblems[] | null {
  const details = (responseData as { details?: Record<string, unknown> } | null | undefined)?.details;
  const listed = details?.column_problems;
  if (Array.isArray(listed) && listed.length > 0) {
    const problems = listed.flatMap((p: Partial<ColumnProblems>): ColumnProblems[] => {
      const rule = CHECKED[industry].find(([field]) => field === p?.field)?.[1];
      if (!rule || typeof p.count !== 'number' || !Array.isArray(p.rows)) return [];
      return [{ field: p.field as string, rule, count: p.count, rows: p.rows.filter(isProblemRow) }];
    });
    if (problems.length > 0) return problems;
  }
  const values = details?.invalid_values;
  if (Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === 'string')) {
    return [
      {
        field: CSV_DATE_COLUMN[industry],
        rule: 'date',
        count: values.length,
        rows: values.map((value) => ({ row: 0, value })),
      },
    ];
  }
  return null;
}
