import path from 'node:path';
import { HttpError } from '../lib/http-error';
import { defaultFailures, ONE_FILE_AT_A_TIME, POOL_BUSY, WorkerPool, type PoolLimits } from './pool';
import type { TestJob } from './test-worker';

jest.setTimeout(60_000);

const entry = { file: path.join(__dirname, 'test-worker.ts'), tsx: require.resolve('tsx/cjs/api') };

const failures = {
  ...defaultFailures(),
  tooSlow: () => new HttpError(422, 'too slow'),
  outOfMemory: () => new HttpError(413, 'too large'),
  crashed: () => new HttpError(400, 'crashed'),
};

function pool(limits: Partial<PoolLimits> = {}, reuse = true) {
  return new WorkerPool({
    entry,
    reuse,
    failures,
    limits: { size: 1, maxQueue: 8, perOwner: 2, timeLimitMs: 10_000, maxOldGenerationSizeMb: 64, ...limits },
  });
}

interface SendOptions {
  /** Collects the values of the jobs as the pool releases them. */
  finished?: string[];
  timeLimitMs?: number;
  /** Called when a thread takes the job. */
  started?: () => void;
}

/** Posts `job`; the thread's first answer settles it. */
const send = (p: WorkerPool, owner: number, job: TestJob, opts: SendOptions = {}) =>
  p.run<string>(
    owner,
    {
      start: (ctx) => {
        ctx.post(job);
        opts.started?.();
      },
      receive: (message, ctx) => ctx.resolve(message as string),
      finish: () => opts.finished?.push('sleep' in job ? job.value : 'other'),
    },
    { timeLimitMs: opts.timeLimitMs },
  );

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => `ok ${String(value)}`,
    (err: HttpError) => `${err.statusCode} ${err.message}`,
  );

describe('WorkerPool', () => {
  it('serves applicants in turn: a second applicant is not stuck behind the first one’s files', async () => {
    const p = pool();
    const order: string[] = [];
    try {
      const jobs = [
        send(p, 1, { sleep: 200, value: 'a1' }, { finished: order }),
        send(p, 1, { sleep: 10, value: 'a2' }, { finished: order }),
        send(p, 2, { sleep: 10, value: 'b1' }, { finished: order }),
      ];
      expect(await Promise.all(jobs)).toEqual(['a1', 'a2', 'b1']);
      expect(order).toEqual(['a1', 'b1', 'a2']);
    } finally {
      await p.close();
    }
  });

  it('limits what one applicant has in the pool (429), and what waits in all (503)', async () => {
    const p = pool({ maxQueue: 2 });
    try {
      const first = send(p, 1, { sleep: 300, value: 'a1' });
      const second = send(p, 1, { sleep: 10, value: 'a2' });
      expect(await outcome(send(p, 1, { sleep: 10, value: 'a3' }))).toBe(`429 ${ONE_FILE_AT_A_TIME}`);
      const others = [send(p, 2, { sleep: 10, value: 'b' })];
      expect(await outcome(send(p, 3, { sleep: 10, value: 'c' }))).toBe(`503 ${POOL_BUSY}`);
      expect(await Promise.all([first, second, ...others])).toEqual(['a1', 'a2', 'b']);
      // Places are given back once the jobs ended.
      expect(await send(p, 1, { sleep: 1, value: 'again' })).toBe('again');
    } finally {
      await p.close();
    }
  });

  it('ends a thread over the time limit, a crashed one or one out of heap, and goes on with a new one', async () => {
    // The pool's limit is long (filling a heap takes a while on a busy machine); the endless loop gets a short one.
    const p = pool({ timeLimitMs: 30_000 });
    try {
      expect(await outcome(send(p, 1, { spin: true }, { timeLimitMs: 500 }))).toBe('422 too slow');
      expect(await outcome(send(p, 1, { crash: true }))).toBe('400 crashed');
      expect(await outcome(send(p, 1, { allocate: true }))).toBe('413 too large');
      expect(await send(p, 1, { sleep: 1, value: 'alive' })).toBe('alive');
    } finally {
      await p.close();
    }
  });

  it('fails running and waiting jobs when closed, and releases what they hold', async () => {
    const p = pool({}, false);
    const finished: string[] = [];
    let started!: () => void;
    const runs = new Promise<void>((resolve) => (started = resolve));
    const running = outcome(send(p, 1, { sleep: 5_000, value: 'r' }, { finished, started }));
    const waiting = outcome(send(p, 2, { sleep: 1, value: 'w' }, { finished }));
    await runs;
    await p.close();
    expect([await running, await waiting]).toEqual([`503 ${POOL_BUSY}`, `503 ${POOL_BUSY}`]);
    expect(finished.sort()).toEqual(['r', 'w']);
  });
});
