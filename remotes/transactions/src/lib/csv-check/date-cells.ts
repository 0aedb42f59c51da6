import { isBlankRow } from './csv-scan';

// The mapping's date check, applied in the worker to the column the applicant mapped as the date.

/**
 * Same rule as `isValidCsvDate` of @onboarding/shared/schemas (date-cells.test.ts holds the two together over a
 * corpus): at least 3 characters that Date.parse reads, an empty value passing. The copy exists because the worker
 * cannot import @onboarding/shared: Module Federation shares that package through the page's share scope, which a
 * worker does not have.
 */
export function isValidDateCell(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  return v.length >= 3 && !Number.isNaN(Date.parse(v));
}

/** At most this many offending values are shown (spec section 5). */
export const OFFENDING_DATES_SHOWN = 3;

/**
 * Collects the first offending values of one column: values that fail the date rule, and empty values (returned as
 * '' for the screen to show as "Empty field"). The header row and blank lines are skipped, as are rows too short to
 * have the column (the server refuses those for their shape, not their date).
 */
export class DateScanner {
  readonly offending: string[] = [];
  private headerSeen = false;

  constructor(
    private readonly column: number,
    private readonly limit = OFFENDING_DATES_SHOWN,
  ) {}

  get full(): boolean {
    return this.offending.length >= this.limit;
  }

  add(batch: readonly string[][]): void {
    for (let i = 0; i < batch.length && !this.full; i++) {
      const row = batch[i];
      if (!this.headerSeen) {
        if (!isBlankRow(row)) this.headerSeen = true;
        continue;
      }
      const cell = row[this.column];
      if (cell === undefined) continue;
      const value = cell.trim();
      if (value === '') {
        if (isBlankRow(row)) continue;
        this.offending.push('');
      } else if (!isValidDateCell(value)) {
        this.offending.push(value);
      }
    }
  }
}
