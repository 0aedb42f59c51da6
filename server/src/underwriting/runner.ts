import type { Readable } from 'node:stream';
import { HttpError } from '../lib/http-error';
import { workerEntry } from '../runtime-files';
import { DEFAULT_IMPORT_LIMITS } from '../transactions/csv-import-runner';
import { CsvImportError } from '../transactions/import-error';
import { defaultFailures, WorkerPool, type PoolLimits } from '../workers/pool';
import { messageJob, streamedJob } from '../workers/streamed-job';
import type { CsvMetricsOptions } from './csv-metrics';
import type { TransactionsFigures } from './figures';
import type { ChargeTuple, UnderwritingJob } from './worker';

export const UNDERWRITING_TOO_SLOW =
  'The underwriting figures are taking too long to compute. Please try again later.';
const TOO_MANY_CUSTOMERS =
  'The transactions have too many distinct customers to compute the underwriting figures.';

/**
 * Computes the transactions' figures in the server's worker pool (workers/pool.ts) with the CSV import's limits
 * (heap, time, queue, one job per case at a time): a stored CSV streams through, read only as fast as the thread
 * parses it; a provider's charges go in one message.
 */
export class UnderwritingRunner {
  private readonly pool: WorkerPool;

  constructor(limits: Partial<PoolLimits> = {}) {
    this.pool = new WorkerPool({
      entry: workerEntry('underwriting/worker'),
      limits: { ...DEFAULT_IMPORT_LIMITS, ...limits },
      reuse: false,
      failures: {
        ...defaultFailures(),
        tooSlow: () => new HttpError(503, UNDERWRITING_TOO_SLOW),
        outOfMemory: () => new CsvImportError(422, TOO_MANY_CUSTOMERS),
        crashed: () => new Error('the underwriting thread ended unexpectedly'),
      },
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  csv(owner: number, source: Readable, options: CsvMetricsOptions): Promise<TransactionsFigures> {
    const start: UnderwritingJob = { type: 'csv', options };
    return this.pool.run(owner, streamedJob<TransactionsFigures>(source, start, CsvImportError));
  }

  charges(owner: number, charges: ChargeTuple[]): Promise<TransactionsFigures> {
    const job: UnderwritingJob = { type: 'charges', charges };
    return this.pool.run(owner, messageJob<TransactionsFigures>(job, CsvImportError));
  }
}
