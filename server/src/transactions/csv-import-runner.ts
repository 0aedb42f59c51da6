import type { Readable } from 'node:stream';
import { FileJobPool } from '../workers/file-job-pool';
import type { PoolLimits } from '../workers/pool';
import type { ImportOptions, ImportResult } from './csv-import';
import type { ImportJob } from './csv-import-worker';
import { CsvImportError } from './import-error';

export const DEFAULT_IMPORT_LIMITS: PoolLimits = {
  size: 2,
  maxQueue: 16,
  // A file is checked, then imported with the same mapping: the second call shares the first's result
  // (analysis-cache.ts), so one import per application at a time is all a genuine applicant needs.
  perOwner: 1,
  // Answer before the browser's 60 s timeout gives up on the request.
  timeLimitMs: 50_000,
  // Heap for one import: the series arrays are fixed, only distinct customers grow it.
  maxOldGenerationSizeMb: 384,
  // The parse makes short-lived strings by the million: V8's default young generation for a thread (tens of MB) is
  // what the process's RSS grew by during an import, whatever the file's size; 16 MB keeps the speed (the
  // memory bench: 55–69 MB of growth before, 5–48 MB after, 3.2–4.0 s for 200 MB either way).
  maxYoungGenerationSizeMb: 16,
};

// Not a CsvImportError: a moment's failure, which a retry may get past (the analysis cache remembers refusals only).
export const TOO_SLOW = 'The uploaded file is taking too long to process. Please try again later.';
const TOO_MANY_CUSTOMERS = 'The uploaded file has too many distinct customers to process.';

/**
 * Imports CSV files in the server's worker pool (workers/pool.ts), one thread per import, ended afterwards. The
 * storage stream stays on this thread and is read only as fast as the worker parses (workers/streamed-job.ts), so
 * memory stays flat on both sides.
 */
export class CsvImporter {
  private readonly pool: FileJobPool;

  constructor(limits: Partial<PoolLimits> = {}) {
    this.pool = new FileJobPool({
      entry: 'transactions/csv-import-worker',
      limits: { ...DEFAULT_IMPORT_LIMITS, ...limits },
      refusal: CsvImportError,
      tooSlow: TOO_SLOW,
      outOfMemory: { statusCode: 400, message: TOO_MANY_CUSTOMERS },
      thread: 'CSV import',
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /** Imports `source` for `owner` (an application); the source is destroyed once the import ends, however. */
  run(owner: number, source: Readable, options: ImportOptions): Promise<ImportResult> {
    const start: ImportJob = { type: 'start', options };
    return this.pool.stream<ImportResult>(owner, source, start);
  }
}
