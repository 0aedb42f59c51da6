import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { WORKER_BOOTSTRAP, workerEntry } from '../runtime-files';
import type { ImportOptions, ImportResult } from './csv-import';
import type { FromWorker, ToWorker } from './csv-import-worker';
import { CsvImportError } from './import-error';

export interface WorkerLimits {
  /** Answer before the browser's 60 s timeout gives up on the request. */
  timeoutMs: number;
  /** Heap for one import: the series arrays are fixed, only distinct customers grow it. */
  maxOldGenerationSizeMb: number;
  /** Imports running at once in this process; more wait their turn. */
  concurrency: number;
}

export const DEFAULT_WORKER_LIMITS: WorkerLimits = {
  timeoutMs: 50_000,
  maxOldGenerationSizeMb: 384,
  concurrency: 2,
};

export const TOO_SLOW = 'The uploaded file is taking too long to process. Please try again later.';
export const TOO_MANY_CUSTOMERS = 'The uploaded file has too many distinct customers to process.';

/** Chunks handed to the worker and not yet taken by its parser; beyond this the storage stream is paused. */
const MAX_IN_FLIGHT = 4;

function createLimiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

const limiters = new Map<number, ReturnType<typeof createLimiter>>();

/**
 * importCsv in a worker thread with a heap cap and a deadline. The storage stream stays on this thread and is read
 * only as fast as the worker parses, so memory stays flat on both sides.
 */
export function importCsvInWorker(
  source: Readable,
  options: ImportOptions,
  limits: WorkerLimits = DEFAULT_WORKER_LIMITS,
): Promise<ImportResult> {
  let limiter = limiters.get(limits.concurrency);
  if (!limiter) limiters.set(limits.concurrency, (limiter = createLimiter(limits.concurrency)));
  return limiter(() => run(source, options, limits));
}

function run(source: Readable, options: ImportOptions, limits: WorkerLimits): Promise<ImportResult> {
  return new Promise<ImportResult>((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      workerData: { entry: workerEntry('transactions/csv-import-worker'), options },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    let inFlight = 0;
    const send = (message: ToWorker) => worker.postMessage(message);
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      source.destroy();
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new CsvImportError(503, TOO_SLOW))), limits.timeoutMs);

    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'ack':
          inFlight--;
          if (inFlight < MAX_IN_FLIGHT && source.isPaused()) source.resume();
          return;
        case 'result':
          return settle(() => resolve(message.result));
        case 'refused':
          return settle(() =>
            reject(new CsvImportError(message.statusCode, message.message, message.details)),
          );
        case 'failed':
          return settle(() => reject(new Error(message.message)));
      }
    });
    worker.on('error', (err: Error & { code?: string }) =>
      settle(() =>
        reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new CsvImportError(400, TOO_MANY_CUSTOMERS) : err),
      ),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`CSV worker exited with code ${code}`))));

    source.on('data', (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      // Copied, not transferred: storage streams may hand out slices of a shared pool.
      send({ type: 'chunk', chunk: new Uint8Array(bytes) });
      if (++inFlight >= MAX_IN_FLIGHT) source.pause();
    });
    source.once('end', () => send({ type: 'end' }));
    source.once('error', (err) => settle(() => reject(err)));
  });
}
