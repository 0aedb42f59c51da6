import { Worker } from 'node:worker_threads';
import { tooManyRequests, HttpError } from '../lib/http-error';
import { WORKER_BOOTSTRAP, type WorkerEntry } from '../runtime-files';
import { isReady } from './thread';

/** Loading a worker's code takes well under a second; far longer means something is wrong. */
const STARTUP_LIMIT_MS = 60_000;

export const ONE_FILE_AT_A_TIME = 'Please wait for your previous file to finish processing.';
export const POOL_BUSY = 'The server is busy reading other files. Please try again in a moment.';

export interface PoolLimits {
  /** Worker threads working at once. */
  size: number;
  /** Jobs waiting for a thread; more are refused (busy) instead of piling up memory. */
  maxQueue: number;
  /** Jobs of one owner (an application) waiting or running; more are refused (429). One runs at a time. */
  perOwner: number;
  /** A job still running this long after its thread took it is stopped by ending the thread. */
  timeLimitMs: number;
  /** V8 heap of each thread; exceeding it ends that thread, not the process. */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb?: number;
}

/** What the caller is told when a job cannot be done; each pool names its own (a status and a message). */
export interface PoolFailures {
  /** The queue is full, or the pool is closing. */
  busy(): Error;
  /** The owner already has `perOwner` jobs in the pool. */
  ownerBusy(): Error;
  tooSlow(): Error;
  /** The thread reached its heap limit. */
  outOfMemory(): Error;
  /** The thread ended during the job for another reason. */
  crashed(): Error;
}

export const defaultFailures = (): Pick<PoolFailures, 'busy' | 'ownerBusy'> => ({
  busy: () => new HttpError(503, POOL_BUSY),
  ownerBusy: () => tooManyRequests(ONE_FILE_AT_A_TIME),
});

/** The job's side of a thread: post to it, and settle the job. */
export interface JobContext<T> {
  post(message: unknown, transfer?: ArrayBuffer[]): void;
  resolve(value: T): void;
  reject(err: Error): void;
}

export interface WorkerJob<T> {
  /** Called once the thread is ready for this job. */
  start(ctx: JobContext<T>): void;
  /** A message from the thread while the job runs. */
  receive(message: unknown, ctx: JobContext<T>): void;
  /** Called once when the job has ended, whatever ended it: release what the job holds (streams, buffers). */
  finish?(): void;
}

type Outcome = { value: unknown } | { error: Error };

interface Pending {
  owner: number;
  job: WorkerJob<unknown>;
  timeLimitMs: number;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  /** The thread has loaded its code: a crash before that is our fault, not the job's. */
  ready: boolean;
  running: (Pending & { ctx: JobContext<unknown> }) | null;
  timer?: NodeJS.Timeout;
}

export interface WorkerPoolOptions {
  entry: WorkerEntry;
  limits: PoolLimits;
  failures: PoolFailures;
  /**
   * Keep a thread for the next job (its start-up is paid once), or end it after each job so that everything the
   * job allocated goes back at once.
   */
  reuse: boolean;
}

/**
 * The one harness for the server's heavy work (reading workbooks, importing CSV files): worker threads with a heap
 * cap and a time limit, a bounded queue, and fairness between applicants: each owner runs one job at a time and has
 * at most `perOwner` in the pool, and a waiting job whose owner is idle goes before one whose owner is busy. A thread
 * that ended (time limit, heap limit, crash) fails its job only and is replaced for the next one.
 */
export class WorkerPool {
  readonly limits: PoolLimits;
  private readonly slots = new Set<Slot>();
  private readonly queue: Pending[] = [];
  private readonly inPool = new Map<number, number>();
  private readonly runningOwners = new Set<number>();
  /** When each owner with jobs in the pool last had one started (a counter, not a clock). */
  private readonly lastServed = new Map<number, number>();
  private served = 0;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.limits = options.limits;
  }

  /** Starts the threads ahead of the first job, so it does not pay their start-up. */
  warm(): void {
    while (this.options.reuse && !this.closed && this.slots.size < this.limits.size) this.spawn();
  }

  run<T>(owner: number, job: WorkerJob<T>, opts: { timeLimitMs?: number } = {}): Promise<T> {
    const { failures } = this.options;
    if (this.closed || this.queue.length >= this.limits.maxQueue) {
      job.finish?.();
      return Promise.reject(failures.busy());
    }
    const owned = this.inPool.get(owner) ?? 0;
    if (owned >= this.limits.perOwner) {
      job.finish?.();
      return Promise.reject(failures.ownerBusy());
    }
    this.inPool.set(owner, owned + 1);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        owner,
        job: job as WorkerJob<unknown>,
        timeLimitMs: Math.min(opts.timeLimitMs ?? Infinity, this.limits.timeLimitMs),
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) this.settle(pending, { error: this.options.failures.busy() });
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(
      slots.map((slot) => {
        clearTimeout(slot.timer);
        const running = slot.running;
        slot.running = null;
        running?.ctx.reject(this.options.failures.busy());
        return slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (!this.closed) {
      const index = this.next();
      if (index < 0) return;
      let slot = [...this.slots].find((s) => s.running === null);
      if (!slot && this.slots.size < this.limits.size) slot = this.spawn();
      if (!slot) return;
      const [pending] = this.queue.splice(index, 1);
      this.begin(slot, pending!);
    }
  }

  /** The waiting job whose owner is idle and was served longest ago (never, first); in arrival order otherwise. */
  private next(): number {
    let best = -1;
    let bestServed = Infinity;
    this.queue.forEach((pending, index) => {
      if (this.runningOwners.has(pending.owner)) return;
      const served = this.lastServed.get(pending.owner) ?? -1;
      if (served < bestServed) [best, bestServed] = [index, served];
    });
    return best;
  }

  private begin(slot: Slot, pending: Pending): void {
    this.runningOwners.add(pending.owner);
    this.lastServed.set(pending.owner, this.served++);
    let done = false;
    const end = (outcome: Outcome) => {
      if (done) return;
      done = true;
      if (slot.running === running) this.release(slot);
      this.settle(running, outcome);
    };
    const ctx: JobContext<unknown> = {
      post: (message, transfer) => {
        if (!done) slot.worker.postMessage(message, transfer);
      },
      resolve: (value) => end({ value }),
      reject: (error) => end({ error }),
    };
    const running = { ...pending, ctx };
    slot.running = running;
    if (slot.ready) this.startJob(slot);
    else this.startClock(slot);
  }

  private startJob(slot: Slot): void {
    const running = slot.running!;
    this.startClock(slot);
    try {
      running.job.start(running.ctx);
    } catch (err) {
      running.ctx.reject(err as Error);
    }
  }

  /** The job's time limit once the thread is ready; until then a generous start-up limit. */
  private startClock(slot: Slot): void {
    clearTimeout(slot.timer);
    const running = slot.running;
    if (!running) return;
    slot.timer = slot.ready
      ? setTimeout(() => this.retire(slot, this.options.failures.tooSlow()), running.timeLimitMs)
      : setTimeout(
          () => this.retire(slot, new Error('worker thread did not start in time')),
          STARTUP_LIMIT_MS,
        );
  }

  /** The job ended on its own: the thread takes the next one, or ends when threads are not reused. */
  private release(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.running = null;
    if (!this.options.reuse) {
      this.slots.delete(slot);
      void slot.worker.terminate();
    }
    queueMicrotask(() => this.dispatch());
  }

  private settle(pending: Pending, outcome: Outcome): void {
    this.runningOwners.delete(pending.owner);
    const owned = (this.inPool.get(pending.owner) ?? 1) - 1;
    if (owned > 0) this.inPool.set(pending.owner, owned);
    else {
      this.inPool.delete(pending.owner);
      this.lastServed.delete(pending.owner);
    }
    try {
      pending.job.finish?.();
    } finally {
      if ('error' in outcome) pending.reject(outcome.error);
      else pending.resolve(outcome.value);
    }
  }

  private spawn(): Slot {
    const { entry, limits } = this.options;
    const worker = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      workerData: { entry },
      // The bootstrap registers tsx itself when the entry is TypeScript; the parent's loader flags (jest) stay out.
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
        ...(limits.maxYoungGenerationSizeMb
          ? { maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb }
          : {}),
      },
    });
    const slot: Slot = { worker, ready: false, running: null };
    worker.on('message', (message: unknown) => {
      if (isReady(message)) {
        slot.ready = true;
        if (slot.running) this.startJob(slot);
        return;
      }
      const running = slot.running;
      if (!running) return;
      try {
        running.job.receive(message, running.ctx);
      } catch (err) {
        running.ctx.reject(err as Error);
      }
    });
    worker.on('error', (err) => this.onEnded(slot, err));
    worker.on('exit', () => this.onEnded(slot, null));
    // An idle pool never keeps the process alive; close() ends it properly.
    worker.unref();
    this.slots.add(slot);
    return slot;
  }

  private onEnded(slot: Slot, err: Error | null): void {
    if (!this.slots.has(slot)) return;
    const { failures } = this.options;
    const code = (err as NodeJS.ErrnoException | null)?.code;
    let reason: Error;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') reason = failures.outOfMemory();
    else if (slot.ready) reason = failures.crashed();
    else reason = new Error(`worker thread failed to start: ${err?.message ?? 'exited'}`);
    this.retire(slot, reason);
  }

  /** Ends a thread (time limit, heap limit, crash) and fails its job; the next job gets a fresh thread. */
  private retire(slot: Slot, reason: Error): void {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    const running = slot.running;
    slot.running = null;
    void slot.worker.terminate();
    if (running) running.ctx.reject(reason);
    this.dispatch();
  }
}
