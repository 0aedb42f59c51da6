import type { FastifyServerOptions } from 'fastify';
import crypto from 'node:crypto';
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
];

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): FastifyServerOptions['logger'] {
  return {
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
