// Runs inside a worker thread (see runner.ts): a stored transactions CSV streams in chunk by chunk, or a provider's
// charges arrive in one message, and only the computed figures go back.
import { PassThrough } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { CsvImportError } from '../transactions/import-error';
import { announceReady } from '../workers/thread';
import { csvMetrics, type CsvMetricsOptions } from './csv-metrics';
import { saasFigures, type TransactionsFigures } from './figures';
import { SaasBuilder } from './saas';

/** A provider's charge: customer, start month (index from January 1970), period in months, amount in minor units. */
export type ChargeTuple = [customer: string, month: number, periodMonths: number, amountMinor: number];

export type ToWorker =
  | { type: 'csv'; options: CsvMetricsOptions }
  | { type: 'chunk'; chunk: Uint8Array }
  | { type: 'end' }
  | { type: 'charges'; charges: ChargeTuple[] };
export type FromWorker =
  | { type: 'ack' }
  | { type: 'result'; result: TransactionsFigures }
  | { type: 'refused'; statusCode: number; message: string }
  | { type: 'failed'; message: string };

const port = parentPort!;
const input = new PassThrough();
const post = (message: FromWorker) => port.postMessage(message);

function settle(work: Promise<TransactionsFigures>) {
  work.then(
    (result) => post({ type: 'result', result }),
    (err: unknown) =>
      post(
        err instanceof CsvImportError
          ? { type: 'refused', statusCode: err.statusCode, message: err.message }
          : { type: 'failed', message: err instanceof Error ? err.message : String(err) },
      ),
  );
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'csv':
      return settle(csvMetrics(input, message.options));
    case 'charges':
      return settle(
        Promise.resolve().then(() => {
          const builder = new SaasBuilder();
          for (const [customer, month, period, amount] of message.charges)
            builder.addCharge(customer, month, period, amount);
          return saasFigures(builder.finish(), message.charges.length, 0);
        }),
      );
    case 'end':
      input.end();
      return;
    case 'chunk': {
      const { chunk } = message;
      input.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), () => post({ type: 'ack' }));
    }
  }
});

announceReady(port);
