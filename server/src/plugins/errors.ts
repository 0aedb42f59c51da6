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
    request.log.error({ err }, 'request failed');
    return reply
      .status(500)
      .send({ details: { error: 'Oops! Something went wrong. Please try again later.' } });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ details: { error: 'Not found' } }));
});

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
