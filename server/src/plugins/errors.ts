import { apiErrorSchema } from '@onboarding/shared/schemas';
import type { ApiErrorBody } from '@onboarding/shared/server';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

// Every client error leaves as { details: { error } }, the shape the browser reads; 5xx details stay in the log.
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      return sendError(reply, 400, { error: first?.message ?? 'Invalid request' });
    }
    if (err instanceof HttpError) {
      return sendError(reply, err.statusCode, { ...err.details, error: err.message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, { error: clientMessage(err, status) });
    }
    // The database or object storage out of reach for a moment (a restart, a network blip): the request changed
    // nothing it could not undo, and the next one works once the service is back.
    if (dependencyUnavailable(err)) {
      request.log.warn({ err }, 'a service the API depends on is unavailable');
      return sendError(reply.header('Retry-After', '5'), 503, { error: UNAVAILABLE });
    }
    request.log.error({ err }, 'request failed');
    return sendError(reply, 500, { error: 'Oops! Something went wrong. Please try again later.' });
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, { error: 'Not found' }));
});

/**
 * Sends an error body serialized here rather than through the route's response schema: whatever a route declares
 * for that status (its own 4xx body, an HTML page), a client error can never become a 500 in serialization, nor lose
 * what `details` carries beside `error`.
 */
function sendError(reply: FastifyReply, status: number, details: ApiErrorBody['details']) {
  const body: ApiErrorBody = { details };
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

const ERROR_DESCRIPTIONS = {
  400: 'The request is not valid; details.error says why',
  401: 'No valid session or token',
  403: 'Not allowed for this session',
  404: 'Not found; details.error says what',
  409: 'Conflicts with where the application stands; details.error says why',
  413: 'The request or its file is too large',
  415: 'Unsupported content type',
  429: 'Too many requests; try again later',
  500: 'Unexpected failure',
  502: 'An outside service (a provider) could not be reached',
  503: 'A service this one depends on is unavailable, or the server is busy; try again shortly',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/**
 * The `response` entries of the error statuses a route can answer, besides 400 and 500 which every route can (the
 * input guard sees every request): the one error body each, as the errors plugin sends it.
 */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S | 400 | 500, typeof apiErrorSchema> {
  const entries = [400, 500, ...statuses].map((status) => [
    status,
    apiErrorSchema.describe(ERROR_DESCRIPTIONS[status as ErrorStatus]),
  ]);
  return Object.fromEntries(entries) as Record<S | 400 | 500, typeof apiErrorSchema>;
}

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
  void sendError(reply as unknown as FastifyReply, status, { error: 'The request address is not valid.' });
};
