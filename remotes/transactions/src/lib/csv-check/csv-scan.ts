// What the browser learns about a transaction CSV while papaparse streams it in a worker: the header, how many data
// rows there are, and a few example rows. Pure and framework-free: the worker feeds it the rows of each chunk, and
// unit tests feed it arrays. Per-row work is kept to a length check and a counter, so the scan runs at papaparse's
// own speed on a 200 MB file.

export interface CsvSummary {
  /** Cells of the first non-blank row, trimmed (the server reads the header the same way). */
  headers: string[];
  /** Data rows after the header, blank lines not counted. */
  rows: number;
  /** Data rows with fewer cells than the header (the server skips them). */
  shortRows: number;
  /** The first data rows, for the examples shown beside each column on the mapping screen. */
  samples: string[][];
}

export const SAMPLE_ROWS = 3;

/** papaparse gives [''] for an empty line and ['', '', …] for a line of separators only. */
export function isBlankRow(row: readonly string[]): boolean {
  for (let i = 0; i < row.length; i++) if (row[i].trim() !== '') return false;
  return true;
}

export class CsvScanner {
  private headers: string[] | null = null;
  private rows = 0;
  private shortRows = 0;
  private readonly samples: string[][] = [];

  /** Whether the header row has been seen (the first non-blank row). */
  get hasHeader(): boolean {
    return this.headers !== null;
  }

  get headerCells(): readonly string[] | null {
    return this.headers;
  }

  add(batch: readonly string[][]): void {
    let i = 0;
    if (this.headers === null) {
      while (i < batch.length && isBlankRow(batch[i])) i++;
      if (i === batch.length) return;
      this.headers = batch[i].map((cell) => cell.trim());
      i++;
    }
    const width = this.headers.length;
    for (; i < batch.length; i++) {
      const row = batch[i];
      // Only a row whose first cell is empty or starts with white space can be blank: one comparison for most rows.
      const first = row[0] ?? '';
      if ((first === '' || first.charCodeAt(0) <= 32) && isBlankRow(row)) continue;
      if (row.length < width) this.shortRows++;
      this.rows++;
      if (this.samples.length < SAMPLE_ROWS) this.samples.push(row.slice(0, width));
    }
  }

  /** Null for a file without a header row, i.e. nothing but blank lines. */
  summary(): CsvSummary | null {
    if (this.headers === null) return null;
    return { headers: this.headers, rows: this.rows, shortRows: this.shortRows, samples: this.samples };
  }
}
