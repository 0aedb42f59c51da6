import { ACCOUNTING_SYSTEM_IDS, type AccountingSystemId } from '@onboarding/shared/schemas';
import { z } from 'zod';
import { ConfigError, type Config } from '../config';

export interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
  /** Overrides of the provider's endpoints and scopes (a regional host, a test double, new scopes). */
  authorizeUrl?: string;
  tokenUrl?: string;
  scopes?: string[];
}

export interface IntegrationSettings {
  /** Where the API listens for the internal outcome call. */
  apiUrl: string;
  /** How long a started connection may take before its state expires. */
  stateTtlSeconds: number;
  /** Time limit of each call to a provider or to the API. */
  httpTimeoutMs: number;
  /** How often undelivered outcomes are retried; 0 leaves retries to the next callback (tests). */
  retryIntervalMs: number;
  /** Providers with real OAuth credentials; the others use the built-in sandbox. */
  providers: Partial<Record<AccountingSystemId, ProviderCredentials>>;
}

const ENV_PREFIX: Record<AccountingSystemId, string> = {
  xero: 'XERO',
  quickbooks: 'QUICKBOOKS',
  zoho: 'ZOHO',
  sage: 'SAGE',
};

const positiveInt = (what: string) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .min(0, `must be ${what}`);
const url = z.string().url('must be a URL');

/**
 * The integration service's own variables (the shared ones are in config.ts): INTERNAL_API_URL (default the API on
 * this machine), OAUTH_STATE_TTL_SECONDS, OAUTH_HTTP_TIMEOUT_MS, OAUTH_RESULT_RETRY_MS, and per provider
 * <XERO|QUICKBOOKS|ZOHO|SAGE>_CLIENT_ID / _CLIENT_SECRET (both or neither), optionally _AUTHORIZE_URL, _TOKEN_URL
 * and _SCOPES (space-separated).
 */
export function loadIntegrationSettings(
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): IntegrationSettings {
  const present = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  const problems: string[] = [];
  const read = <T>(name: string, schema: z.ZodType<T>, fallback: T): T => {
    const raw = present(name);
    if (raw === undefined) return fallback;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    problems.push(`${name}: ${parsed.error.issues[0]?.message}`);
    return fallback;
  };

  const providers: IntegrationSettings['providers'] = {};
  for (const id of ACCOUNTING_SYSTEM_IDS) {
    const prefix = ENV_PREFIX[id];
    const clientId = present(`${prefix}_CLIENT_ID`);
    const clientSecret = present(`${prefix}_CLIENT_SECRET`);
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
      continue;
    }
    const scopes = present(`${prefix}_SCOPES`);
    providers[id] = {
      clientId,
      clientSecret,
      authorizeUrl: read(`${prefix}_AUTHORIZE_URL`, url, undefined as string | undefined),
      tokenUrl: read(`${prefix}_TOKEN_URL`, url, undefined as string | undefined),
      scopes: scopes ? scopes.split(/\s+/) : undefined,
    };
  }

  const settings: IntegrationSettings = {
    apiUrl: read('INTERNAL_API_URL', url, `http://127.0.0.1:${config.apiPort}`).replace(/\/$/, ''),
    stateTtlSeconds: read('OAUTH_STATE_TTL_SECONDS', positiveInt('a number of seconds'), 10 * 60),
    httpTimeoutMs: read('OAUTH_HTTP_TIMEOUT_MS', positiveInt('a number of milliseconds'), 15_000),
    retryIntervalMs: read('OAUTH_RESULT_RETRY_MS', positiveInt('a number of milliseconds'), 30_000),
    providers,
  };
  if (problems.length) throw new ConfigError(problems);
  return settings;
}
