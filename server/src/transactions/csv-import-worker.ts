// Runs inside a worker thread (see csv-import-runner.ts): the main thread streams the stored object's bytes in,
// this thread parses and sums them, so a 200 MB file never stalls the API's event loop.
import { parentPort } from 'node:worker_threads';
import { serveJobs } from '../workers/streamed-job';
import { announceReady } from '../workers/thread';
import { importCsv, type ImportOptions } from './csv-import';
import { CsvImportError } from './import-error';

/** The message that starts an import; the file's chunks follow (workers/streamed-job.ts). */
export type ImportJob = { type: 'start'; options: ImportOptions };

const port = parentPort!;
serveJobs<ImportJob>(port, CsvImportError, (job, input) => importCsv(input, job.options));
announceReady(port);
