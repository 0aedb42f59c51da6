import { createWorkerAcrossOrigins } from './cross-origin-worker';
import type { ColumnCheck, ColumnProblems } from './column-problems';
import type { CsvSummary } from './csv-scan';
import type { CsvWorkerRequest, CsvWorkerResponse } from './worker-protocol';

// The page's side of csv-check.worker.ts: each call starts a worker, sends it one task and ends it with the answer,
// an error, or the caller's abort signal.

function startWorker(): Worker {
  return createWorkerAcrossOrigins(
    () => new Worker(new URL('./csv-check.worker.ts', import.meta.url), { name: 'csv-check' }),
  );
}

export class CsvReadError extends Error {
  override name = 'CsvReadError';
}

function abortError(): DOMException {
  return new DOMException('The CSV check was cancelled', 'AbortError');
}

function runTask<T>(
  request: CsvWorkerRequest,
  signal: AbortSignal | undefined,
  onMessage: (message: CsvWorkerResponse, settle: (value: T) => void) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    let worker: Worker;
    try {
      worker = startWorker();
    } catch (err) {
      reject(new CsvReadError(`The CSV reader could not start: ${String(err)}`));
      return;
    }
    const finish = (outcome: () => void) => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => finish(() => reject(abortError()));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<CsvWorkerResponse>) => {
      if (data.type === 'error') finish(() => reject(new CsvReadError(data.message)));
      else onMessage(data, (value) => finish(() => resolve(value)));
    };
    // The worker script failed to load or threw.
    worker.onerror = (event) => {
      event.preventDefault();
      finish(() => reject(new CsvReadError(event.message || 'The CSV reader stopped')));
    };
    worker.postMessage(request);
  });
}

export interface ScanOptions {
  /** Fraction of the file read so far, 0..1. */
  onProgress?: (fraction: number) => void;
  /** The header row, as soon as it is read (the column count can be checked before the scan ends). */
  onHeader?: (headers: string[]) => void;
  signal?: AbortSignal;
  chunkSize?: number;
}

/** Streams the whole file in the worker: header, data rows, examples. Null when the file holds no header row. */
export async function scanCsv(file: Blob, options: ScanOptions = {}): Promise<CsvSummary | null> {
  const started = performance.now();
  const summary = await runTask<CsvSummary | null>(
    { type: 'scan', file, chunkSize: options.chunkSize },
    options.signal,
    (message, settle) => {
      if (message.type === 'progress') options.onProgress?.(file.size > 0 ? message.bytes / file.size : 1);
      else if (message.type === 'header') options.onHeader?.(message.headers);
      else if (message.type === 'scanned') settle(message.summary);
    },
  );
  // A user-timing entry, for the browser benchmark and for anyone profiling the page.
  performance.measure('csv-check', { start: started, end: performance.now(), detail: { bytes: file.size } });
  return summary;
}

/** The problems of the mapped columns over the whole file (column-problems.ts); [] when every row reads. */
export function findColumnProblems(
  file: Blob,
  checks: ColumnCheck[],
  options: { signal?: AbortSignal } = {},
): Promise<ColumnProblems[]> {
  return runTask<ColumnProblems[]>({ type: 'problems', file, checks }, options.signal, (message, settle) => {
    if (message.type === 'problems') settle(message.problems);
  });
}
