import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

// Paths pino blanks out wherever they appear in a log line: tokens, provider keys, file contents.
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
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
