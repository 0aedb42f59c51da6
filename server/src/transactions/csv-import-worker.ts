// Runs inside a worker thread (see csv-import-runner.ts): the main thread streams the stored object's bytes in,
// this thread parses and sums them, so a 200 MB file never stalls the API's event loop.
import { PassThrough } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { announceReady } from '../workers/thread';
import { importCsv, type ImportOptions } from './csv-import';
import { CsvImportError } from './import-error';

export type ToWorker =
  { type: 'start'; options: ImportOptions } | { type: 'chunk'; chunk: Uint8Array } | { type: 'end' };
export type FromWorker =
  | { type: 'ack' }
  | { type: 'result'; result: Awaited<ReturnType<typeof importCsv>> }
  | { type: 'refused'; statusCode: number; message: string; details: Record<string, unknown> }
  | { type: 'failed'; message: string };

const port = parentPort!;
// One import per thread: the pool ends the thread afterwards, and its heap with it.
const input = new PassThrough();
const post = (message: FromWorker) => port.postMessage(message);

function start(options: ImportOptions): void {
  importCsv(input, options).then(
    (result) => post({ type: 'result', result }),
    (err: unknown) => {
      if (err instanceof CsvImportError) {
        post({ type: 'refused', statusCode: err.statusCode, message: err.message, details: err.details });
      } else {
        post({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
      }
    },
  );
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'start':
      return start(message.options);
    case 'end':
      input.end();
      return;
    case 'chunk': {
      const { chunk } = message;
      // The acknowledgement is the flow control: it comes once the parser has taken the chunk.
      input.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), () => post({ type: 'ack' }));
    }
  }
});

announceReady(port);
