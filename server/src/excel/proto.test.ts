import { Worker } from 'node:worker_threads';
import path from 'node:path';
test('worker', async () => {
  const w = new Worker(path.join(__dirname, 'proto-entry.js'));
  const msg = await new Promise((res, rej) => { w.once('message', res); w.once('error', rej); });
  expect(msg).toEqual({ ok: 7, v: expect.any(String) });
  await w.terminate();
});
