// A worker entry for workers/streamed-job.test.ts: counts the streamed bytes, or refuses, or fails, as told.
import { parentPort } from 'node:worker_threads';
import { HttpError } from '../lib/http-error';
import { serveJobs } from './streamed-job';
import { announceReady } from './thread';

export type TestStreamedJob =
  { type: 'count' } | { type: 'refuse' } | { type: 'fail' } | { type: 'echo'; value: string };

const port = parentPort!;
serveJobs<TestStreamedJob>(port, HttpError, async (job, input) => {
  if (job.type === 'echo') return job.value;
  let bytes = 0;
  for await (const chunk of input) bytes += (chunk as Buffer).length;
  if (job.type === 'refuse') throw new HttpError(422, `refused after ${bytes} bytes`, { bytes });
  if (job.type === 'fail') throw new Error(`failed after ${bytes} bytes`);
  return bytes;
});
announceReady(port);
