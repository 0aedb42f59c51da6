import type { Readable } from 'node:stream';
import { HttpError } from '../lib/http-error';
import { workerEntry, type WorkerName } from '../runtime-files';
import { defaultFailures, WorkerPool, type PoolLimits } from './pool';
import { messageJob, streamedJob, type Refusal } from './streamed-job';

export interface FileJobPoolOptions {
  entry: WorkerName;
  limits: PoolLimits;
  /** The class of the jobs' refusals (the file's fault), thrown in the thread and rebuilt here. */
  refusal: Refusal;
  /** The 503's message when a job runs out of time: a moment's failure, which a retry may get past. */
  tooSlow: string;
  /** The refusal's status and message when a job's thread runs out of heap (the file has too many customers). */
  outOfMemory: { statusCode: number; message: string };
  /** The thread as an unexpected end names it: `CSV import`. */
  thread: string;
}

/**
 * The pool of the jobs that read an applicant's file (the CSV import, the underwriting figures): one thread per job,
 * ended afterwards so that everything the job allocated goes back at once, and each job's failures in its own words.
 */
export class FileJobPool {
  private readonly pool: WorkerPool;
  private readonly refusal: Refusal;

  constructor({ entry, limits, refusal, tooSlow, outOfMemory, thread }: FileJobPoolOptions) {
    this.refusal = refusal;
    this.pool = new WorkerPool({
      entry: workerEntry(entry),
      limits,
      reuse: false,
      failures: {
        ...defaultFailures(),
        tooSlow: () => new HttpError(503, tooSlow),
        outOfMemory: () => new refusal(outOfMemory.statusCode, outOfMemory.message),
        crashed: () => new Error(`the ${thread} thread ended unexpectedly`),
      },
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /** A job that reads `source` after `start`; the source is destroyed once the job ends, however. */
  stream<T>(owner: number, source: Readable, start: unknown): Promise<T> {
    return this.pool.run(owner, streamedJob<T>(source, start, this.refusal));
  }

  /** A job done from one message. */
  message<T>(owner: number, message: unknown): Promise<T> {
    return this.pool.run(owner, messageJob<T>(message, this.refusal));
  }
}
