// The worker that reads transaction CSVs with papaparse, off the main thread, one chunk at a time: a 200 MB file is
// never held whole in memory and the page stays responsive. It imports papaparse, this folder's pure modules and
// the money module's amount reader by its path only (see date-cells.ts for why not through @onboarding/shared).
import Papa from 'papaparse';
import { CsvScanner } from './csv-scan';
import { ColumnProblemCounter } from './column-problems';
import type { CsvWorkerRequest, CsvWorkerResponse } from './worker-protocol';

/** Bytes read per step: large enough that per-chunk overhead is nil, small enough for a smooth progress bar. */
export const DEFAULT_CHUNK_BYTES = 4 * 1024 * 1024;

interface WorkerScope {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage(message: CsvWorkerResponse): void;
}

const scope = self as unknown as WorkerScope;
const post = (message: CsvWorkerResponse) => scope.postMessage(message);

function stream(
  file: Blob,
  chunkSize: number,
  onRows: (rows: string[][], parser: Papa.Parser) => void,
  onDone: (bytes: number) => void,
) {
  let bytes = 0;
  Papa.parse<string[]>(file as File, {
    header: false,
    chunkSize,
    chunk(results, parser) {
      bytes = Math.min(file.size, bytes + chunkSize);
      onRows(results.data, parser);
      post({ type: 'progress', bytes });
    },
    complete: () => onDone(bytes),
    error: (err: Error) => post({ type: 'error', message: err.message || 'The file could not be read' }),
  });
}

scope.onmessage = ({ data: request }) => {
  const chunkSize = request.chunkSize ?? DEFAULT_CHUNK_BYTES;
  if (request.type === 'scan') {
    const scanner = new CsvScanner();
    stream(
      request.file,
      chunkSize,
      (rows) => {
        const before = scanner.hasHeader;
        scanner.add(rows);
        if (!before && scanner.hasHeader) post({ type: 'header', headers: [...(scanner.headerCells ?? [])] });
      },
      (bytes) => post({ type: 'scanned', summary: scanner.summary(), bytes }),
    );
  } else if (request.type === 'problems') {
    const counter = new ColumnProblemCounter(request.checks);
    stream(
      request.file,
      chunkSize,
      (rows) => counter.add(rows),
      () => post({ type: 'problems', problems: counter.result() }),
    );
  }
};
