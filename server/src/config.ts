import path from 'node:path';
import { z } from 'zod';

// Every variable the server reads, validated once at start so a bad value fails fast with its name.
const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z.string().url().optional().or(z.literal('').transform(() => undefined));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  API_PORT: port.optional(),
  INTEGRATION_PORT: port.optional(),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(60).default(24 * 60 * 60),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Onboarding <no-reply@onboarding.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@onboarding.local'),
  DASHBOARD_URL: z.string().url().default('https://dashboard.onboarding.local'),
  INTEGRATION_URL: z.string().default(''),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  REDIS_URL: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type RawConfig = z.infer<typeof schema>;

export interface Config extends RawConfig {
  apiPort: number;
  integrationPort: number;
  appUrl: string;
  dataDir: string;
  captchaProvider: 'altcha' | 'recaptcha';
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const raw = parsed.data;
  const problems: string[] = [];
  if (Boolean(raw.RECAPTCHA_SITE_KEY) !== Boolean(raw.RECAPTCHA_SECRET)) {
    problems.push('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together');
  }
  if (raw.S3_BUCKET && !raw.S3_ENDPOINT && !raw.S3_REGION) problems.push('S3_BUCKET needs S3_ENDPOINT or S3_REGION');
  if (problems.length) throw new ConfigError(problems);
  return {
    ...raw,
    apiPort: raw.API_PORT ?? raw.PORT + 5,
    integrationPort: raw.INTEGRATION_PORT ?? raw.PORT + 6,
    appUrl: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(raw.DATA_DIR),
    captchaProvider: raw.RECAPTCHA_SITE_KEY ? 'recaptcha' : 'altcha',
  };
}
