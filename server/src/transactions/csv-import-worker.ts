// Runs inside a worker thread (see csv-import-runner.ts): the main thread streams the stored object's bytes in,
// this thread parses and sums them, so a 200 MB file never stalls the API's event loop.
import { PassThrough } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { importCsv, type ImportOptions } from './csv-import';
import { CsvImportError } from './import-error';

export type ToWorker = { type: 'chunk'; chunk: Uint8Array } | { type: 'end' };
export type FromWorker =
  | { type: 'ack' }
  | { type: 'result'; result: Awaited<ReturnType<typeof importCsv>> }
  | { type: 'refused'; statusCode: number; message: string; details: Record<string, unknown> }
  | { type: 'failed'; message: string };

const port = parentPort!;
const input = new PassThrough();
const post = (message: FromWorker) => port.postMessage(message);

port.on('message', (message: ToWorker) => {
  if (message.type === 'end') {
    input.end();
    return;
  }
  const chunk = Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength);
  // The acknowledgement is the flow control: it comes once the parser has taken the chunk.
  input.write(chunk, () => post({ type: 'ack' }));
});

importCsv(input, (workerData as { options: ImportOptions }).options).then(
  (result) => post({ type: 'result', result }),
  (err: unknown) => {
    if (err instanceof CsvImportError) {
      post({ type: 'refused', statusCode: err.statusCode, message: err.message, details: err.details });
    } else {
      post({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  },
);
