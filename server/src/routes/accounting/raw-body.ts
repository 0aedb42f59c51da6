import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../lib/http-error';

/**
 * Replaces the JSON parser of this plugin's routes with one that only collects the bytes. Parsing a JSON body that
 * carries a 20 MB file as base64, and decoding it, takes the event loop about 100 ms; the Excel worker does both
 * instead, so other applicants' requests are served meanwhile. Bodies over `maxBytes` are refused with `message`.
 */
export function collectJsonBodies(app: FastifyInstance, maxBytes: number, message: string): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: IncomingMessage) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, message);
    // With a declared length the chunks are copied, as they come, into one buffer of their own (which the worker
    // pool moves to its thread without a copy): each chunk dies young, in a scavenge, where chunks kept until the end
    // and then concatenated lived on into the old generation, doubled the external memory, and cost the event loop a
    // full collection of its heap (25-35 ms) per workbook.
    const into = Number.isFinite(declared) && declared > 0 ? Buffer.allocUnsafeSlow(declared) : null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const bytes = chunk as Buffer;
      if (size + bytes.length > (into ? into.length : maxBytes)) throw new HttpError(413, message);
      if (into) bytes.copy(into, size);
      else chunks.push(bytes);
      size += bytes.length;
    }
    return into ? into.subarray(0, size) : Buffer.concat(chunks, size);
  });
}
