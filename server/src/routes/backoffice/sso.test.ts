import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { auditLog, staff } from '../../db/schema';
import { inviteStaff } from '../../staff/accounts';
import {
  startOidcProvider,
  TEST_CLIENT,
  type TestOidcProvider,
} from '../../staff/test-support/oidc-provider';
import { createTestApp, type TestApp } from '../../test/app';

// Staff single sign-on over HTTP against a real OpenID provider (oidc-provider on 127.0.0.1, PKCE required):
// start → the provider's login → callback → the staff cookie and the mapped role; then every refusal (state, replay,
// expiry, no role, disabled, unverified email, cancelled, another subject), the provider being down, the cookies'
// attributes, and no secret in logs or audit rows.

jest.setTimeout(120_000);

const BACKOFFICE = 'http://backoffice.test';
const REDIRECT_URI = `${BACKOFFICE}/api/backoffice/sso/callback`;
const ROLE_MAP = JSON.stringify({ 'bo-review': 'reviewer', 'bo-approve': 'approver', 'bo-admin': 'admin' });
const MINUTE = 60_000;

let idp: TestOidcProvider;
let t: TestApp;
const logs: string[] = [];
/** Everything secret the tests see: none may appear in a log line or an audit row. */
const secrets = new Set<string>([TEST_CLIENT.clientSecret]);
let offset = 0;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: REDIRECT_URI });
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
  t = await createTestApp(
    {
      BACKOFFICE_URL: BACKOFFICE,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      OIDC_ROLE_MAP: ROLE_MAP,
      OIDC_LABEL: 'Provider SSO',
      RATE_LIMIT_PER_IP: '1000',
    },
    { logStream: stream, now: () => new Date(Date.now() + offset) },
  );
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

let accounts = 0;
/** A new account at the provider; `sub` is its key. */
function person(claims: Record<string, unknown>): { sub: string; email: string } {
  const sub = `person-${++accounts}`;
  const email = `${sub}@provider.example`;
  idp.accounts.set(sub, { email, email_verified: true, name: 'Staff Member', ...claims });
  return { sub, email };
}

interface Flow {
  start: Awaited<ReturnType<TestApp['app']['inject']>>;
  flowCookie: string;
  back: URL;
  callback: Awaited<ReturnType<TestApp['app']['inject']>>;
}

/** The browser's part: /sso/start, the provider (signed in as `sub`, or cancelled), then the callback. */
async function ssoSignIn(sub: string | undefined, between?: () => void): Promise<Flow> {
  const start = await t.app.inject({ url: '/api/backoffice/sso/start' });
  expect(start.statusCode).toBe(302);
  const flowCookie = start.cookies.find((c) => c.name === 'staff-sso')!.value;
  secrets.add(flowCookie);
  const back = await idp.login(String(start.headers.location), sub);
  const code = back.searchParams.get('code');
  if (code) secrets.add(code);
  between?.();
  const callback = await t.app.inject({
    url: `/api/backoffice/sso/callback${back.search}`,
    cookies: { 'staff-sso': flowCookie },
  });
  const session = callback.cookies.find((c) => c.name === 'staff');
  if (session?.value) secrets.add(session.value);
  return { start, flowCookie, back, callback };
}

const sessionOf = (flow: Flow) => flow.callback.cookies.find((c) => c.name === 'staff')?.value;

async function whoAmI(cookie: string | undefined) {
  const res = await t.app.inject({ url: '/api/backoffice/session', cookies: { staff: cookie ?? '' } });
  return res.statusCode === 200 ? res.json().staff : res.statusCode;
}

async function audits(action: string) {
  return t.app.db.select().from(auditLog).where(eq(auditLog.action, action));
}

const failedWith = (reason: string) => `${BACKOFFICE}/sign-in?sso=failed&reason=${reason}`;

describe('GET /backoffice/sso', () => {
  it('offers single sign-on with its label', async () => {
    const res = await t.app.inject({ url: '/api/backoffice/sso' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true, label: 'Provider SSO' });
  });
});

describe('GET /backoffice/sso/start', () => {
  it('redirects to the provider with PKCE (S256), state, nonce and the registered redirect URI', async () => {
    const res = await t.app.inject({ url: '/api/backoffice/sso/start' });
    expect(res.statusCode).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(to.origin).toBe(idp.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: TEST_CLIENT.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['code_challenge', 'state', 'nonce'])
      expect(to.searchParams.get(param)!.length).toBeGreaterThanOrEqual(22);
  });

  it('keeps the flow in a sealed, HttpOnly, SameSite=Lax cookie on the callback path for 10 minutes', async () => {
    const res = await t.app.inject({ url: '/api/backoffice/sso/start' });
    const cookie = res.cookies.find((c) => c.name === 'staff-sso')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/backoffice/sso/callback',
      maxAge: 600,
    });
    expect(cookie.secure).toBeFalsy();
    // Sealed: neither the state nor anything else of the request reads in it.
    const state = new URL(String(res.headers.location)).searchParams.get('state')!;
    expect(cookie.value).not.toContain(state);
    expect(Buffer.from(cookie.value.split('.')[3], 'base64url').toString('utf8')).not.toContain(state);
  });

  it('sets a Secure __Secure- cookie away from localhost', async () => {
    const res = await t.app.inject({
      url: '/api/backoffice/sso/start',
      headers: { host: 'backoffice.test' },
    });
    const cookie = res.cookies.find((c) => c.name === '__Secure-staff-sso')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});

describe('the callback', () => {
  it('creates an account the provider vouches for, signs it in with the mapped role, audited', async () => {
    const { sub, email } = person({ roles: ['bo-review', 'bo-approve', 'something-else'] });
    const flow = await ssoSignIn(sub);
    expect(flow.callback.statusCode).toBe(302);
    expect(flow.callback.headers.location).toBe(`${BACKOFFICE}/cases`);
    const cookie = flow.callback.cookies.find((c) => c.name === 'staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/backoffice' });
    // The flow cookie is spent.
    expect(flow.callback.cookies.find((c) => c.name === 'staff-sso')?.value).toBe('');
    const [row] = await t.app.db.select().from(staff).where(eq(staff.email, email));
    expect(await whoAmI(cookie.value)).toEqual({ id: row.id, email, role: 'approver' });

    expect(row).toMatchObject({
      status: 'active',
      role: 'approver',
      passwordHash: null,
      totpSecretCiphertext: null,
      ssoSubject: `${idp.issuer}|${sub}`,
    });
    const signedIn = (await audits('staff.sso_signed_in')).filter((a) => a.staffId === row.id);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0].detail).toMatchObject({ role: 'approver', created: true });
    expect((await audits('staff.sso_created')).some((a) => a.staffId === row.id)).toBe(true);
  });

  it('sends an admin to the team page', async () => {
    const { sub } = person({ roles: ['bo-admin', 'bo-review'] });
    const flow = await ssoSignIn(sub);
    expect(flow.callback.headers.location).toBe(`${BACKOFFICE}/team`);
    expect((await whoAmI(sessionOf(flow))).role).toBe('admin');
  });

  it('an account made by single sign-on has no password: the password sign-in refuses it', async () => {
    const { sub, email } = person({ roles: ['bo-review'] });
    await ssoSignIn(sub);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/session',
      payload: { email, password: 'copper kites drift at dawn', code: '123456' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('takes an invited account, sets its role from the claim (audited) and ends its pending enrolment', async () => {
    const { sub, email } = person({ roles: 'bo-approve' });
    const invitation = await inviteStaff(t.app, { email, role: 'reviewer', invitedBy: 'test' });
    // (The enrolment link is not among `secrets`: the outbox mailer prints it, by design, for development.)
    const flow = await ssoSignIn(sub);
    expect(await whoAmI(sessionOf(flow))).toEqual({ id: invitation.staffId, email, role: 'approver' });
    const changes = (await audits('staff.role_changed')).filter((a) => a.staffId === invitation.staffId);
    expect(changes.map((a) => a.detail)).toEqual([
      expect.objectContaining({ from: 'reviewer', to: 'approver', source: 'sso' }),
    ]);
    const opened = await t.app.inject({
      url: '/api/backoffice/enrolment',
      headers: { 'x-enrolment-token': new URL(invitation.link).hash.replace('#token=', '') },
    });
    expect(opened.statusCode).toBe(400);

    // The provider lowers the role: the next sign-in follows it.
    idp.accounts.set(sub, { ...idp.accounts.get(sub), roles: ['bo-review'] });
    const again = await ssoSignIn(sub);
    expect((await whoAmI(sessionOf(again))).role).toBe('reviewer');
  });

  it('refuses someone with no mapped role, and creates nothing', async () => {
    const { sub, email } = person({ roles: ['reviewer', 'staff'] });
    const flow = await ssoSignIn(sub);
    expect(flow.callback.statusCode).toBe(302);
    expect(flow.callback.headers.location).toBe(failedWith('no-role'));
    expect(sessionOf(flow)).toBeUndefined();
    expect(await t.app.db.select().from(staff).where(eq(staff.email, email))).toEqual([]);
    const refused = (await audits('staff.sso_refused')).filter((a) => a.detail.email === email);
    expect(refused.map((a) => a.detail.reason)).toEqual(['no-role']);
  });

  it('refuses a disabled account', async () => {
    const { sub, email } = person({ roles: ['bo-admin'] });
    await ssoSignIn(sub);
    await t.app.db.update(staff).set({ status: 'disabled' }).where(eq(staff.email, email));
    const flow = await ssoSignIn(sub);
    expect(flow.callback.headers.location).toBe(failedWith('disabled'));
    expect(sessionOf(flow)).toBeUndefined();
    const [row] = await t.app.db.select().from(staff).where(eq(staff.email, email));
    expect(row.status).toBe('disabled');
  });

  it('does not let a lock of the password sign-in stop the provider’s sign-in', async () => {
    const { sub, email } = person({ roles: ['bo-review'] });
    await ssoSignIn(sub);
    await t.app.db
      .update(staff)
      .set({ lockedUntil: new Date(Date.now() + 10 * MINUTE) })
      .where(eq(staff.email, email));
    const flow = await ssoSignIn(sub);
    expect(flow.callback.headers.location).toBe(`${BACKOFFICE}/cases`);
  });

  it('refuses an email the provider says is not verified', async () => {
    const { sub, email } = person({ roles: ['bo-review'], email_verified: false });
    const flow = await ssoSignIn(sub);
    expect(flow.callback.headers.location).toBe(failedWith('email-unverified'));
    expect(await t.app.db.select().from(staff).where(eq(staff.email, email))).toEqual([]);
  });

  it('refuses the same email signed in as another subject (an address reassigned at the provider)', async () => {
    const first = person({ roles: ['bo-review'] });
    await ssoSignIn(first.sub);
    const second = person({ roles: ['bo-admin'] });
    idp.accounts.set(second.sub, { ...idp.accounts.get(second.sub), email: first.email });
    const flow = await ssoSignIn(second.sub);
    expect(flow.callback.headers.location).toBe(failedWith('subject'));
  });

  it('refuses a state that is not the flow’s', async () => {
    const { sub } = person({ roles: ['bo-review'] });
    const start = await t.app.inject({ url: '/api/backoffice/sso/start' });
    const flowCookie = start.cookies.find((c) => c.name === 'staff-sso')!.value;
    const back = await idp.login(String(start.headers.location), sub);
    back.searchParams.set('state', 'x'.repeat(43));
    const res = await t.app.inject({
      url: `/api/backoffice/sso/callback${back.search}`,
      cookies: { 'staff-sso': flowCookie },
    });
    expect(res.headers.location).toBe(failedWith('state'));
    expect(res.cookies.find((c) => c.name === 'staff')).toBeUndefined();
  });

  it('refuses a callback without its flow cookie, or with another sign-in’s (login CSRF)', async () => {
    const { sub } = person({ roles: ['bo-review'] });
    const start = await t.app.inject({ url: '/api/backoffice/sso/start' });
    const back = await idp.login(String(start.headers.location), sub);
    const bare = await t.app.inject({ url: `/api/backoffice/sso/callback${back.search}` });
    expect(bare.headers.location).toBe(failedWith('state'));
    const other = await t.app.inject({ url: '/api/backoffice/sso/start' });
    const res = await t.app.inject({
      url: `/api/backoffice/sso/callback${back.search}`,
      cookies: { 'staff-sso': other.cookies.find((c) => c.name === 'staff-sso')!.value },
    });
    expect(res.headers.location).toBe(failedWith('state'));
  });

  it('refuses a replayed callback', async () => {
    const { sub } = person({ roles: ['bo-review'] });
    const flow = await ssoSignIn(sub);
    expect(flow.callback.headers.location).toBe(`${BACKOFFICE}/cases`);
    const replay = await t.app.inject({
      url: `/api/backoffice/sso/callback${flow.back.search}`,
      cookies: { 'staff-sso': flow.flowCookie },
    });
    expect(replay.headers.location).toBe(failedWith('replayed'));
    expect(replay.cookies.find((c) => c.name === 'staff')).toBeUndefined();
  });

  it('refuses a sign-in that took longer than 10 minutes', async () => {
    const { sub } = person({ roles: ['bo-review'] });
    const flow = await ssoSignIn(sub, () => (offset += 11 * MINUTE));
    offset = 0;
    expect(flow.callback.headers.location).toBe(failedWith('expired'));
  });

  it('refuses a sign-in the person cancelled at the provider', async () => {
    const flow = await ssoSignIn(undefined);
    expect(flow.back.searchParams.get('error')).toBe('access_denied');
    expect(flow.callback.headers.location).toBe(failedWith('denied'));
  });

  it('refuses a tampered flow cookie', async () => {
    const { sub } = person({ roles: ['bo-review'] });
    const start = await t.app.inject({ url: '/api/backoffice/sso/start' });
    const flowCookie = start.cookies.find((c) => c.name === 'staff-sso')!.value;
    const back = await idp.login(String(start.headers.location), sub);
    const parts = flowCookie.split('.');
    const bytes = Buffer.from(parts[3], 'base64url');
    bytes[0] ^= 1;
    parts[3] = bytes.toString('base64url');
    const res = await t.app.inject({
      url: `/api/backoffice/sso/callback${back.search}`,
      cookies: { 'staff-sso': parts.join('.') },
    });
    expect(res.headers.location).toBe(failedWith('state'));
  });

  it('audits every refusal with its reason and the client address', async () => {
    const reasons = new Set((await audits('staff.sso_refused')).map((a) => a.detail.reason));
    for (const reason of ['no-role', 'disabled', 'state', 'replayed', 'expired', 'denied', 'subject'])
      expect(reasons).toContain(reason);
    const rows = await audits('staff.sso_refused');
    expect(rows.every((a) => typeof a.ip === 'string' && a.ip.length > 0)).toBe(true);
  });

  it('ends the session like any other: sign out revokes it', async () => {
    const { sub } = person({ roles: ['bo-review'] });
    const flow = await ssoSignIn(sub);
    const cookie = sessionOf(flow)!;
    const session = await t.app.inject({ url: '/api/backoffice/session', cookies: { staff: cookie } });
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/backoffice/session',
      cookies: { staff: cookie },
      headers: { 'x-csrf-token': session.json().csrfToken },
    });
    expect(out.statusCode).toBe(200);
    expect(await whoAmI(cookie)).toBe(401);
  });

  it('never writes a secret, code, token or cookie to the logs or the audit log', async () => {
    expect(logs.length).toBeGreaterThan(0);
    const audit = JSON.stringify(await t.app.db.select().from(auditLog));
    for (const secret of secrets) {
      const line = logs.find((l) => l.includes(secret));
      expect(line ? `${secret} in ${line}` : null).toBeNull();
      expect(audit.includes(secret) ? secret : null).toBeNull();
    }
  });
});

describe('when the provider is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    const gone = await startOidcProvider({ redirectUri: REDIRECT_URI });
    const issuer = gone.issuer;
    await gone.close();
    // The API starts all the same: discovery waits for the first sign-in.
    down = await createTestApp({
      BACKOFFICE_URL: BACKOFFICE,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
    });
  });
  afterAll(() => down?.close());

  it('still offers it, and answers 503 at the start', async () => {
    expect((await down.app.inject({ url: '/api/backoffice/sso' })).json()).toEqual({
      enabled: true,
      label: 'single sign-on',
    });
    const res = await down.app.inject({ url: '/api/backoffice/sso/start' });
    expect(res.statusCode).toBe(503);
    expect(res.json().details.error).toMatch(/not available right now/);
    expect(res.cookies).toEqual([]);
  });
});

describe('when single sign-on is not set up', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ BACKOFFICE_URL: BACKOFFICE });
  });
  afterAll(() => off?.close());

  it('says so, and its start and callback are not found', async () => {
    expect((await off.app.inject({ url: '/api/backoffice/sso' })).json()).toEqual({ enabled: false });
    expect((await off.app.inject({ url: '/api/backoffice/sso/start' })).statusCode).toBe(404);
    expect((await off.app.inject({ url: '/api/backoffice/sso/callback?state=x&code=y' })).statusCode).toBe(
      404,
    );
  });
});
