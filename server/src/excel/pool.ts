import { Worker } from 'node:worker_threads';
import { WORKER_BOOTSTRAP, workerEntry, type WorkerEntry } from '../runtime-files';
import { ExcelError, EXCEL_MESSAGES, tooLarge, unreadable } from './errors';
import { defaultPoolLimits, type PoolLimits } from './limits';
import type { ExcelTask, TaskResult } from './tasks';
import type { ReplyMessage, TaskMessage, WorkerStats } from './worker';

/** Loading tsx, zod and SheetJS into a new thread takes about a second; far longer means something is wrong. */
const STARTUP_LIMIT_MS = 60_000;

interface Job {
  id: number;
  task: ExcelTask;
  body: Uint8Array;
  timeLimitMs: number;
  resolve(value: { result: TaskResult; stats: WorkerStats }): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer?: NodeJS.Timeout;
  /** Set once the worker has loaded its code: a crash before that is our fault, not the file's. */
  ready: boolean;
}

export interface ExcelPoolOptions extends Partial<PoolLimits> {
  /** The worker's code (the product's own by default). */
  entry?: WorkerEntry;
  /** Told why a file was unreadable when SheetJS threw (for the debug log; never sent to the applicant). */
  onParseFailure?: (task: ExcelTask, detail: string) => void;
}

/**
 * Worker threads that read workbooks, each with a heap cap (V8 resourceLimits: exceeding it ends that worker, not
 * the process) and a time limit (a task still running is stopped by terminating its worker). A worker that ended is
 * replaced on the next task. Waiting tasks are bounded; beyond that the caller is told the server is busy, so a burst
 * of uploads costs memory in proportion to the pool, not to the burst.
 */
export class ExcelPool {
  readonly limits: PoolLimits;
  private readonly entry: WorkerEntry;
  private readonly onParseFailure?: ExcelPoolOptions['onParseFailure'];
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(opts: ExcelPoolOptions = {}) {
    const { entry, onParseFailure, ...limits } = opts;
    this.limits = { ...defaultPoolLimits(), ...limits };
    this.entry = entry ?? workerEntry('excel/worker');
    this.onParseFailure = onParseFailure;
  }

  /** Starts the workers ahead of the first file, so it does not pay their start-up. */
  warm(): void {
    while (!this.closed && this.slots.size < this.limits.size) this.spawn();
  }

  /**
   * Runs one task on `body` (the raw request JSON). The buffer is moved to the worker: do not use it afterwards.
   * The time limit counts from the moment a started worker takes the task (a worker's own start-up is not the
   * file's fault); `timeLimitMs` may shorten it for one task.
   */
  run<T extends TaskResult>(
    task: ExcelTask,
    body: Uint8Array,
    opts: { timeLimitMs?: number } = {},
  ): Promise<{ result: T; stats: WorkerStats }> {
    if (this.closed || this.queue.length >= this.limits.maxQueue) {
      return Promise.reject(new ExcelError('busy', EXCEL_MESSAGES.busy));
    }
    // Node's small Buffers share one pooled ArrayBuffer, which must never be moved to another thread.
    const own =
      body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);
    return new Promise((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        task,
        body: own,
        timeLimitMs: Math.min(opts.timeLimitMs ?? Infinity, this.limits.timeLimitMs),
        resolve: resolve as Job['resolve'],
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new ExcelError('busy', EXCEL_MESSAGES.busy));
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(
      slots.map((slot) => {
        clearTimeout(slot.timer);
        slot.job?.reject(new ExcelError('busy', EXCEL_MESSAGES.busy));
        return slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      let slot = [...this.slots].find((s) => s.job === null);
      if (!slot && this.slots.size < this.limits.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      this.startClock(slot);
      slot.worker.postMessage({ id: job.id, task: job.task, body: job.body } satisfies TaskMessage, [
        job.body.buffer as ArrayBuffer,
      ]);
    }
  }

  /** The task's time limit once the worker is ready; until then a generous start-up limit. */
  private startClock(slot: Slot): void {
    clearTimeout(slot.timer);
    const job = slot.job;
    if (!job) return;
    slot.timer = slot.ready
      ? setTimeout(
          () => this.retire(slot, new ExcelError('too_slow', EXCEL_MESSAGES.tooSlow)),
          job.timeLimitMs,
        )
      : setTimeout(
          () => this.retire(slot, new Error('excel worker did not start in time')),
          STARTUP_LIMIT_MS,
        );
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      workerData: { entry: this.entry },
      // The bootstrap registers tsx itself when the entry is TypeScript; the parent's loader flags (jest) stay out.
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: this.limits.maxYoungGenerationSizeMb,
      },
    });
    const slot: Slot = { worker, job: null, ready: false };
    worker.on('message', (message: ReplyMessage) => this.onMessage(slot, message));
    worker.on('error', (err) => this.onEnded(slot, err));
    worker.on('exit', () => this.onEnded(slot, null));
    // An idle pool never keeps the process alive; close() ends it properly.
    worker.unref();
    this.slots.add(slot);
    return slot;
  }

  private onMessage(slot: Slot, message: ReplyMessage): void {
    if ('ready' in message) {
      slot.ready = true;
      this.startClock(slot);
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    clearTimeout(slot.timer);
    slot.job = null;
    if (message.ok) {
      job.resolve({ result: message.result, stats: message.stats });
    } else {
      if (message.detail) this.onParseFailure?.(job.task, message.detail);
      job.reject(new ExcelError(message.error.code, message.error.message));
    }
    this.dispatch();
  }

  private onEnded(slot: Slot, err: Error | null): void {
    if (!this.slots.has(slot)) return;
    const code = (err as NodeJS.ErrnoException | null)?.code;
    let reason: Error;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') reason = tooLarge();
    else if (slot.ready) reason = unreadable();
    else reason = new Error(`excel worker failed to start: ${err?.message ?? 'exited'}`);
    this.retire(slot, reason);
  }

  /** Ends a worker (time limit, heap limit, crash) and fails its task; the next task gets a fresh worker. */
  private retire(slot: Slot, reason: Error): void {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    void slot.worker.terminate();
    job?.reject(reason);
    this.dispatch();
  }
}
