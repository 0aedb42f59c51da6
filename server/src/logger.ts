import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import crypto from 'node:crypto';
import pino from 'pino';
import type { Config } from './config';

// Paths pino blanks out wherever they appear in a log line: tokens, provider keys, file contents.
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers["x-enrolment-token"]',
  '*.csrfToken',
  'headers.authorization',
  '*.token',
  '*.token_recaptcha',
  '*.secretKey',
  '*.clientId',
  '*.password',
  '*.content',
  '*.secret',
  '*.access_token',
  '*.refresh_token',
  '*.code_verifier',
  // Single sign-on (staff/oidc.ts logs none of these; a stray error object or config dump must not either).
  '*.id_token',
  '*.client_secret',
  '*.clientSecret',
  '*.*.clientSecret',
  '*.OIDC_CLIENT_SECRET',
  '*.YENTE_API_KEY',
];

/** Bytes of log lines kept before they are written: a dozen request lines a write instead of a few. */
const LOG_BUFFER_BYTES = 4096;
/** The longest a line waits in the buffer when few come. */
const LOG_FLUSH_MS = 100;

let stdout: pino.DestinationStream | undefined;

/**
 * Standard output, written in blocks: every write of the default destination is a hand-off to libuv's
 * thread pool and back, which cost more than the line itself under load. Lines wait until 4 KiB have gathered or
 * 100 ms have passed; on exit, a fatal error's included (`serve` logs it, then exits), pino writes what is left
 * synchronously. One per process, shared by the apps of `npm start`'s one process so their blocks never interleave.
 */
function logDestination(): pino.DestinationStream {
  stdout ??= pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  return stdout;
}

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
    stream: logDestination(),
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // The URL may carry ?token= on the email link; log the path only.
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        id: req.id,
      }),
    },
  };
}

// The gateway's request id travels through, so one id follows a request across the API and the integration service.
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> = {
  genReqId: (req) => {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' && /^[\w.-]{1,128}$/.test(incoming) ? incoming : crypto.randomUUID();
  },
  requestIdHeader: false,
};

/**
 * One line per request, once it is answered ("request completed": the request id, method, path, status and time),
 * instead of Fastify's two (the arrival is logged at `debug` only). That line carries nothing but those fields, none of which can hold a
 * secret (the path without its query, an id made or checked by `requestIdOptions`), so it is written without the
 * redaction every other line goes through: pino's redaction of REDACT_PATHS cost more than the rest of logging a
 * request. A request that failed keeps Fastify's own lines, redacted, as do every other line a route writes.
 */
export class OneLinePerRequest extends LogController {
  readonly #plain = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  /** Arrivals only at `debug`: enough to trace a request that never completes (a stalled upload, a deploy's stop). */
  override incomingRequest(request: FastifyRequest): void {
    const log = request.log as FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
    if (!this.isLogDisabled(request) && log.isLevelEnabled?.('debug'))
      log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    // The route's own level (and `logger: false`, whose logger has no levels) still decides.
    const log = request.log as FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
    if (!log.isLevelEnabled?.('info')) return;
    const server = request.server.log;
    let plain = this.#plain.get(server);
    if (!plain) {
      plain = server.child({}, { redact: { paths: [] } });
      this.#plain.set(server, plain);
    }
    plain.info(
      { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}

/** Fastify's options for logging requests (a controller per app). */
export const requestLogOptions = (): Pick<FastifyServerOptions, 'logController'> => ({
  logController: new OneLinePerRequest(),
});
