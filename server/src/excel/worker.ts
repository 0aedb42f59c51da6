import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { ExcelError, unreadable } from './errors';
import { announceReady } from '../workers/thread';
import { runTask, type ExcelTask, type TaskResult } from './tasks';

export interface TaskMessage {
  task: ExcelTask;
  body: Uint8Array;
  /** Answer the result as its JSON bytes (the HTTP response body), serialised here rather than on the event loop. */
  serialise?: boolean;
}

export interface WorkerStats {
  ms: number;
  /** Heap V8 had reserved when the task ended: close to the task's peak, since nothing has been given back yet. */
  heapTotalBytes: number;
  externalBytes: number;
}

export type ReplyMessage =
  | { ok: true; result: TaskResult | Uint8Array; stats: WorkerStats }
  | {
      ok: false;
      error: { code: ExcelError['code']; message: string };
      detail?: string;
      stats: WorkerStats;
    };

const port = parentPort;
if (!port) throw new Error('excel/worker.ts runs only as a worker thread');

/** Memory of its own, so that it can be moved to the main thread: a small Buffer may sit in Node's shared pool. */
function ownMemory(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

port.on('message', ({ task, body, serialise }: TaskMessage) => {
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
    if (serialise) {
      // Moved, not cloned: a sheet's rows rebuilt as objects on the main thread and stringified there cost its event
      // loop tens of milliseconds, mostly in garbage collection.
      const json = ownMemory(Buffer.from(JSON.stringify(result)));
      transfer.push(json.buffer as ArrayBuffer);
      reply = { ok: true, result: json, stats: stats() };
    } else {
      // The uploaded file goes back to be stored: moved, not copied.
      if ('file' in result) {
        result.file = ownMemory(result.file);
        transfer.push(result.file.buffer as ArrayBuffer);
      }
      reply = { ok: true, result, stats: stats() };
    }
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
