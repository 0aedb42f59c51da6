import type { Readable } from 'node:stream';
import { DEFAULT_IMPORT_LIMITS } from '../transactions/csv-import-runner';
import { CsvImportError } from '../transactions/import-error';
import { FileJobPool } from '../workers/file-job-pool';
import type { PoolLimits } from '../workers/pool';
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
  private readonly pool: FileJobPool;

  constructor(limits: Partial<PoolLimits> = {}) {
    this.pool = new FileJobPool({
      entry: 'underwriting/worker',
      limits: { ...DEFAULT_IMPORT_LIMITS, ...limits },
      refusal: CsvImportError,
      tooSlow: UNDERWRITING_TOO_SLOW,
      outOfMemory: { statusCode: 422, message: TOO_MANY_CUSTOMERS },
      thread: 'underwriting',
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  csv(owner: number, source: Readable, options: CsvMetricsOptions): Promise<TransactionsFigures> {
    const start: UnderwritingJob = { type: 'csv', options };
    return this.pool.stream<TransactionsFigures>(owner, source, start);
  }

  charges(owner: number, charges: ChargeTuple[]): Promise<TransactionsFigures> {
    const job: UnderwritingJob = { type: 'charges', charges };
    return this.pool.message<TransactionsFigures>(owner, job);
  }
}
