import { workerEntry, type WorkerEntry } from '../runtime-files';
import { defaultFailures, WorkerPool, type PoolLimits } from '../workers/pool';
import { ExcelError, EXCEL_MESSAGES, tooLarge, unreadable } from './errors';
import { defaultPoolLimits } from './limits';
import type { ExcelTask, TaskResult } from './tasks';
import type { ReplyMessage, TaskMessage, WorkerStats } from './worker';

export interface ExcelPoolOptions extends Partial<PoolLimits> {
  /** The worker's code (the product's own by default). */
  entry?: WorkerEntry;
  /** Told why a file was unreadable when SheetJS threw (for the debug log; never sent to the applicant). */
  onParseFailure?: (task: ExcelTask, detail: string) => void;
}

/** Anonymous callers (tests, benches) each count as their own owner. */
let anonymous = 0;

/**
 * Workbooks are read in the server's worker pool (workers/pool.ts), in threads kept between tasks: loading SheetJS
 * into a new thread costs more than reading a small workbook.
 */
export class ExcelPool {
  private readonly pool: WorkerPool;

  constructor(opts: ExcelPoolOptions = {}) {
    const { entry, onParseFailure, ...limits } = opts;
    this.onParseFailure = onParseFailure;
    this.pool = new WorkerPool({
      entry: entry ?? workerEntry('excel/worker'),
      limits: { ...defaultPoolLimits(), ...limits },
      reuse: true,
      failures: {
        ...defaultFailures(),
        busy: () => new ExcelError('busy', EXCEL_MESSAGES.busy),
        tooSlow: () => new ExcelError('too_slow', EXCEL_MESSAGES.tooSlow),
        outOfMemory: tooLarge,
        crashed: unreadable,
      },
    });
  }

  private readonly onParseFailure?: ExcelPoolOptions['onParseFailure'];

  get limits(): PoolLimits {
    return this.pool.limits;
  }

  warm(): void {
    this.pool.warm();
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /**
   * Runs one task on `body` (the raw request JSON) for `owner` (an application). The buffer is moved to the worker:
   * do not use it afterwards. `timeLimitMs` may shorten the pool's time limit for one task.
   */
  run<T extends TaskResult>(
    task: ExcelTask,
    body: Uint8Array,
    opts: { owner?: number; timeLimitMs?: number } = {},
  ): Promise<{ result: T; stats: WorkerStats }> {
    return this.send<T>(task, body, false, opts);
  }

  /** As `run`, but the result comes back as its JSON, as bytes ready to be sent as the response body. */
  async runSerialised(
    task: Exclude<ExcelTask, 'upload'>,
    body: Uint8Array,
    opts: { owner?: number; timeLimitMs?: number } = {},
  ): Promise<{ json: Buffer; stats: WorkerStats }> {
    const { result, stats } = await this.send<Uint8Array>(task, body, true, opts);
    return { json: Buffer.from(result.buffer, result.byteOffset, result.byteLength), stats };
  }

  private send<T extends TaskResult | Uint8Array>(
    task: ExcelTask,
    body: Uint8Array,
    serialise: boolean,
    opts: { owner?: number; timeLimitMs?: number },
  ): Promise<{ result: T; stats: WorkerStats }> {
    // Node's small Buffers share one pooled ArrayBuffer, which must never be moved to another thread.
    const own =
      body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);
    return this.pool.run<{ result: T; stats: WorkerStats }>(
      opts.owner ?? --anonymous,
      {
        start: (ctx) =>
          ctx.post({ task, body: own, serialise } satisfies TaskMessage, [own.buffer as ArrayBuffer]),
        receive: (message, ctx) => {
          const reply = message as ReplyMessage;
          if (reply.ok) return ctx.resolve({ result: reply.result as T, stats: reply.stats });
          if (reply.detail) this.onParseFailure?.(task, reply.detail);
          ctx.reject(new ExcelError(reply.error.code, reply.error.message));
        },
      },
      { timeLimitMs: opts.timeLimitMs },
    );
  }
}
