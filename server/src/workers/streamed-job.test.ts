import path from 'node:path';
import { Readable } from 'node:stream';
import { HttpError } from '../lib/http-error';
import { defaultFailures, WorkerPool } from './pool';
import { messageJob, streamedJob } from './streamed-job';
import type { TestStreamedJob } from './test-streamed-worker';

// Both sides of a streamed job, through a real pool and thread (test-streamed-worker.ts).

jest.setTimeout(60_000);

class TestRefusal extends HttpError {}

const pool = new WorkerPool({
  entry: { file: path.join(__dirname, 'test-streamed-worker.ts'), tsx: require.resolve('tsx/cjs/api') },
  reuse: false,
  failures: {
    ...defaultFailures(),
    tooSlow: () => new HttpError(503, 'too slow'),
    outOfMemory: () => new HttpError(413, 'too large'),
    crashed: () => new Error('crashed'),
  },
  limits: { size: 1, maxQueue: 8, perOwner: 1, timeLimitMs: 30_000, maxOldGenerationSizeMb: 64 },
});
afterAll(() => pool.close());

/** 200 chunks of 1 KiB, read as the consumer asks for them. */
function kilobytes(count = 200): Readable {
  let sent = 0;
  return new Readable({
    read() {
      this.push(sent++ < count ? Buffer.alloc(1024, 'x') : null);
    },
  });
}

const streamed = (source: Readable, job: TestStreamedJob) =>
  pool.run(1, streamedJob<number>(source, job, HttpError));

describe('streamedJob and serveJobs', () => {
  it('stream the source into the thread chunk by chunk and answer the result', async () => {
    const source = kilobytes();
    await expect(streamed(source, { type: 'count' })).resolves.toBe(200 * 1024);
    expect(source.destroyed).toBe(true);
  });

  it('bring a refusal back as the job’s refusal class, with its status, message and details', async () => {
    const refused = pool.run(1, streamedJob<number>(kilobytes(3), { type: 'refuse' }, TestRefusal));
    const err = await refused.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TestRefusal);
    expect(err).toMatchObject({
      statusCode: 422,
      message: 'refused after 3072 bytes',
      details: { bytes: 3072 },
    });
  });

  it('bring any other error back as a failure with its message', async () => {
    const err = await streamed(kilobytes(1), { type: 'fail' }).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(HttpError);
    expect((err as Error).message).toBe('failed after 1024 bytes');
  });

  it('fail with the source’s error, even one that came while the job waited for a thread', async () => {
    const source = new Readable({ read() {} });
    const job = streamed(source, { type: 'count' });
    // The thread is still loading its code: the job has not started.
    source.destroy(new Error('object vanished'));
    await expect(job).rejects.toThrow('object vanished');
  });

  it('serve a job of one message the same way', async () => {
    await expect(pool.run(1, messageJob<string>({ type: 'echo', value: 'hello' }, HttpError))).resolves.toBe(
      'hello',
    );
  });
});
