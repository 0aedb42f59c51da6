import type { Readable } from 'node:stream';
import { MESSAGES } from '@onboarding/shared/constants';
import { CSV_DATE_COLUMN, type CalculationMethod, type CsvIndustry } from '@onboarding/shared/schemas';
import type { ResolvedMapping } from './column-mapping';
import type { DateOrder } from './csv-values';
import { streamCsvRows, type CsvRowsOptions } from './csv-rows';
import { CsvImportError, NO_READABLE_ROWS } from './import-error';
import {
  RevenueSeriesBuilder,
  offendingDateValue,
  type RejectKind,
  type SeriesResult,
} from './revenue-series';

export interface ImportOptions extends CsvRowsOptions {
  industry: CsvIndustry;
  method: CalculationMethod;
  mapping: ResolvedMapping;
  /** Number of cells in the header row. */
  headerCount: number;
  dateOrder: DateOrder;
  /** skip_validation false: a date cell that cannot be read refuses the whole file (spec: mapping date check). */
  validateDates: boolean;
}

export interface RejectedSample {
  /** Record number in the file, the header being 1 (the line number when no cell spans lines). */
  row: number;
  reason: string;
}

export interface ImportResult extends SeriesResult {
  rowsRead: number;
  rowsRejected: number;
  rejectedByKind: Partial<Record<RejectKind, number>>;
  rejectedSamples: RejectedSample[];
  blankRows: number;
  bytes: number;
}

export const REJECTED_SAMPLES = 20;
/** The refusal's message lists at most this many offending dates (spec section 5). */
export const OFFENDING_DATES_SHOWN = 3;
/** The mapping error modal lists this many rows of a column, with the count of all of them. */
export const PROBLEM_ROWS_SHOWN = 10;

/**
 * Streams a stored CSV once, row by row (csv-rows.ts), into the monthly series: memory stays flat whatever the
 * file's size. Rows that cannot be read are counted by kind and the first ones are kept with their record number and
 * reason.
 */
export async function importCsv(source: Readable, opts: ImportOptions): Promise<ImportResult> {
  const builder = new RevenueSeriesBuilder(opts.industry, opts.method, opts.mapping, opts.dateOrder);
  let rowsRejected = 0;
  const rejectedByKind: Partial<Record<RejectKind, number>> = {};
  const rejectedSamples: RejectedSample[] = [];
  const offendingDates: string[] = [];
  // Every unreadable date is counted (the file is read to its end), the first ones with their record number, so the
  // applicant can find them all in their spreadsheet.
  let dateProblems = 0;
  const dateRows: { row: number; value: string }[] = [];

  const reject = (row: number, kind: RejectKind, reason: string) => {
    rowsRejected++;
    rejectedByKind[kind] = (rejectedByKind[kind] ?? 0) + 1;
    if (rejectedSamples.length < REJECTED_SAMPLES) rejectedSamples.push({ row, reason });
  };

  const { rows, blankRows, bytes } = await streamCsvRows(source, opts, ({ cells, record, errors }) => {
    if (errors.length > 0) {
      const [error] = errors;
      const reason = error.code === 'MissingQuotes' ? 'A quoted field is never closed' : error.message;
      reject(record, 'quotes', reason);
      return;
    }
    const rejection = builder.add(cells, opts.headerCount);
    if (!rejection) return;
    if (opts.validateDates && rejection.kind === 'date') {
      dateProblems++;
      const raw = rejection.value ?? '';
      if (offendingDates.length < OFFENDING_DATES_SHOWN) offendingDates.push(offendingDateValue(raw));
      if (dateRows.length < PROBLEM_ROWS_SHOWN) dateRows.push({ row: record, value: raw.trim() });
      return;
    }
    reject(record, rejection.kind, rejection.reason);
  });
  if (offendingDates.length > 0) {
    throw new CsvImportError(400, `${MESSAGES.mappingErrorText} ${offendingDates.join(', ')}`, {
      invalid_values: offendingDates,
      column_problems: [{ field: CSV_DATE_COLUMN[opts.industry], count: dateProblems, rows: dateRows }],
    });
  }
  if (rows === 0) throw new CsvImportError(400, MESSAGES.csvEmpty);
  if (rowsRejected === rows) {
    throw new CsvImportError(400, NO_READABLE_ROWS, {
      rows_read: rows,
      rows_rejected: rowsRejected,
      rejected_samples: rejectedSamples,
    });
  }
  return {
    ...builder.finish(),
    rowsRead: rows,
    rowsRejected,
    rejectedByKind,
    rejectedSamples,
    blankRows,
    bytes,
  };
}
