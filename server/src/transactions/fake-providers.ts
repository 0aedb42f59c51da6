import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderId } from './providers';

/**
 * A local stand-in for the Stripe, PayPal and Tap endpoints the adapters call, answering as those providers do
 * (status codes and body shapes) for the credentials it was told to accept. Tests and end-to-end runs point
 * STRIPE_API_URL, PAYPAL_API_URL and TAP_API_URL at it with PROVIDER_VERIFY=live.
 *
 * Run on its own: `npx tsx server/src/transactions/fake-providers.ts [port]` prints its env lines.
 */

/** Credentials the fake accepts unless told otherwise; they pass the spec's format rules. */
export const FAKE_CREDENTIALS = {
  stripe: { secretKey: 'sk_live_fakeStripeAcceptedKey000000000000' },
  tap: { secretKey: 'sk_live_fakeTapAcceptedKey00000000000000000' },
  paypal: { clientId: 'fakePaypalClientIdAccepted0000', secretKey: 'fakePaypalSecretAccepted00000000' },
} as const;

/** Well-formed credentials the fake refuses (format valid, so only the provider can tell). */
export const FAKE_REJECTED_CREDENTIALS = {
  stripe: { secretKey: 'sk_live_fakeStripeRevokedKey0000000000000' },
  tap: { secretKey: 'sk_live_fakeTapRevokedKey000000000000000000' },
  paypal: { clientId: 'fakePaypalClientIdRevoked00000', secretKey: 'fakePaypalSecretRevoked000000000' },
} as const;

export interface FakeProvidersOptions {
  port?: number;
  host?: string;
  stripe?: string[];
  tap?: string[];
  paypal?: { clientId: string; secretKey: string }[];
  /**
   * What each provider's listing answers (for the underwriting figures): Stripe paid invoices, Tap charges, PayPal transaction
   * details, in the providers' own shapes. Empty by default.
   */
  ledger?: {
    stripe?: Record<string, unknown>[];
    tap?: Record<string, unknown>[];
    paypal?: Record<string, unknown>[];
  };
}

export interface FakeProviderCall {
  provider: ProviderId;
  accepted: boolean;
}

export interface FakeProviders {
  url: string;
  /** Environment for the API server under test. */
  env: { PROVIDER_VERIFY: 'live'; STRIPE_API_URL: string; PAYPAL_API_URL: string; TAP_API_URL: string };
  /** What was asked, without the credentials themselves. */
  calls: FakeProviderCall[];
  /** Next answers for a provider are this HTTP status (e.g. 503), to exercise outages. */
  failNext(provider: ProviderId, status: number, times?: number): void;
  close(): Promise<void>;
}

const json = (
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const bearer = (req: http.IncomingMessage) => {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : undefined;
};

const mask = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

export async function startFakeProviders(opts: FakeProvidersOptions = {}): Promise<FakeProviders> {
  const stripeKeys = new Set(opts.stripe ?? [FAKE_CREDENTIALS.stripe.secretKey]);
  const tapKeys = new Set(opts.tap ?? [FAKE_CREDENTIALS.tap.secretKey]);
  const paypal = opts.paypal ?? [FAKE_CREDENTIALS.paypal];
  const calls: FakeProviderCall[] = [];
  const ledger = {
    stripe: opts.ledger?.stripe ?? [],
    tap: opts.ledger?.tap ?? [],
    paypal: opts.ledger?.paypal ?? [],
  };
  const tokens = new Set<string>();
  /** A page of `items` after the one whose id is `after` (the providers' cursor pagination). */
  const pageAfter = (items: Record<string, unknown>[], after: string | null, limit: number) => {
    const from = after ? items.findIndex((i) => i.id === after) + 1 : 0;
    const page = items.slice(from, from + limit);
    return { page, hasMore: from + limit < items.length };
  };
  const failures = new Map<ProviderId, { status: number; times: number }>();

  const failing = (provider: ProviderId, res: http.ServerResponse) => {
    const failure = failures.get(provider);
    if (!failure) return false;
    if (--failure.times <= 0) failures.delete(provider);
    json(res, failure.status, { error: { message: 'Service temporarily unavailable' } });
    return true;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').split('?')[0];

      if (req.method === 'GET' && path === '/v1/balance') {
        if (failing('stripe', res)) return;
        const key = bearer(req);
        const accepted = key !== undefined && stripeKeys.has(key);
        calls.push({ provider: 'stripe', accepted });
        if (!accepted) {
          return json(res, 401, {
            error: {
              message: key ? `Invalid API Key provided: ${mask(key)}` : 'You did not provide an API key.',
              type: 'invalid_request_error',
            },
          });
        }
        return json(res, 200, {
          object: 'balance',
          available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
          pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
          livemode: true,
        });
      }

      if (req.method === 'GET' && path === '/v1/invoices') {
        if (failing('stripe', res)) return;
        const key = bearer(req);
        const accepted = key !== undefined && stripeKeys.has(key);
        calls.push({ provider: 'stripe', accepted });
        if (!accepted) return json(res, 401, { error: { message: 'Invalid API Key provided' } });
        const query = new URL(req.url ?? '', 'http://x').searchParams;
        const limit = Math.min(100, Number(query.get('limit') ?? 10));
        const paid = ledger.stripe.filter((i) => !query.get('status') || i.status === query.get('status'));
        const { page, hasMore } = pageAfter(paid, query.get('starting_after'), limit);
        return json(res, 200, { object: 'list', url: '/v1/invoices', has_more: hasMore, data: page });
      }

      if (req.method === 'GET' && path === '/v1/reporting/transactions') {
        if (failing('paypal', res)) return;
        const token = bearer(req);
        const accepted = token !== undefined && tokens.has(token);
        calls.push({ provider: 'paypal', accepted });
        if (!accepted)
          return json(res, 401, {
            error: 'invalid_token',
            error_description: 'Token signature verification failed',
          });
        const query = new URL(req.url ?? '', 'http://x').searchParams;
        const from = Date.parse(query.get('start_date') ?? '');
        const to = Date.parse(query.get('end_date') ?? '');
        if (!(to > from) || to - from > 31 * 86_400_000) {
          return json(res, 400, { name: 'INVALID_REQUEST', message: 'Date range is greater than 31 days' });
        }
        const size = Number(query.get('page_size') ?? 100);
        const pageNo = Number(query.get('page') ?? 1);
        const inWindow = ledger.paypal.filter((t) => {
          const at = Date.parse(
            String((t.transaction_info as Record<string, unknown>)?.transaction_initiation_date),
          );
          return at >= from && at < to;
        });
        return json(res, 200, {
          transaction_details: inWindow.slice((pageNo - 1) * size, pageNo * size),
          page: pageNo,
          total_items: inWindow.length,
          total_pages: Math.max(1, Math.ceil(inWindow.length / size)),
        });
      }

      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        if (failing('paypal', res)) return;
        const header = req.headers.authorization ?? '';
        const decoded = header.startsWith('Basic ')
          ? Buffer.from(header.slice(6), 'base64').toString('utf8')
          : '';
        const colon = decoded.indexOf(':');
        const clientId = colon >= 0 ? decoded.slice(0, colon) : '';
        const secretKey = colon >= 0 ? decoded.slice(colon + 1) : '';
        const grant = new URLSearchParams(body).get('grant_type');
        if (grant !== 'client_credentials') {
          calls.push({ provider: 'paypal', accepted: false });
          return json(res, 400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
        }
        const accepted = paypal.some((c) => c.clientId === clientId && c.secretKey === secretKey);
        calls.push({ provider: 'paypal', accepted });
        if (!accepted) {
          return json(res, 401, {
            error: 'invalid_client',
            error_description: 'Client Authentication failed',
          });
        }
        const accessToken = `A21AA${crypto.randomBytes(24).toString('base64url')}`;
        tokens.add(accessToken);
        return json(res, 200, {
          scope: 'https://uri.paypal.com/services/reporting/search/read',
          access_token: accessToken,
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32400,
          nonce: `${new Date().toISOString()}${crypto.randomBytes(8).toString('hex')}`,
        });
      }

      if (req.method === 'POST' && path === '/v2/charges/list') {
        if (failing('tap', res)) return;
        const key = bearer(req);
        const accepted = key !== undefined && tapKeys.has(key);
        calls.push({ provider: 'tap', accepted });
        if (!accepted) {
          return json(res, 401, { errors: [{ code: '2107', description: 'Invalid API Key' }] });
        }
        let filter: { limit?: number; starting_after?: string } = {};
        try {
          filter = JSON.parse(body || '{}') as typeof filter;
        } catch {
          return json(res, 400, { errors: [{ code: '1108', description: 'Invalid JSON' }] });
        }
        const { page, hasMore } = pageAfter(
          ledger.tap,
          filter.starting_after ?? null,
          Math.min(50, filter.limit ?? 25),
        );
        return json(res, 200, { object: 'list', live_mode: true, has_more: hasMore, charges: page });
      }

      json(res, 404, { error: { message: `Unrecognized request URL (${req.method}: ${path}).` } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    env: { PROVIDER_VERIFY: 'live', STRIPE_API_URL: url, PAYPAL_API_URL: url, TAP_API_URL: url },
    calls,
    failNext(provider, status, times = 1) {
      failures.set(provider, { status, times });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (require.main === module) {
  const port = Number(process.argv[2] ?? 0);
  startFakeProviders({ port }).then((fake) => {
    for (const [name, value] of Object.entries(fake.env)) console.log(`${name}=${value}`);
    const stop = () => void fake.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
