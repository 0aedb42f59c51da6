import fs from 'node:fs';
import os from 'node:os';
import type { MessagePort } from 'node:worker_threads';

// The thread's side of workers/pool.ts, imported by every worker entry.

const READY = { workerReady: true } as const;

export const isReady = (message: unknown): boolean =>
  typeof message === 'object' && message !== null && (message as typeof READY).workerReady === true;

/**
 * Tells the pool the thread has loaded its code: its job's time limit starts now. Heavy work is background work, so
 * on Linux this thread (and only this thread: a thread id names one thread to setpriority) first gets a lower
 * scheduling priority; when the CPUs are contended, the API's event loop is served first.
 */
export function announceReady(port: MessagePort): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, 10);
  } catch {
    // not Linux, or not allowed: the thread keeps the process's priority
  }
  port.postMessage(READY);
}
