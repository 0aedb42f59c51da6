import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A real OpenID provider for the tests (panva's oidc-provider, test dependency only) on 127.0.0.1 and an ephemeral
// port: discovery, JWKS, authorization with PKCE required, token and userinfo, as a production provider serves them.
// Its login page is replaced by a programmatic one: GET /interaction/<uid>?account=<id> signs that account in and
// consents for it (no account: the person cancels, access_denied). `login()` drives a browser's part of the flow
// with fetch, carrying the provider's cookies by hand.

export const TEST_CLIENT = {
  clientId: 'onboarding-backoffice',
  clientSecret: 'test-client-secret-8f1c2e4a9b',
};

export interface TestOidcProvider {
  issuer: string;
  /** The claims each account gets (`sub` is its id); change them between sign-ins. */
  accounts: Map<string, Record<string, unknown>>;
  /**
   * Follows an authorization URL as a browser would, signs in as `account` (or cancels: undefined), and answers the
   * URL the provider redirects back to (the callback with code, state and iss; or with error).
   */
  login(authorizationUrl: string, account: string | undefined): Promise<URL>;
  close(): Promise<void>;
}

export async function startOidcProvider(opts: { redirectUri: string }): Promise<TestOidcProvider> {
  const accounts = new Map<string, Record<string, unknown>>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // oidc-provider's notices about its development defaults (memory adapter, generated keys, default lifetimes) are
  // meant for real deployments; this one is a test fixture. Only those lines are dropped, while it runs.
  const quiet = quieten(/^oidc-provider (NOTICE|WARNING):/);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    // Roles travel with the profile scope (a group claim, as Keycloak's or Entra's would).
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'roles'] },
    async findAccount(_ctx, sub) {
      const claims = accounts.get(sub);
      if (!claims) return undefined;
      return { accountId: sub, claims: async () => ({ ...claims, sub }) };
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['onboarding-test-oidc-provider-cookie-key'] },
  });
  const callback = provider.callback();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const account = new URL(req.url!, issuer).searchParams.get('account');
      if (!account || !accounts.has(account)) {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The person cancelled.' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({ accountId: account, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });

  async function login(authorizationUrl: string, account: string | undefined): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== issuer) return url;
      if (url.pathname.startsWith('/interaction/') && account) url.searchParams.set('account', account);
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location)
        throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    accounts,
    login,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          quiet.restore();
          resolve();
        });
      }),
  };
}

/** Drops console.info/warn lines matching `pattern` until restore(). */
function quieten(pattern: RegExp) {
  const { info, warn } = console;
  const filter =
    (write: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (!(typeof args[0] === 'string' && pattern.test(args[0]))) write(...args);
    };
  console.info = filter(info);
  console.warn = filter(warn);
  return {
    restore() {
      console.info = info;
      console.warn = warn;
    },
  };
}
