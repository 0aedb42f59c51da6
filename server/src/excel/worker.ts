import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { ExcelError, unreadable } from './errors';
import { announceReady } from '../workers/thread';
import { runTask, type ExcelTask, type TaskResult } from './tasks';

export interface TaskMessage {
  task: ExcelTask;
  body: Uint8Array;
}

export interface WorkerStats {
  ms: number;
  /** Heap V8 had reserved when the task ended: close to the task's peak, since nothing has been given back yet. */
  heapTotalBytes: number;
  externalBytes: number;
}

export type ReplyMessage =
  | { ok: true; result: TaskResult; stats: WorkerStats }
  | {
      ok: false;
      error: { code: ExcelError['code']; message: string };
      detail?: string;
      stats: WorkerStats;
    };

const port = parentPort;
if (!port) throw new Error('excel/worker.ts runs only as a worker thread');

port.on('message', ({ task, body }: TaskMessage) => {
  const started = performance.now();
  const stats = (): WorkerStats => {
    const heap = v8.getHeapStatistics();
    return {
      ms: performance.now() - started,
      heapTotalBytes: heap.total_heap_size,
      externalBytes: heap.external_memory,
    };
  };
  let reply: ReplyMessage;
  const transfer: ArrayBuffer[] = [];
  try {
    const result = runTask(task, body);
    if ('file' in result) {
      // The uploaded file goes back to be stored: moved, not copied (a small Buffer may sit in Node's shared pool,
      // which must not be moved, so it gets its own memory first).
      if (result.file.byteOffset !== 0 || result.file.byteLength !== result.file.buffer.byteLength) {
        result.file = new Uint8Array(result.file);
      }
      transfer.push(result.file.buffer as ArrayBuffer);
    }
    reply = { ok: true, result, stats: stats() };
  } catch (err) {
    // Whatever a damaged file makes SheetJS throw is the applicant's "could not be read", never a server error.
    const known = err instanceof ExcelError ? err : unreadable();
    reply = {
      ok: false,
      error: { code: known.code, message: known.message },
      detail: err instanceof ExcelError ? undefined : String((err as Error)?.stack ?? err).slice(0, 2000),
      stats: stats(),
    };
  }
  port.postMessage(reply, transfer);
});

announceReady(port);
