import type { ProviderId } from '@onboarding/shared/schemas';

export type { ProviderId };

export interface ProviderCredentials {
  secretKey: string;
  /** PayPal only. */
  clientId?: string;
}

export type VerifyOutcome =
  | { status: 'accepted' }
  | { status: 'rejected'; httpStatus: number }
  /** The provider could not answer (network, timeout, 5xx, 429): not the applicant's fault. */
  | { status: 'unavailable'; reason: string };

export interface ProviderAdapter {
  id: ProviderId;
  verify(credentials: ProviderCredentials): Promise<VerifyOutcome>;
}

export type VerifyMode = 'live' | 'skip';

export interface ProviderSettings {
  mode: VerifyMode;
  baseUrls: Record<ProviderId, string>;
  timeoutMs: number;
}

/** Live endpoints. Keys are sk_live_ keys (spec), so PayPal's live host, not its sandbox. */
export const DEFAULT_BASE_URLS: Record<ProviderId, string> = {
  stripe: 'https://api.stripe.com',
  paypal: 'https://api-m.paypal.com',
  tap: 'https://api.tap.company',
};

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * PROVIDER_VERIFY=live|skip, STRIPE_API_URL, PAYPAL_API_URL, TAP_API_URL, PROVIDER_TIMEOUT_MS. Verification is live
 * in production and skipped otherwise unless asked for: the embedded setup runs offline, and says so in its log.
 * A bad value throws at start, naming the variable.
 */
export function providerSettings(env: Record<string, string | undefined>): ProviderSettings {
  const rawMode = env.PROVIDER_VERIFY?.trim().toLowerCase();
  if (rawMode && rawMode !== 'live' && rawMode !== 'skip') {
    throw new Error(`PROVIDER_VERIFY must be "live" or "skip", got "${env.PROVIDER_VERIFY}"`);
  }
  const mode: VerifyMode =
    (rawMode as VerifyMode | undefined) ?? (env.NODE_ENV === 'production' ? 'live' : 'skip');
  const baseUrls = { ...DEFAULT_BASE_URLS };
  for (const [id, name] of [
    ['stripe', 'STRIPE_API_URL'],
    ['paypal', 'PAYPAL_API_URL'],
    ['tap', 'TAP_API_URL'],
  ] as const) {
    const value = env[name]?.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name} must be an http(s) URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`${name} must be an http(s) URL`);
    baseUrls[id] = value.replace(/\/+$/, '');
  }
  const timeoutMs = env.PROVIDER_TIMEOUT_MS ? Number(env.PROVIDER_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100) {
    throw new Error('PROVIDER_TIMEOUT_MS must be an integer of at least 100');
  }
  return { mode, baseUrls, timeoutMs };
}

type Fetch = typeof fetch;

interface Probe {
  path: string;
  init(credentials: ProviderCredentials): RequestInit;
}

// One cheap, read-only call per provider that needs a valid live key and changes nothing on the account.
const PROBES: Record<ProviderId, Probe> = {
  // https://docs.stripe.com/api/balance/balance_retrieve: any working secret or restricted key may read it.
  stripe: {
    path: '/v1/balance',
    init: ({ secretKey }) => ({ method: 'GET', headers: { authorization: `Bearer ${secretKey}` } }),
  },
  // https://developer.paypal.com/api/rest/authentication/: client credentials grant, basic auth client:secret.
  paypal: {
    path: '/v1/oauth2/token',
    init: ({ clientId, secretKey }) => ({
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId ?? ''}:${secretKey}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    }),
  },
  // https://developers.tap.company/reference/list-all-charges: Tap lists through POST with a JSON filter.
  tap: {
    path: '/v2/charges/list',
    init: ({ secretKey }) => ({
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ limit: 1 }),
    }),
  },
};

function createProviderAdapter(
  id: ProviderId,
  settings: Pick<ProviderSettings, 'baseUrls' | 'timeoutMs'>,
  fetchImpl: Fetch = fetch,
): ProviderAdapter {
  const probe = PROBES[id];
  const url = `${settings.baseUrls[id]}${probe.path}`;
  return {
    id,
    async verify(credentials) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          ...probe.init(credentials),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (err) {
        // The error names the host or the timeout, never the request headers that carry the key.
        return { status: 'unavailable', reason: describeFetchError(err) };
      }
      // Nothing in the body is needed; releasing it frees the connection.
      await response.body?.cancel().catch(() => undefined);
      return classify(response.status);
    },
  };
}

export function classify(status: number): VerifyOutcome {
  if (status >= 200 && status < 300) return { status: 'accepted' };
  // 400 (PayPal: malformed client), 401 (bad key), 403 (key without the permission to read): the key is unusable.
  if (status === 400 || status === 401 || status === 403) return { status: 'rejected', httpStatus: status };
  // 404 means our base URL is wrong, 429 and 5xx are the provider's trouble: neither says anything about the key.
  return { status: 'unavailable', reason: `provider answered HTTP ${status}` };
}

function describeFetchError(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'timed out';
    const cause = (err as Error & { cause?: { code?: string } }).cause;
    return cause?.code ?? err.message;
  }
  return 'request failed';
}

export function createProviderAdapters(settings: ProviderSettings, fetchImpl: Fetch = fetch) {
  return {
    stripe: createProviderAdapter('stripe', settings, fetchImpl),
    paypal: createProviderAdapter('paypal', settings, fetchImpl),
    tap: createProviderAdapter('tap', settings, fetchImpl),
  } satisfies Record<ProviderId, ProviderAdapter>;
}
