import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

// Every client error leaves as { details: { error } }, the shape the browser reads; 5xx details stay in the log.
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      return reply.status(400).send({ details: { error: first?.message ?? 'Invalid request' } });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ details: { error: err.message, ...err.details } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ details: { error: clientMessage(err, status) } });
    }
    // The database or object storage out of reach for a moment (a restart, a network blip): the request changed
    // nothing it could not undo, and the next one works once the service is back.
    if (dependencyUnavailable(err)) {
      request.log.warn({ err }, 'a service the API depends on is unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ details: { error: UNAVAILABLE } });
    }
    request.log.error({ err }, 'request failed');
    return reply
      .status(500)
      .send({ details: { error: 'Oops! Something went wrong. Please try again later.' } });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ details: { error: 'Not found' } }));
});

export const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

// Connection failures (Node), and PostgreSQL's "server shutting down / cannot connect now / connection lost" classes.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** The error, or one it was caused by (Drizzle wraps the driver's), says a dependency could not be reached. */
function dependencyUnavailable(err: unknown): boolean {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection .*closed|Client has encountered a connection error/i.test(message)
    )
      return true;
  }
  return false;
}

function clientMessage(err: FastifyError, status: number): string {
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'Unsupported content type.';
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'The request body is not valid JSON.';
  }
  return err.message;
}

/**
 * Errors Fastify meets before any route or hook (a malformed URL such as /api/%zz): the same body as every other
 * client error, instead of Fastify's own. Passed to Fastify() by both servers.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err,
  _request,
  reply,
) => {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  // Typed for any route's reply schema; this one has none.
  void (reply as unknown as FastifyReply)
    .code(status)
    .send({ details: { error: 'The request address is not valid.' } });
};
