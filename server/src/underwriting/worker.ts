// Runs inside a worker thread (see runner.ts): a stored transactions CSV streams in chunk by chunk, or a provider's
// charges arrive in one message, and only the computed figures go back.
import { parentPort } from 'node:worker_threads';
import { CsvImportError } from '../transactions/import-error';
import { serveJobs } from '../workers/streamed-job';
import { announceReady } from '../workers/thread';
import { csvMetrics, type CsvMetricsOptions } from './csv-metrics';
import { saasFigures, type TransactionsFigures } from './figures';
import { SaasBuilder } from './saas';

/** A provider's charge: customer, start month (index from January 1970), period in months, amount in minor units. */
export type ChargeTuple = [customer: string, month: number, periodMonths: number, amountMinor: number];

/** The message that starts a job; a CSV's chunks follow it (workers/streamed-job.ts). */
export type UnderwritingJob =
  { type: 'csv'; options: CsvMetricsOptions } | { type: 'charges'; charges: ChargeTuple[] };

const port = parentPort!;
serveJobs<UnderwritingJob>(port, CsvImportError, async (job, input): Promise<TransactionsFigures> => {
  if (job.type === 'csv') return csvMetrics(input, job.options);
  const builder = new SaasBuilder();
  for (const [customer, month, period, amount] of job.charges)
    builder.addCharge(customer, month, period, amount);
  return saasFigures(builder.finish(), job.charges.length, 0);
});
announceReady(port);
