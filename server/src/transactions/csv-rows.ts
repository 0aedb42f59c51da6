import { Transform, type Readable } from 'node:stream';
import Papa, { type ParseError } from 'papaparse';
import { CsvImportError, rowTooLong } from './import-error';

export interface CsvRowsOptions {
  delimiter: string;
  /** A row (or an unclosed quote) longer than this refuses the file instead of being buffered. */
  maxRowBytes?: number;
}

export interface CsvRow {
  cells: string[];
  /** Record number in the file, the header being 1 (the line number when no cell spans lines). */
  record: number;
  /** What papaparse could not read in this row (a quoted field never closed…). */
  errors: ParseError[];
}

export interface CsvRowsRead {
  /** The rows after the header that are not blank: each one was handed to `onRow`. */
  rows: number;
  /** Blank rows after the header, skipped. */
  blankRows: number;
  bytes: number;
}

const MAX_ROW_BYTES = 1024 * 1024;

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * Streams a stored CSV through papaparse once, chunk by chunk, so memory stays flat whatever the file's size, and
 * hands every row after the header to `onRow` (blank rows are counted and skipped; the header itself was read and
 * checked from the head of the file already). `onRow` answers false to read no further. The source is destroyed
 * once the reading ends, however it ends: a row longer than `maxRowBytes` (CsvImportError 400), the source's error or
 * papaparse's reject the promise.
 */
export function streamCsvRows(
  source: Readable,
  opts: CsvRowsOptions,
  onRow: (row: CsvRow) => boolean | void,
): Promise<CsvRowsRead> {
  const maxRowBytes = opts.maxRowBytes ?? MAX_ROW_BYTES;
  let bytes = 0;
  let bytesAtLastRow = 0;
  let record = 0;
  let headerSeen = false;
  let rows = 0;
  let blankRows = 0;

  return new Promise<CsvRowsRead>((resolve, reject) => {
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
          if (!isBlank(cells)) headerSeen = true;
          return;
        }
        if (isBlank(cells)) {
          blankRows++;
          return;
        }
        rows++;
        if (onRow({ cells, record, errors: results.errors }) === false) parser.abort();
      },
      complete() {
        finish(() => resolve({ rows, blankRows, bytes }));
      },
      error(err: Error) {
        finish(() => reject(err));
      },
    });
  });
}
