import { formatLocale, MIN_MONTHLY_SHEET_ROWS } from '@onboarding/shared';
import { MONTHLY_ROWS, type AccountingUploadPayload, type MonthlyRow } from '@onboarding/shared/schemas';

// The rules of /monthly-mapping, apart from React: what the submit button says, how a pick changes the mapping, what
// stops a submission, and the body of accounting-upload.

/** Line item → index (as text, as monthlyMappingAtom holds it) of the sheet row the applicant picked for it. */
export type RowMapping = Partial<Record<MonthlyRow, string>>;
export type SheetRows = readonly (readonly unknown[])[];

const LABEL_MAX = 60;

/** "submit and skip mapping" while mapping is on and no sheet is chosen, otherwise "submit" (spec section 2). */
export function submitLabelKey(
  isMapping: boolean,
  selectedSheet: string,
): 'mapping.submitSkip' | 'mapping.submit' {
  return isMapping && !selectedSheet ? 'mapping.submitSkip' : 'mapping.submit';
}

/** A cell as the applicant reads it, a number as the page's locale writes it. */
export function cellText(value: unknown, locale = formatLocale()): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString(locale) : '';
  return String(value).replace(/\s+/g, ' ').trim();
}

/**
 * Whether a cell reads left to right whatever the page's direction: a number, or a text of digits and separators
 * only (a date such as 2024-01-31 00:00, 31/01/2024, a range 01/2024 - 12/2024), whose parts an Arabic line would
 * otherwise lay out right to left (the time before the date, the range's end first).
 */
export function readsLeftToRight(value: unknown): boolean {
  if (typeof value === 'number') return true;
  const text = cellText(value);
  return /\d/.test(text) && /^[\d\s/.:,+\-–]+$/.test(text);
}

/** What names a row: its first non-empty cell, shortened; null for a row with nothing in it. */
export function rowLabel(row: readonly unknown[]): string | null {
  for (const cell of row) {
    const text = cellText(cell);
    if (text) return text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text;
  }
  return null;
}

/** A row's name as matched against the line items: its first non-empty cell, whole, in lower case. */
function rowName(row: readonly unknown[]): string | null {
  for (const cell of row) {
    const text = cellText(cell);
    if (text) return text.toLowerCase();
  }
  return null;
}

/**
 * The mapping a sheet starts with: each line item on the first row named exactly like it (case and surrounding
 * spaces aside: "Revenues", "cogs ", "G&A (all others)"), as the transactions mapping starts with its columns named
 * like its fields. Other line items are left for the applicant.
 */
export function namedRows(rows: SheetRows): RowMapping {
  const names = rows.map(rowName);
  const mapping: RowMapping = {};
  for (const item of MONTHLY_ROWS) {
    const found = names.findIndex(
      (name, r) => name === item.toLowerCase() && itemOfRow(mapping, r) === undefined,
    );
    if (found >= 0) mapping[item] = String(found);
  }
  return mapping;
}

/** Only the known line items, each with a row index that exists in `rows`. */
export function cleanMapping(mapping: Record<string, string>, rowCount: number): RowMapping {
  const clean: RowMapping = {};
  for (const item of MONTHLY_ROWS) {
    const value = mapping[item];
    if (value !== undefined && /^\d+$/.test(value) && Number(value) < rowCount) clean[item] = value;
  }
  return clean;
}

/** The line item a sheet row is mapped to, if any. */
export function itemOfRow(mapping: RowMapping, rowIndex: number): MonthlyRow | undefined {
  return MONTHLY_ROWS.find((item) => mapping[item] === String(rowIndex));
}

/**
 * Desktop form (one choice per sheet row): the row now holds `item` ('' for none). A line item has one row, so it
 * leaves the row it was on; whatever the row held before is unmapped.
 */
export function mapRowTo(mapping: RowMapping, rowIndex: number, item: MonthlyRow | ''): RowMapping {
  const next: RowMapping = { ...mapping };
  for (const other of MONTHLY_ROWS) if (next[other] === String(rowIndex)) delete next[other];
  if (item) next[item] = String(rowIndex);
  return next;
}

/** Narrow form (one choice per line item): `item` is on `rowIndex` ('' for none). */
export function mapItemTo(mapping: RowMapping, item: MonthlyRow, rowIndex: string): RowMapping {
  const next: RowMapping = { ...mapping };
  if (rowIndex === '') delete next[item];
  else next[item] = rowIndex;
  return next;
}

export function missingItems(mapping: RowMapping): MonthlyRow[] {
  return MONTHLY_ROWS.filter((item) => mapping[item] === undefined || mapping[item] === '');
}

export interface MappingDraft {
  name: string;
  file: { name: string; content: string } | null;
  isMapping: boolean;
  selectedSheet: string;
  rows: SheetRows;
  mapping: RowMapping;
}

export type SubmitProblem =
  | { kind: 'noFile' }
  | { kind: 'name'; message: 'required' | 'tooLong' }
  | { kind: 'rowsMissing' }
  | { kind: 'allRequired'; missing: MonthlyRow[] };

/**
 * What stops a submission, first problem first: no file, then the name, then, when a sheet is being mapped, the
 * 8-row rule and the seven line items.
 */
export function submitProblem(draft: MappingDraft, nameMax: number): SubmitProblem | null {
  if (!draft.file) return { kind: 'noFile' };
  const name = draft.name.trim();
  if (!name) return { kind: 'name', message: 'required' };
  if (name.length > nameMax) return { kind: 'name', message: 'tooLong' };
  if (draft.isMapping && draft.selectedSheet) {
    if (draft.rows.length < MIN_MONTHLY_SHEET_ROWS) return { kind: 'rowsMissing' };
    const missing = missingItems(draft.mapping);
    if (missing.length) return { kind: 'allRequired', missing };
  }
  return null;
}

/** The body of accounting-upload; the line items travel as row indexes of the rows excel-sheet-rows gave. */
export function uploadPayload(
  draft: MappingDraft & { file: { name: string; content: string } },
): AccountingUploadPayload {
  const mapped = draft.isMapping && Boolean(draft.selectedSheet);
  const columnMapping: Record<string, number> = {};
  if (mapped) for (const item of MONTHLY_ROWS) columnMapping[item] = Number(draft.mapping[item]);
  return {
    mappingData: {
      name: draft.name.trim(),
      fileName: draft.file.name,
      selectedSheet: mapped ? draft.selectedSheet : null,
      file: draft.file.content,
      isMapping: draft.isMapping,
    },
    columnMapping,
  };
}
