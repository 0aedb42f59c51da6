import { readCents } from '../../../../../shared/src/money/amount-reader';
import { isBlankRow } from './csv-scan';
import { isValidDateCell } from './date-cells';

// The mapping's check of a whole file, column by column: how many rows of each mapped column the server could not
// read (a date that is not one, an amount that is not a number, an empty customer ID) and where the first ones are,
// so the applicant can find and fix them. Runs in the worker over millions of rows, so it keeps counts and the first
// few rows only. Amounts are read by the server's own reader, imported by its path: a worker has no share scope to
// take @onboarding/shared from (date-cells.ts), and amount-reader.ts imports nothing.

/** What a column must hold. */
export type CellRule = 'date' | 'amount' | 'id';

/** One mapped column to check: its position in the file and the field it was mapped to (start_date, amount…). */
export interface ColumnCheck {
  field: string;
  column: number;
  rule: CellRule;
}

/** A row of the file and what it holds in the column ('' when empty). Rows are counted from 1, the header's line. */
export interface ProblemRow {
  row: number;
  value: string;
}

export interface ColumnProblems {
  field: string;
  rule: CellRule;
  /** Rows in the whole file with a problem in this column. */
  count: number;
  /** The first of them, in file order, at most ROWS_SHOWN. */
  rows: ProblemRow[];
}

/** Rows listed per column: enough to see the pattern, few enough to read. */
export const ROWS_SHOWN = 10;

function breaksRule(rule: CellRule, value: string): boolean {
  if (rule === 'id') return value === '';
  if (rule === 'amount') return readCents(value) === null;
  return value === '' || !isValidDateCell(value);
}

/**
 * Counts the problems of each checked column as batches of parsed rows arrive, in file order. The first non-blank
 * row is the header; blank lines are skipped (but counted, so row numbers are the file's lines), as are rows too
 * short to have the column (the server refuses those for their shape, not their values).
 */
export class ColumnProblemCounter {
  private readonly found: ColumnProblems[];
  private rowNumber = 0;
  private headerSeen = false;

  constructor(
    private readonly checks: readonly ColumnCheck[],
    private readonly shown = ROWS_SHOWN,
  ) {
    this.found = checks.map(({ field, rule }) => ({ field, rule, count: 0, rows: [] }));
  }

  add(batch: readonly (readonly string[])[]): void {
    for (const row of batch) {
      this.rowNumber++;
      if (isBlankRow(row)) continue;
      if (!this.headerSeen) {
        this.headerSeen = true;
        continue;
      }
      for (let i = 0; i < this.checks.length; i++) {
        const cell = row[this.checks[i].column];
        if (cell === undefined) continue;
        const value = cell.trim();
        if (!breaksRule(this.checks[i].rule, value)) continue;
        const problems = this.found[i];
        problems.count++;
        if (problems.rows.length < this.shown) problems.rows.push({ row: this.rowNumber, value });
      }
    }
  }

  /** The columns with at least one problem, in the order they were given. */
  result(): ColumnProblems[] {
    return this.found.filter((p) => p.count > 0).map((p) => ({ ...p, rows: [...p.rows] }));
  }
}
