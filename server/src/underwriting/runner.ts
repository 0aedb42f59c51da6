import type { Readable } from 'node:stream';
import { HttpError } from '../lib/http-error';
import { workerEntry } from '../runtime-files';
import { DEFAULT_IMPORT_LIMITS } from '../transactions/csv-import-runner';
import { CsvImportError } from '../transactions/import-error';
import { defaultFailures, WorkerPool, type PoolLimits } from '../workers/pool';
import type { CsvMetricsOptions } from './csv-metrics';
import type { TransactionsFigures } from './figures';
import type { ChargeTuple, FromWorker, ToWorker } from './worker';

export const UNDERWRITING_TOO_SLOW =
  'The underwriting figures are taking too long to compute. Please try again later.';
const TOO_MANY_CUSTOMERS =
  'The transactions have too many distinct customers to compute the underwriting figures.';

const MAX_IN_FLIGHT = 4;

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
    let inFlight = 0;
    let early: Error | null = null;
    let running: { reject(err: Error): void } | null = null;
    source.once('error', (err) => (running ? running.reject(err) : (early = err)));
    return this.pool.run<TransactionsFigures>(owner, {
      start: (ctx) => {
        if (early) return ctx.reject(early);
        running = ctx;
        const send = (message: ToWorker) => ctx.post(message);
        send({ type: 'csv', options });
        source.on('data', (chunk: Buffer | string) => {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          send({ type: 'chunk', chunk: new Uint8Array(bytes) });
          if (++inFlight >= MAX_IN_FLIGHT) source.pause();
        });
        source.once('end', () => send({ type: 'end' }));
      },
      receive: (message, ctx) => {
        const reply = message as FromWorker;
        if (reply.type === 'ack') {
          inFlight--;
          if (inFlight < MAX_IN_FLIGHT && source.isPaused()) source.resume();
          return;
        }
        settle(reply, ctx);
      },
      finish: () => source.destroy(),
    });
  }

  charges(owner: number, charges: ChargeTuple[]): Promise<TransactionsFigures> {
    return this.pool.run<TransactionsFigures>(owner, {
      start: (ctx) => ctx.post({ type: 'charges', charges } satisfies ToWorker),
      receive: (message, ctx) => settle(message as FromWorker, ctx),
    });
  }
}

function settle(
  reply: FromWorker,
  ctx: { resolve(v: TransactionsFigures): void; reject(err: Error): void },
): void {
  switch (reply.type) {
    case 'result':
      return ctx.resolve(reply.result);
    case 'refused':
      return ctx.reject(new CsvImportError(reply.statusCode, reply.message));
    case 'failed':
      return ctx.reject(new Error(reply.message));
  }
}
