import { PassThrough, type Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { HttpError } from '../lib/http-error';
import type { JobContext, WorkerJob } from './pool';

// Jobs of workers/pool.ts that stream a stored file into their thread (the CSV import, the underwriting figures), both
// sides of them: `streamedJob` and `messageJob` on the main thread, `serveJobs` in the worker entry. The storage stream
// stays on the main thread and is read only as fast as the thread's parser takes it, so memory stays flat on both
// sides; only the outcome comes back.

/** A streamed job's bytes on their way to the thread, after the message that starts the job. */
export type ChunkMessage = { type: 'chunk'; chunk: Uint8Array } | { type: 'end' };

/** What the thread answers: an acknowledged chunk, then the job's outcome. */
export type JobReply<T> =
  | { type: 'ack' }
  | { type: 'result'; result: T }
  | { type: 'refused'; statusCode: number; message: string; details: Record<string, unknown> }
  | { type: 'failed'; message: string };

/** The error class of a job's refusals (the file's fault): thrown in the thread, rebuilt as the same class here. */
export type Refusal = new (
  statusCode: number,
  message: string,
  details?: Record<string, unknown>,
) => HttpError;

/** Chunks handed to the thread and not yet taken by its parser; beyond this the source is paused. */
const MAX_IN_FLIGHT = 4;

/**
 * A job whose thread reads `source`: `start` (the message that starts the job in the thread), then the source's
 * chunks. The source is destroyed once the job ends, however it ends; its error fails the job, even one that comes
 * while the job waits for a thread.
 */
export function streamedJob<T>(source: Readable, start: unknown, refusal: Refusal): WorkerJob<T> {
  let inFlight = 0;
  // Listened to from the start: a stream may fail while its job waits for a thread.
  let early: Error | null = null;
  let running: JobContext<T> | null = null;
  source.once('error', (err) => (running ? running.reject(err) : (early = err)));
  return {
    start: (ctx) => {
      if (early) return ctx.reject(early);
      running = ctx;
      const send = (message: ChunkMessage) => ctx.post(message);
      ctx.post(start);
      source.on('data', (chunk: Buffer | string) => {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        // Copied, not transferred: storage streams may hand out slices of a shared pool.
        send({ type: 'chunk', chunk: new Uint8Array(bytes) });
        if (++inFlight >= MAX_IN_FLIGHT) source.pause();
      });
      source.once('end', () => send({ type: 'end' }));
    },
    receive: (message, ctx) => {
      const reply = message as JobReply<T>;
      if (reply.type === 'ack') {
        inFlight--;
        if (inFlight < MAX_IN_FLIGHT && source.isPaused()) source.resume();
        return;
      }
      settle(reply, ctx, refusal);
    },
    finish: () => source.destroy(),
  };
}

/** A job the thread does from one message, served by `serveJobs` like a streamed one. */
export function messageJob<T>(message: unknown, refusal: Refusal): WorkerJob<T> {
  return {
    start: (ctx) => ctx.post(message),
    receive: (reply, ctx) => settle(reply as JobReply<T>, ctx, refusal),
  };
}

function settle<T>(reply: JobReply<T>, ctx: JobContext<T>, refusal: Refusal): void {
  switch (reply.type) {
    case 'result':
      return ctx.resolve(reply.result);
    case 'refused':
      return ctx.reject(new refusal(reply.statusCode, reply.message, reply.details));
    case 'failed':
      return ctx.reject(new Error(reply.message));
  }
}

/**
 * The thread's side, called by the worker entry: every message but a chunk starts a job, which `work` does, reading a
 * streamed file from `input`; its outcome is answered: the result, a refusal (an error of the class `refusal`), or a
 * failure. One job per thread: the pool ends the thread afterwards, and its heap with it.
 */
export function serveJobs<M>(
  port: MessagePort,
  refusal: Refusal,
  work: (message: M, input: Readable) => Promise<unknown>,
): void {
  const input = new PassThrough();
  const post = (reply: JobReply<unknown>) => port.postMessage(reply);
  port.on('message', (message: M | ChunkMessage) => {
    const stream = message as ChunkMessage;
    if (stream.type === 'end') {
      input.end();
      return;
    }
    if (stream.type === 'chunk') {
      const { chunk } = stream;
      // The acknowledgement is the flow control: it comes once the parser has taken the chunk.
      input.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), () => post({ type: 'ack' }));
      return;
    }
    work(message as M, input).then(
      (result) => post({ type: 'result', result }),
      (err: unknown) =>
        post(
          err instanceof refusal
            ? { type: 'refused', statusCode: err.statusCode, message: err.message, details: err.details }
            : { type: 'failed', message: err instanceof Error ? err.message : String(err) },
        ),
    );
  });
}
