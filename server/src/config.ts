import path from 'node:path';
import { DEFAULT_DASHBOARD_PATH } from '@onboarding/shared/constants';
import { z } from 'zod';
import { parseRoleMap, type RoleMap } from './staff/role-claim';

// Every variable the server reads, validated once at start so a bad value fails fast with its name and what is
// expected. Messages never echo the value: some of these are secrets.
const port = z.coerce
  .number({ error: 'must be a port number (1-65535)' })
  .int('must be a port number (1-65535)')
  .min(1, 'must be a port number (1-65535)')
  .max(65535, 'must be a port number (1-65535)');
const url = (example: string) => z.string().url(`must be a URL, e.g. ${example}`);
const positiveInt = (what: string) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .min(1, `must be ${what}`);

// Which proxies' X-Forwarded-For the servers believe: none (false), any (true: only behind a gateway that replaces
// the header, as docker-compose's does), or the listed addresses and ranges (npm start: the shell server on loopback).
const PROXY_ENTRY = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): boolean | string[] => {
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === 'false') return v === 'true';
    const entries = v.split(/[\s,]+/).filter(Boolean);
    if (!entries.length || !entries.every((e) => PROXY_ENTRY.test(e))) {
      ctx.addIssue({ code: 'custom', message: 'must be true, false or a list of addresses (127.0.0.1,::1)' });
      return z.NEVER;
    }
    return entries;
  });

// Where every review transition is posted: a comma-separated list of http(s) URLs; empty: no webhooks.
const webhookUrls = z
  .string()
  .default('')
  .transform((value, ctx): string[] => {
    const urls = value
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean);
    for (const u of urls) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(u);
      } catch {
        parsed = undefined;
      }
      if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
        // The value is not echoed: a URL may carry a token.
        ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of http(s) URLs' });
        return z.NEVER;
      }
    }
    return [...new Set(urls)];
  });

const schema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: port.default(3000),
  API_PORT: port.optional(),
  INTEGRATION_PORT: port.optional(),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: url('https://onboarding.example.com').optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: url('postgres://user@host:5432/db').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds (at least 60)' })
    .int('must be a number of seconds (at least 60)')
    .min(60, 'must be a number of seconds (at least 60)')
    .default(24 * 60 * 60),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  SMTP_URL: url('smtp://user:pass@mail.example.com:587').optional(),
  MAIL_FROM: z.string().default('Onboarding <no-reply@onboarding.local>'),
  SUPPORT_EMAIL: z.string().email('must be an email address').default('support@onboarding.local'),
  // The applicant's dashboard, linked from the review's emails; default the app's own (APP_URL/dashboard).
  DASHBOARD_URL: url('https://onboarding.example.com/dashboard').optional(),
  // The provider's back office (staff accounts): enrolment emails link to `${BACKOFFICE_URL}/enrol`.
  BACKOFFICE_URL: url('https://backoffice.example.com').default('http://localhost:3007'),
  // Staff single sign-on (OpenID Connect): on when the issuer, client id and secret are all set.
  OIDC_ISSUER: url('https://login.example.com/realms/provider').optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  // Where the roles are in the ID token or userinfo: a claim name or a dotted path (realm_access.roles).
  OIDC_ROLE_CLAIM: z
    .string()
    .regex(/^[\w:/-]+(\.[\w:/-]+)*$/, 'must be a claim name or a dotted path, e.g. realm_access.roles')
    .default('roles'),
  // The provider's values to staff roles: JSON ({"bo-admins":"admin"}) or bo-admins=admin,bo-review=reviewer.
  OIDC_ROLE_MAP: z.string().optional(),
  OIDC_LABEL: z.string().trim().max(60, 'must be at most 60 characters').default('single sign-on'),
  OIDC_SCOPES: z
    .string()
    .default('openid email profile')
    .refine((v) => v.split(/\s+/).includes('openid'), 'must include openid'),
  // Defaults to BACKOFFICE_URL/api/backoffice/sso/callback (the back office's server proxies /api/backoffice).
  OIDC_REDIRECT_URI: url('https://backoffice.example.com/api/backoffice/sso/callback').optional(),
  INTEGRATION_URL: z.string().default(''),
  // Where the API reaches the integration service itself (service to service), to have it forget an erased
  // applicant's OAuth rows. Unset: no integration service, nothing of theirs to forget there.
  INTERNAL_INTEGRATION_URL: url('http://integration:3006').optional(),
  WEBHOOK_URLS: webhookUrls,
  // Signs the webhooks (HMAC-SHA256, Standard Webhooks). A `whsec_` value is base64 after the prefix, as the
  // Standard Webhooks libraries generate it; any other value is used as its UTF-8 bytes.
  WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The decline reasons the back office offers (a JSON file; default server/policy/decline-reasons.json).
  DECLINE_REASONS_FILE: z.string().optional(),
  // The pricing guide's policy (a JSON file; default server/policy/pricing-policy.json).
  PRICING_POLICY_FILE: z.string().optional(),
  // The offer letter's clauses in English and Arabic (a JSON file; default server/policy/offer-clauses.json).
  OFFER_CLAUSES_FILE: z.string().optional(),
  // What an applicant's deletion request keeps, why and for how long (a JSON file; default
  // server/policy/retention-policy.json).
  RETENTION_POLICY_FILE: z.string().optional(),
  // Offers whose sale price (in minor units, cents) is above this need two approvals; one otherwise.
  OFFER_DUAL_APPROVAL_MINOR: z.coerce
    .number({ error: 'must be a whole number of cents (0 or more)' })
    .int('must be a whole number of cents (0 or more)')
    .min(0, 'must be a whole number of cents (0 or more)')
    .max(Number.MAX_SAFE_INTEGER, 'must be a whole number of cents (0 or more)')
    .default(100_000_000),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_VERIFY_URL: url('https://www.google.com/recaptcha/api/siteverify').default(
    'https://www.google.com/recaptcha/api/siteverify',
  ),
  // Days after a refusal before the same applicant's new application is decided again (0: no cooling-off).
  ELIGIBILITY_COOLING_OFF_DAYS: z.coerce
    .number({ error: 'must be a whole number of days (0 or more)' })
    .int('must be a whole number of days (0 or more)')
    .min(0, 'must be a whole number of days (0 or more)')
    .default(90),
  // The month (1-12) the provider's financial year ends with: the documents step asks for the audited statements of
  // the two last years ended by then (December: the two last calendar years).
  FINANCIAL_YEAR_END_MONTH: z.coerce
    .number({ error: 'must be a month number (1-12)' })
    .int('must be a month number (1-12)')
    .min(1, 'must be a month number (1-12)')
    .max(12, 'must be a month number (1-12)')
    .default(12),
  // Which engine screens parties against the sanctions and PEP lists: the embedded matcher over the lists imported
  // into our database, or an OpenSanctions yente server (YENTE_URL, its POST /match/{dataset} API).
  SCREENING_PROVIDER: z
    .enum(['embedded', 'yente'], { error: 'must be embedded or yente' })
    .default('embedded'),
  YENTE_URL: url('https://yente.example.com').optional(),
  YENTE_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]{1,100}$/, 'must be a yente dataset name (lower-case letters, digits, _ and -)')
    .default('default'),
  // Sent as `Authorization: ApiKey …` (the hosted API's scheme); a secret, redacted from the logs.
  YENTE_API_KEY: z.string().optional(),
  // yente's own score threshold (0-1) above which a result counts as a potential match.
  YENTE_THRESHOLD: z.coerce
    .number({ error: 'must be a number between 0 and 1' })
    .min(0, 'must be a number between 0 and 1')
    .max(1, 'must be a number between 0 and 1')
    .default(0.7),
  YENTE_TIMEOUT_MS: positiveInt('a positive number of milliseconds').default(10_000),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // Proof-of-work size: PBKDF2 iterations per attempt, and the highest counter the browser may have to reach
  // (the actual one is drawn between half of it and it). Defaults take well under a second in a browser.
  ALTCHA_COST: positiveInt('a positive whole number').default(500),
  ALTCHA_COUNTER_MAX: positiveInt('a positive whole number').default(5000),
  ALTCHA_EXPIRES_SECONDS: positiveInt('a positive number of seconds').default(600),
  REDIS_URL: url('redis://127.0.0.1:6379').optional(),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt('a positive number of seconds').default(15 * 60),
  RATE_LIMIT_PER_IP: positiveInt('a positive whole number').default(30),
  RATE_LIMIT_PER_EMAIL: positiveInt('a positive whole number').default(5),
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1, 'must not be empty').default('onboarding:rate-limit:'),
  S3_ENDPOINT: url('http://127.0.0.1:9000').optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: url('https://files.example.com').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: trustProxy,
});

export type RawConfig = z.infer<typeof schema>;

export interface Config extends Omit<RawConfig, 'DASHBOARD_URL'> {
  DASHBOARD_URL: string;
  apiPort: number;
  integrationPort: number;
  appUrl: string;
  dataDir: string;
  captchaProvider: 'altcha' | 'recaptcha';
  /** Staff single sign-on, when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set; null otherwise. */
  oidc: OidcSettings | null;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scopes: string;
  roleClaim: string;
  /** IdP value → staff role; null: the values are the role names themselves. */
  roleMap: RoleMap | null;
  label: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`FOO=` in a .env file or compose) means "not set", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const raw = parsed.data;
  const problems: string[] = [];
  if (Boolean(raw.RECAPTCHA_SITE_KEY) !== Boolean(raw.RECAPTCHA_SECRET)) {
    problems.push('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET must be set together');
  }
  if (raw.S3_BUCKET && !raw.S3_ENDPOINT && !raw.S3_REGION)
    problems.push('S3_BUCKET needs S3_ENDPOINT or S3_REGION');
  const oidcSet = [raw.OIDC_ISSUER, raw.OIDC_CLIENT_ID, raw.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet !== 0 && oidcSet !== 3) {
    problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (single sign-on)');
  }
  let roleMap: RoleMap | null = null;
  if (raw.OIDC_ROLE_MAP) {
    const parsedMap = parseRoleMap(raw.OIDC_ROLE_MAP);
    if (parsedMap.ok) roleMap = parsedMap.map;
    else problems.push(`OIDC_ROLE_MAP: ${parsedMap.problem}`);
  }
  if (raw.WEBHOOK_URLS.length && !raw.WEBHOOK_SECRET)
    problems.push('WEBHOOK_SECRET must be set when WEBHOOK_URLS is (at least 32 characters)');
  if (raw.SCREENING_PROVIDER === 'yente' && !raw.YENTE_URL)
    problems.push('YENTE_URL must be set when SCREENING_PROVIDER is yente');
  if (problems.length) throw new ConfigError(problems);
  const backofficeUrl = raw.BACKOFFICE_URL.replace(/\/$/, '');
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    DASHBOARD_URL: raw.DASHBOARD_URL ?? `${appUrl}${DEFAULT_DASHBOARD_PATH}`,
    apiPort: raw.API_PORT ?? raw.PORT + 5,
    integrationPort: raw.INTEGRATION_PORT ?? raw.PORT + 6,
    appUrl,
    dataDir: path.resolve(raw.DATA_DIR),
    captchaProvider: raw.RECAPTCHA_SITE_KEY ? 'recaptcha' : 'altcha',
    oidc:
      raw.OIDC_ISSUER && raw.OIDC_CLIENT_ID && raw.OIDC_CLIENT_SECRET
        ? {
            issuer: raw.OIDC_ISSUER,
            clientId: raw.OIDC_CLIENT_ID,
            clientSecret: raw.OIDC_CLIENT_SECRET,
            redirectUri: raw.OIDC_REDIRECT_URI ?? `${backofficeUrl}/api/backoffice/sso/callback`,
            scopes: raw.OIDC_SCOPES.split(/\s+/).filter(Boolean).join(' '),
            roleClaim: raw.OIDC_ROLE_CLAIM,
            roleMap,
            label: raw.OIDC_LABEL,
          }
        : null,
  };
}
