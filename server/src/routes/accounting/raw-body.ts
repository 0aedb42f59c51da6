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
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new HttpError(413, message);
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks, size);
  });
}
