import type { ColumnCheck, ColumnProblems } from './column-problems';
import type { CsvSummary } from './csv-scan';

// Messages between the page and csv-check.worker.ts. One task per worker: the page starts a worker, sends one
// request, and ends the worker once the answer (or an error) arrives.

export type CsvWorkerRequest =
  /** Streams the whole file: header, row count, examples. */
  | { type: 'scan'; file: Blob; chunkSize?: number }
  /** Streams the whole file, counting the problems of the mapped columns. */
  | { type: 'problems'; file: Blob; checks: ColumnCheck[]; chunkSize?: number };

export type CsvWorkerResponse =
  /** Bytes read so far (a chunk at a time). */
  | { type: 'progress'; bytes: number }
  /** Sent by a scan as soon as the header row is read, before the rest of the file. */
  | { type: 'header'; headers: string[] }
  | { type: 'scanned'; summary: CsvSummary | null; bytes: number }
  | { type: 'problems'; problems: ColumnProblems[] }
  | { type: 'error'; message: string };
