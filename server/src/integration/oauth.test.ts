import { MESSAGES } from '@onboarding/shared/constants';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { applicationState } from '../routes/accounting/test-support';
import { signedInApplicant, type SignedInApplicant as Seeded } from '../test/applicant';
import { loadSecretsKey, SecretBox } from '../transactions/secret-box';
import { integrationLoggerOptions } from './app';
import { pkceChallenge, sha256Hex } from './crypto';
import { BROWSER_COOKIE, setBrowserCookie } from './oauth/browser-binding';
import { tokenContext } from './oauth/connections';
import { oauthConnections, oauthResults, oauthStates } from './schema';
import { pathOf, startServices, type Services } from './test-support';

// Embedded databases and worker threads start here; a busy machine needs the room.
jest.setTimeout(180_000);

// A stand-in for a real provider's token endpoint, to drive the live (non-sandbox) adapter end to end.
let fake: FastifyInstance;
const tokenRequests: { headers: Record<string, unknown>; form: Record<string, string> }[] = [];
let fakeAnswer: { status: number; body: object } = { status: 200, body: {} };

let s: Services;
beforeAll(async () => {
  fake = Fastify();
  fake.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  fake.post('/connect/token', async (request, reply) => {
    tokenRequests.push({ headers: request.headers, form: request.body as Record<string, string> });
    return reply.status(fakeAnswer.status).send(fakeAnswer.body);
  });
  await fake.listen({ port: 0, host: '127.0.0.1' });
  const fakeUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  s = await startServices(
    {
      providers: {
        xero: {
          clientId: 'xero-client-id',
          clientSecret: 'xero-client-secret',
          authorizeUrl: `${fakeUrl}/identity/connect/authorize`,
          tokenUrl: `${fakeUrl}/connect/token`,
        },
      },
    },
    // As deployed: behind the gateway, which sets X-Forwarded-Proto.
    { TRUST_PROXY: 'true' },
  );
});
afterAll(async () => {
  await s?.close();
  await fake?.close();
});

const APP = 'http://app.test';

async function startConnection(
  who: Seeded,
  service: string,
  applicationId = who.applicationId,
  headers: Record<string, string> = {},
) {
  return s.integration.inject({
    method: 'POST',
    url: '/oauth/code',
    headers: { authorization: `Bearer ${who.token}`, ...headers },
    payload: {
      secret: { service_name: service, application_id: applicationId, state: 482913, token: who.token },
    },
  });
}

/** The Set-Cookie lines of a response. */
const setCookies = (res: { headers: Record<string, unknown> }): string[] => {
  const value = res.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
};

/** The binding cookie a response sets, as a browser would send it back (`name=value`). */
function browserCookieOf(res: { headers: Record<string, unknown> }): string {
  const line = setCookies(res).find((c) => c.startsWith(`${BROWSER_COOKIE}=`));
  expect(line).toBeDefined();
  return line!.split(';')[0];
}

/**
 * /oauth/code, then the sandbox consent page, then the applicant's decision: returns the callback URL and the
 * binding cookie of the browser that started it.
 */
async function throughSandbox(who: Seeded, service: string, decision: 'allow' | 'deny') {
  const started = await startConnection(who, service);
  expect(started.statusCode).toBe(200);
  const cookie = browserCookieOf(started);
  const authorizeUrl = (started.json() as { data: string }).data;
  const consent = await s.integration.inject({ method: 'GET', url: pathOf(authorizeUrl) });
  expect(consent.statusCode).toBe(200);
  const form = Object.fromEntries(new URL(authorizeUrl).searchParams);
  const decided = await s.integration.inject({
    method: 'POST',
    url: '/oauth/authorize/sandbox',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, decision }).toString(),
  });
  expect(decided.statusCode).toBe(303);
  return { authorizeUrl, consent, cookie, callback: decided.headers.location as string };
}

/** The provider's redirect back, as the browser follows it (with `cookie`, the browser's Cookie header). */
const callback = (url: string, cookie?: string) =>
  s.integration.inject({ method: 'GET', url: pathOf(url), headers: cookie ? { cookie } : {} });

const connectionsOf = (applicationId: number) =>
  s.integration.db.select().from(oauthConnections).where(eq(oauthConnections.applicationId, applicationId));
const resultsOf = (applicationId: number) =>
  s.integration.db.select().from(oauthResults).where(eq(oauthResults.applicationId, applicationId));

describe('POST /oauth/code', () => {
  it('needs the session token, and only for the applicant’s own application', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const b = await signedInApplicant(s.api.app, { at: 'transactions' });
    const anonymous = await s.integration.inject({
      method: 'POST',
      url: '/oauth/code',
      payload: {
        secret: { service_name: 'zoho', application_id: a.applicationId, state: '123456', token: 'nope' },
      },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await startConnection(b, 'zoho', a.applicationId)).statusCode).toBe(403);
    expect((await startConnection(a, 'zoho', 1111)).statusCode).toBe(403);
    const unknown = await startConnection(a, 'freshbooks');
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as { details: { error: string } }).details.error).toBe(MESSAGES.invalidOption);
    expect(
      await s.integration.db.select().from(oauthStates).where(eq(oauthStates.applicationId, a.applicationId)),
    ).toEqual([]);
  });

  it('keeps the browser’s 6-digit state for correlation only and gives the provider a long random one', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const res = await startConnection(a, 'Zoho');
    const url = new URL((res.json() as { data: string }).data);
    expect(url.origin + url.pathname).toBe(`${APP}/oauth/authorize/sandbox`);
    expect(url.searchParams.get('client_id')).toBe('sandbox-zoho');
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP}/oauth/callback/zoho`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).not.toBe('482913');
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(43);
    const [row] = await s.integration.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.applicationId, a.applicationId));
    expect(row.clientState).toBe('482913');
    expect(JSON.stringify(row)).not.toContain(url.searchParams.get('state'));
  });
});

describe('sandbox flow', () => {
  it('Allow: stores the tokens sealed, marks ACCOUNTING done and returns the browser to the app', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { consent, callback: back, cookie } = await throughSandbox(a, 'quickbooks', 'allow');
    expect(consent.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(consent.body).toContain('<html lang="en">');
    expect(consent.body).toMatch(/<button type="submit" name="decision" value="allow"[^>]*>Allow<\/button>/);
    expect(consent.body).toMatch(/<button type="submit" name="decision" value="deny">Deny<\/button>/);
    expect(back.startsWith(`${APP}/oauth/callback/quickbooks?`)).toBe(true);

    const res = await callback(back, cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${APP}/`);

    const [connection] = await connectionsOf(a.applicationId);
    expect(connection).toMatchObject({ provider: 'quickbooks', mode: 'sandbox', tokenType: 'Bearer' });
    const box = new SecretBox(await loadSecretsKey(s.api.config));
    const accessToken = box.open(
      connection.accessToken,
      tokenContext(a.applicationId, 'quickbooks', 'access_token'),
    );
    expect(accessToken.length).toBeGreaterThan(20);
    expect(JSON.stringify(connection)).not.toContain(accessToken);
    // Sealed for this row only.
    expect(() =>
      box.open(connection.accessToken, tokenContext(a.applicationId + 1, 'quickbooks', 'access_token')),
    ).toThrow();

    const status = await s.api.app.inject({
      method: 'GET',
      url: '/api/onboarding/check-user',
      headers: a.auth,
    });
    expect(status.json()).toMatchObject({
      stage: 'PENDING',
      stages_lists: [
        { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true, ACCOUNTING: true },
      ],
      accounting_step: [{ status: 'connected', service: 'quickbooks' }],
    });
    const [delivered] = await resultsOf(a.applicationId);
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    expect((await applicationState(s.api.app, a.applicationId)).actions).toContain('accounting.connected');
  });

  it('Deny: records access_denied and returns to /accounting, storing no tokens', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { callback: back, cookie } = await throughSandbox(a, 'sage', 'deny');
    expect(new URL(back).searchParams.get('error')).toBe('access_denied');
    const res = await callback(back, cookie);
    expect(res.headers.location).toBe(`${APP}/accounting`);
    expect(await connectionsOf(a.applicationId)).toEqual([]);
    const { application } = await applicationState(s.api.app, a.applicationId);
    expect(application.accountingStep).toEqual([{ status: 'access_denied', service: 'sage' }]);
    expect(application.stage).toBe('ACCOUNTING');
  });
});

describe('callbacks that are refused', () => {
  it('state mismatch: a state we never issued is refused, nothing stored or reported', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { callback: back, cookie } = await throughSandbox(a, 'zoho', 'allow');
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    const res = await callback(forged.toString(), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Back to accounting');
    expect(await connectionsOf(a.applicationId)).toEqual([]);
    expect(await resultsOf(a.applicationId)).toEqual([]);
  });

  it('a parameter given twice (state=a&state=b) is refused with 400, never a 500 (finding #14.5)', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { callback: back, cookie } = await throughSandbox(a, 'zoho', 'allow');
    const doubled = new URL(back);
    doubled.searchParams.append('state', 'b');
    const res = await callback(doubled.toString(), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Back to accounting');
    expect(await connectionsOf(a.applicationId)).toEqual([]);
    expect((await callback(`${APP}/oauth/callback/xero?state=a&state=b`)).statusCode).toBe(400);
    // The real callback still works afterwards: nothing was spent.
    expect((await callback(back, cookie)).headers.location).toBe(`${APP}/`);
  });

  it('foreign state: a state issued for one provider is refused on another’s callback', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { callback: back, cookie } = await throughSandbox(a, 'zoho', 'allow');
    const res = await callback(back.replace('/oauth/callback/zoho', '/oauth/callback/sage'), cookie);
    expect(res.statusCode).toBe(400);
    expect(await connectionsOf(a.applicationId)).toEqual([]);
    expect(await resultsOf(a.applicationId)).toEqual([]);
  });

  it('replay: the second use of a callback is refused and changes nothing', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { callback: back, cookie } = await throughSandbox(a, 'zoho', 'allow');
    expect((await callback(back, cookie)).headers.location).toBe(`${APP}/`);
    const [before] = await connectionsOf(a.applicationId);
    const replay = await callback(back, cookie);
    expect(replay.statusCode).toBe(400);
    const after = await connectionsOf(a.applicationId);
    expect(after).toHaveLength(1);
    expect(after[0].accessToken).toEqual(before.accessToken);
    expect(await resultsOf(a.applicationId)).toHaveLength(1);
  });

  it('missing code: recorded as access_denied, nothing stored', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { callback: back, cookie } = await throughSandbox(a, 'zoho', 'allow');
    const noCode = new URL(back);
    noCode.searchParams.delete('code');
    const res = await callback(noCode.toString(), cookie);
    expect(res.headers.location).toBe(`${APP}/accounting`);
    expect(await connectionsOf(a.applicationId)).toEqual([]);
    const [result] = await resultsOf(a.applicationId);
    expect(result).toMatchObject({ status: 'access_denied', reason: 'missing_code' });
  });

  it('provider error: an error callback, or a code the provider will not redeem, stores nothing', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const first = await throughSandbox(a, 'zoho', 'allow');
    const errored = new URL(first.callback);
    errored.searchParams.delete('code');
    errored.searchParams.set('error', 'server_error');
    expect((await callback(errored.toString(), first.cookie)).headers.location).toBe(`${APP}/accounting`);

    const second = await throughSandbox(a, 'zoho', 'allow');
    const wrongCode = new URL(second.callback);
    wrongCode.searchParams.set('code', 'not-the-code-the-sandbox-issued');
    expect((await callback(wrongCode.toString(), second.cookie)).headers.location).toBe(`${APP}/accounting`);

    expect(await connectionsOf(a.applicationId)).toEqual([]);
    const reasons = (await resultsOf(a.applicationId)).map((r) => [r.status, r.reason]).sort();
    expect(reasons).toEqual([
      ['access_denied', 'invalid_grant'],
      ['access_denied', 'server_error'],
    ]);
    const { application } = await applicationState(s.api.app, a.applicationId);
    expect(application.accountingStep).toEqual([{ status: 'access_denied', service: 'zoho' }]);
  });
});

describe('binding to the browser that started the connection', () => {
  const stateOf = (authorizeUrl: string) => new URL(authorizeUrl).searchParams.get('state')!;
  const rowOf = async (state: string) =>
    (
      await s.integration.db
        .select()
        .from(oauthStates)
        .where(eq(oauthStates.stateHash, sha256Hex(state)))
    )[0];

  it('sets an HttpOnly, SameSite=Lax cookie on /oauth for the state’s lifetime and keeps only its hash', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const res = await startConnection(a, 'zoho');
    expect(res.statusCode).toBe(200);
    const lines = setCookies(res);
    expect(lines).toHaveLength(1);
    const attributes = lines[0].split(';').map((p) => p.trim());
    const [nameValue, ...rest] = attributes;
    const value = nameValue.slice(`${BROWSER_COOKIE}=`.length);
    expect(nameValue.startsWith(`${BROWSER_COOKIE}=`)).toBe(true);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rest).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/oauth', 'Max-Age=600']));
    // Plain http: no Secure, or the browser would drop it.
    expect(rest).not.toContain('Secure');
    expect(rest.some((p) => /^(domain|expires)=/i.test(p))).toBe(false);

    const row = await rowOf(stateOf((res.json() as { data: string }).data));
    expect(row.browserHash).toBe(sha256Hex(value));
    expect(JSON.stringify(row)).not.toContain(value);
  });

  it('marks the cookie Secure when the trusted proxy says the request came over https', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const res = await startConnection(a, 'zoho', a.applicationId, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    const rest = setCookies(res)[0]
      .split(';')
      .map((p) => p.trim());
    expect(rest).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/oauth']));
  });

  it('believes X-Forwarded-Proto only from a proxy the service trusts (TRUST_PROXY)', async () => {
    const lineFor = async (trustProxy: boolean) => {
      const app = Fastify({ trustProxy });
      app.get('/oauth/probe', async (request, reply) => {
        setBrowserCookie(request, reply, 'v'.repeat(43), 600);
        return {};
      });
      const res = await app.inject({ url: '/oauth/probe', headers: { 'x-forwarded-proto': 'https' } });
      await app.close();
      return setCookies(res)[0]
        .split(';')
        .map((p) => p.trim());
    };
    expect(await lineFor(false)).not.toContain('Secure');
    expect(await lineFor(true)).toContain('Secure');
  });

  it('callback without the cookie: refused, nothing stored or reported, the state left for its browser', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { callback: back, authorizeUrl } = await throughSandbox(a, 'zoho', 'allow');
    for (const cookie of [undefined, 'other=1', `${BROWSER_COOKIE}=`, `${BROWSER_COOKIE}=short`]) {
      const res = await callback(back, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('This connection link is no longer valid');
      expect(res.body).toContain('Back to accounting');
      expect(setCookies(res)).toEqual([]);
    }
    expect(await connectionsOf(a.applicationId)).toEqual([]);
    expect(await resultsOf(a.applicationId)).toEqual([]);
    expect((await rowOf(stateOf(authorizeUrl))).usedAt).toBeNull();
    const { application, actions } = await applicationState(s.api.app, a.applicationId);
    expect(application.stage).toBe('ACCOUNTING');
    expect(actions).not.toContain('accounting.connected');
  });

  it('callback with another browser’s cookie is refused; the right browser still finishes, and the cookie goes', async () => {
    const attacker = await signedInApplicant(s.api.app, { at: 'transactions' });
    const victim = await signedInApplicant(s.api.app, { at: 'transactions' });
    // The attacker starts a connection for their own application and sends the victim the resulting link.
    const theirs = await throughSandbox(attacker, 'sage', 'allow');
    // The victim's browser holds a binding cookie of its own from a connection it started itself.
    const victimStart = await startConnection(victim, 'sage');
    const victimCookie = browserCookieOf(victimStart);
    expect(victimCookie).not.toBe(theirs.cookie);

    const refused = await callback(theirs.callback, victimCookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('This connection link is no longer valid');
    expect(setCookies(refused)).toEqual([]);
    for (const who of [attacker, victim]) {
      expect(await connectionsOf(who.applicationId)).toEqual([]);
      expect(await resultsOf(who.applicationId)).toEqual([]);
      expect((await applicationState(s.api.app, who.applicationId)).application.stage).toBe('ACCOUNTING');
    }
    expect((await rowOf(stateOf(theirs.authorizeUrl))).usedAt).toBeNull();

    // The browser that started it completes it: connected, and its binding cookie removed.
    const done = await callback(theirs.callback, `other=1; ${theirs.cookie}`);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${APP}/`);
    const [cleared] = setCookies(done);
    expect(cleared.split(';').map((p) => p.trim())).toEqual(
      expect.arrayContaining([`${BROWSER_COOKIE}=`, 'Max-Age=0', 'Path=/oauth', 'HttpOnly', 'SameSite=Lax']),
    );
    expect(await connectionsOf(attacker.applicationId)).toHaveLength(1);
    expect((await applicationState(s.api.app, attacker.applicationId)).application.stage).toBe('PENDING');
    expect(await connectionsOf(victim.applicationId)).toEqual([]);
    // Spent now: the same browser cannot replay it either.
    expect((await callback(theirs.callback, theirs.cookie)).statusCode).toBe(400);
  });

  it('a state issued before the binding existed (no browser hash) is refused', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { callback: back, cookie, authorizeUrl } = await throughSandbox(a, 'zoho', 'allow');
    await s.integration.db
      .update(oauthStates)
      .set({ browserHash: null })
      .where(eq(oauthStates.stateHash, sha256Hex(stateOf(authorizeUrl))));
    expect((await callback(back, cookie)).statusCode).toBe(400);
    expect(await connectionsOf(a.applicationId)).toEqual([]);
    expect(await resultsOf(a.applicationId)).toEqual([]);
  });

  it('a browser that already holds a binding cookie keeps it for its next connection; a malformed one is replaced', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const first = await startConnection(a, 'zoho');
    const cookie = browserCookieOf(first);
    const second = await startConnection(a, 'sage', a.applicationId, { cookie });
    expect(browserCookieOf(second)).toBe(cookie);
    const third = await startConnection(a, 'sage', a.applicationId, {
      cookie: `${BROWSER_COOKIE}=chosen-by-me`,
    });
    expect(browserCookieOf(third)).not.toBe(`${BROWSER_COOKIE}=chosen-by-me`);
    expect(browserCookieOf(third)).toMatch(new RegExp(`^${BROWSER_COOKIE}=[A-Za-z0-9_-]{43}$`));
  });

  it('keeps the cookie out of the logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = integrationLoggerOptions(s.integration.config) as {
      redact: pino.LoggerOptions['redact'];
    };
    const log = pino({ level: 'info', redact: options.redact }, stream);
    const secret = 'c'.repeat(43);
    log.info({ req: { headers: { cookie: `${BROWSER_COOKIE}=${secret}` } } }, 'request');
    log.info(
      { headers: { cookie: `${BROWSER_COOKIE}=${secret}`, authorization: `Bearer ${secret}` } },
      'call',
    );
    log.info({ res: { headers: { 'set-cookie': `${BROWSER_COOKIE}=${secret}; HttpOnly` } } }, 'response');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain(secret);
      expect(line).toContain('[redacted]');
    }
  });
});

describe('sandbox authorization server', () => {
  it('refuses an unregistered redirect URI without redirecting', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { authorizeUrl } = await throughSandbox(a, 'sage', 'deny');
    const evil = new URL(authorizeUrl);
    evil.searchParams.set('redirect_uri', 'https://evil.example/steal');
    const res = await s.integration.inject({ method: 'GET', url: pathOf(evil.toString()) });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('redeems a code once, only with the right client, redirect URI and PKCE verifier', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const started = await startConnection(a, 'sage');
    const params = Object.fromEntries(new URL((started.json() as { data: string }).data).searchParams);
    // A verifier of our own, whose challenge we put in the request in place of the service's.
    const verifier = 'v'.repeat(50);
    const decided = await s.integration.inject({
      method: 'POST',
      url: '/oauth/authorize/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...params,
        code_challenge: pkceChallenge(verifier),
        decision: 'allow',
      }).toString(),
    });
    const code = new URL(decided.headers.location as string).searchParams.get('code')!;
    const key = await loadSecretsKey(s.api.config);
    const { sandboxClients } = await import('./providers/sandbox');
    const client = sandboxClients(APP, key).get('sandbox-sage')!;
    const redeem = (form: Record<string, string>, secret = client.clientSecret) =>
      s.integration.inject({
        method: 'POST',
        url: '/oauth/sandbox/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${client.clientId}:${secret}`).toString('base64')}`,
        },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: client.redirectUri,
          code_verifier: verifier,
          ...form,
        }).toString(),
      });
    expect((await redeem({}, 'wrong-secret')).json()).toEqual({ error: 'invalid_client' });
    const ok = await redeem({});
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    expect((await redeem({})).json()).toEqual({ error: 'invalid_grant' });
  });
});

describe('live provider adapter (Xero, against a stand-in token endpoint)', () => {
  it('sends the authorization request and redeems the code as RFC 6749 and RFC 7636 say', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const started = await startConnection(a, 'xero');
    const url = new URL((started.json() as { data: string }).data);
    expect(url.pathname).toBe('/identity/connect/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'xero-client-id',
      redirect_uri: `${APP}/oauth/callback/xero`,
      scope: expect.stringContaining('offline_access'),
      code_challenge_method: 'S256',
    });

    fakeAnswer = {
      status: 200,
      body: {
        access_token: 'live-access',
        refresh_token: 'live-refresh',
        token_type: 'Bearer',
        expires_in: 1800,
      },
    };
    const state = url.searchParams.get('state')!;
    const res = await callback(
      `${APP}/oauth/callback/xero?code=live-code&state=${encodeURIComponent(state)}`,
      browserCookieOf(started),
    );
    expect(res.headers.location).toBe(`${APP}/`);

    const request = tokenRequests.at(-1)!;
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('xero-client-id:xero-client-secret').toString('base64')}`,
    );
    expect(request.form).toMatchObject({
      grant_type: 'authorization_code',
      code: 'live-code',
      redirect_uri: `${APP}/oauth/callback/xero`,
    });
    expect(pkceChallenge(request.form.code_verifier)).toBe(url.searchParams.get('code_challenge'));
    const [connection] = await connectionsOf(a.applicationId);
    expect(connection.mode).toBe('live');
    const box = new SecretBox(await loadSecretsKey(s.api.config));
    expect(box.open(connection.refreshToken!, tokenContext(a.applicationId, 'xero', 'refresh_token'))).toBe(
      'live-refresh',
    );
  });

  it('a refusal at the token endpoint is recorded as access_denied with the provider’s error code', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const started = await startConnection(a, 'xero');
    const state = new URL((started.json() as { data: string }).data).searchParams.get('state')!;
    fakeAnswer = { status: 400, body: { error: 'invalid_grant' } };
    const res = await callback(
      `${APP}/oauth/callback/xero?code=expired&state=${encodeURIComponent(state)}`,
      browserCookieOf(started),
    );
    expect(res.headers.location).toBe(`${APP}/accounting`);
    expect(await connectionsOf(a.applicationId)).toEqual([]);
    expect((await resultsOf(a.applicationId))[0]).toMatchObject({
      status: 'access_denied',
      reason: 'invalid_grant',
    });
  });
});

describe('reporting outcomes to the API', () => {
  it('keeps an outcome the API did not take and delivers it on a later attempt, once', async () => {
    const a = await signedInApplicant(s.api.app, { at: 'transactions' });
    const { OutcomeReporter } = await import('./oauth/results');
    const { loadServiceKey } = await import('./service-token');
    const serviceKey = await loadServiceKey(s.api.config);
    const log = s.integration.log;
    // Port 9 (discard) on loopback: nothing listens, as when the API is down.
    const down = new OutcomeReporter(s.integration.db, {
      apiUrl: 'http://127.0.0.1:9',
      serviceKey,
      timeoutMs: 2_000,
      log,
    });
    expect(await down.report({ applicationId: a.applicationId, provider: 'sage', status: 'connected' })).toBe(
      false,
    );
    const [pending] = await resultsOf(a.applicationId);
    expect(pending).toMatchObject({
      attempts: 1,
      lastError: 'unreachable',
      deliveredAt: null,
      failedAt: null,
    });
    expect((await applicationState(s.api.app, a.applicationId)).application.stage).toBe('ACCOUNTING');

    await s.integration.db
      .update(oauthResults)
      .set({ nextAttemptAt: new Date() })
      .where(eq(oauthResults.id, pending.id));
    const port = (s.api.app.server.address() as AddressInfo).port;
    const up = new OutcomeReporter(s.integration.db, {
      apiUrl: `http://127.0.0.1:${port}`,
      serviceKey,
      timeoutMs: 5_000,
      log,
    });
    await up.deliverPending();
    await up.deliverPending();
    const [delivered] = await resultsOf(a.applicationId);
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    const { application, actions } = await applicationState(s.api.app, a.applicationId);
    expect(application.stage).toBe('PENDING');
    expect(actions.filter((x) => x === 'accounting.connected')).toHaveLength(1);
  });
});
