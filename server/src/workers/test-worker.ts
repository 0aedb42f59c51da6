// A worker entry for workers/pool.test.ts: each message is one job of the test.
import { parentPort } from 'node:worker_threads';
import { announceReady } from './thread';

export type TestJob =
  { sleep: number; value: string } | { crash: true } | { spin: true } | { allocate: true };

const port = parentPort!;
port.on('message', (job: TestJob) => {
  if ('sleep' in job) setTimeout(() => port.postMessage(job.value), job.sleep);
  else if ('crash' in job) process.exit(1);
  else if ('spin' in job) for (;;);
  else {
    const hoard: number[][] = [];
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => i));
  }
});
announceReady(port);
