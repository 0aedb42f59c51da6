import { Transform, type Readable } from 'node:stream';
import Papa from 'papaparse';
import { MESSAGES } from '@onboarding/shared/constants';
import type { CalculationMethod, CsvIndustry } from '@onboarding/shared/schemas';
import type { ResolvedMapping } from './column-mapping';
import type { DateOrder } from './csv-values';
import { CsvImportError, NO_READABLE_ROWS, rowTooLong } from './import-error';
import {
  RevenueSeriesBuilder,
  offendingDateValue,
  type RejectKind,
  type SeriesResult,
} from './revenue-series';

export interface ImportOptions {
  industry: CsvIndustry;
  method: CalculationMethod;
  mapping: ResolvedMapping;
  /** Number of cells in the header row. */
  headerCount: number;
  delimiter: string;
  dateOrder: DateOrder;
  /** skip_validation false: a date cell that cannot be read refuses the whole file (spec: mapping date check). */
  validateDates: boolean;
  /** A row (or an unclosed quote) longer than this refuses the file instead of being buffered. */
  maxRowBytes?: number;
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

const MAX_ROW_BYTES = 1024 * 1024;
export const REJECTED_SAMPLES = 20;
/** The mapping error modal lists at most this many offending dates (spec section 5). */
export const OFFENDING_DATES_SHOWN = 3;

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * Streams a stored CSV through papaparse once, row by row, into the monthly series. Chunks are parsed as they
 * arrive, so memory stays flat whatever the file's size. Rows that cannot be read are counted by kind and the
 * first ones are kept with their record number and reason.
 */
export function importCsv(source: Readable, opts: ImportOptions): Promise<ImportResult> {
  const maxRowBytes = opts.maxRowBytes ?? MAX_ROW_BYTES;
  const builder = new RevenueSeriesBuilder(opts.industry, opts.method, opts.mapping, opts.dateOrder);
  let bytes = 0;
  let bytesAtLastRow = 0;
  let record = 0;
  let headerSeen = false;
  let rowsRead = 0;
  let rowsRejected = 0;
  let blankRows = 0;
  const rejectedByKind: Partial<Record<RejectKind, number>> = {};
  const rejectedSamples: RejectedSample[] = [];
  const offendingDates: string[] = [];

  const reject = (kind: RejectKind, reason: string) => {
    rowsRejected++;
    rejectedByKind[kind] = (rejectedByKind[kind] ?? 0) + 1;
    if (rejectedSamples.length < REJECTED_SAMPLES) rejectedSamples.push({ row: record, reason });
  };

  return new Promise<ImportResult>((resolve, reject_) => {
    let settled = false;
    // Counts bytes and stops a row that never ends (an unclosed quote would otherwise make papaparse re-read an
    // ever-growing partial row on each chunk). Decoding to strings here keeps multi-byte characters whole across
    // chunk boundaries, which papaparse's own per-chunk toString() does not.
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (bytes - bytesAtLastRow > maxRowBytes) {
          callback(new CsvImportError(400, rowTooLong(record + 1, maxRowBytes), { row: record + 1 }));
          return;
        }
        callback(null, chunk);
      },
    });
    meter.setEncoding('utf8');
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      source.unpipe(meter);
      source.destroy();
      meter.destroy();
      outcome();
    };
    source.on('error', (err) => meter.destroy(err));
    source.pipe(meter);

    Papa.parse<string[]>(meter as unknown as NodeJS.ReadableStream, {
      delimiter: opts.delimiter,
      header: false,
      skipEmptyLines: false,
      step(results, parser) {
        if (settled) return;
        record++;
        bytesAtLastRow = bytes;
        const cells = results.data;
        if (!headerSeen) {
          // The header was read and checked from the head of the file already.
          if (!isBlank(cells)) headerSeen = true;
          return;
        }
        if (isBlank(cells)) {
          blankRows++;
          return;
        }
        rowsRead++;
        if (results.errors.length > 0) {
          const error = results.errors[0];
          reject('quotes', error.code === 'MissingQuotes' ? 'A quoted field is never closed' : error.message);
          return;
        }
        const rejection = builder.add(cells, opts.headerCount);
        if (!rejection) return;
        if (opts.validateDates && rejection.kind === 'date') {
          offendingDates.push(offendingDateValue(rejection.value ?? ''));
          if (offendingDates.length >= OFFENDING_DATES_SHOWN) parser.abort();
          return;
        }
        reject(rejection.kind, rejection.reason);
      },
      complete() {
        finish(() => {
          if (offendingDates.length > 0) {
            reject_(
              new CsvImportError(400, `${MESSAGES.mappingErrorText} ${offendingDates.join(', ')}`, {
                invalid_values: offendingDates,
              }),
            );
            return;
          }
          if (rowsRead === 0) {
            reject_(new CsvImportError(400, MESSAGES.csvEmpty));
            return;
          }
          if (rowsRejected === rowsRead) {
            reject_(
              new CsvImportError(400, NO_READABLE_ROWS, {
                rows_read: rowsRead,
                rows_rejected: rowsRejected,
                rejected_samples: rejectedSamples,
              }),
            );
            return;
          }
          resolve({
            ...builder.finish(),
            rowsRead,
            rowsRejected,
            rejectedByKind,
            rejectedSamples,
            blankRows,
            bytes,
          });
        });
      },
      error(err: Error) {
        finish(() => reject_(err));
      },
    });
  });
}
