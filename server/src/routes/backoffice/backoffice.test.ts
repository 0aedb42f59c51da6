import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog, staff, staffSessions } from '../../db/schema';
import { inviteStaff } from '../../staff/accounts';
import { signedInApplicant } from '../../test/applicant';
import { createTestApp, type TestApp } from '../../test/app';
import { readOutbox } from '../../test/outbox';

// The back office over HTTP: invite → enrol → sign in → session → sign out, session ends (idle, absolute,
// everywhere, disabled, locked), CSRF and Origin, roles, the separation from the applicant's sessions, the cookie's
// attributes, and no secret in logs or audit rows. Time is the injected clock (`now`), moved, never slept.

jest.setTimeout(120_000);

const PASSWORD = 'copper kites drift at dawn';
const BACKOFFICE = 'http://backoffice.test';
const MINUTE = 60_000;

let t: TestApp;
const logs: string[] = [];
/** Every secret the tests see: none may appear in a log line or an audit row. */
const secrets = new Set<string>([PASSWORD]);
/** TOTP codes: six digits may occur by chance inside a number, so they are looked for as values ("123456"). */
const codes = new Set<string>();
let offset = 0;
const realNow = Date.now.bind(Date);

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
  t = await createTestApp(
    { BACKOFFICE_URL: BACKOFFICE },
    { logStream: stream, now: () => new Date(realNow() + offset) },
  );
  // TOTP reads Date.now: the same clock, so each sign-in can move on to a fresh 30-second step.
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
});
afterAll(async () => {
  jest.restoreAllMocks();
  await t?.close();
});

const advance = (ms: number) => (offset += ms);

/** What a real authenticator app shows now (otpauth, as the app would compute it). */
function authenticatorCode(secret: string): string {
  const code = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() });
  codes.add(code);
  return code;
}

function mailedToken(email: string): string {
  const mail = readOutbox(t.dataDir)
    .filter((m) => m.headers.to === email)
    .at(-1)!;
  const token = new URL(mail.link!).hash.replace('#token=', '');
  secrets.add(token);
  return token;
}

async function enrol(email: string): Promise<string> {
  const token = mailedToken(email);
  const opened = await t.app.inject({
    method: 'GET',
    url: '/api/backoffice/enrolment',
    headers: { 'x-enrolment-token': token },
  });
  expect(opened.statusCode).toBe(200);
  const { secret, otpauthUri, email: shown } = opened.json();
  expect(shown).toBe(email);
  expect(otpauthUri).toContain(`secret=${secret}`);
  secrets.add(secret);
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/enrolment',
    payload: { token, password: PASSWORD, code: authenticatorCode(secret) },
  });
  expect(done.statusCode).toBe(200);
  expect(done.json()).toMatchObject({ enrolled: true });
  return secret;
}

interface StaffSession {
  cookie: Record<string, string>;
  csrf: string;
  token: string;
}

async function signIn(email: string, secret: string, headers: Record<string, string> = {}) {
  advance(30_000);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/session',
    headers,
    payload: { email, password: PASSWORD, code: authenticatorCode(secret) },
  });
  expect(res.statusCode).toBe(200);
  const [cookie] = res.cookies;
  const { csrfToken } = res.json();
  secrets.add(cookie.value);
  secrets.add(csrfToken);
  return {
    res,
    session: {
      cookie: { [cookie.name]: cookie.value },
      csrf: csrfToken,
      token: cookie.value,
    } as StaffSession,
  };
}

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  session: StaffSession | null,
  opts: { csrf?: string | null; payload?: object; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    cookies: session?.cookie ?? {},
    headers: {
      ...(opts.csrf === null || !session ? {} : { 'x-csrf-token': opts.csrf ?? session.csrf }),
      ...opts.headers,
    },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });

/** An active staff member: invited as the CLI does, enrolled over HTTP. */
async function member(email: string, role: 'reviewer' | 'approver' | 'admin') {
  await inviteStaff(t.app, { email, role, invitedBy: 'cli' });
  return { email, secret: await enrol(email) };
}

async function audits(action: string) {
  return t.app.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('the back office over HTTP', () => {
  it('invites, enrols, signs in, answers who is signed in, and signs out', async () => {
    const admin = await member('admin@provider.example', 'admin');
    const { res, session } = await signIn(admin.email, admin.secret);
    expect(res.json()).toMatchObject({ staff: { email: admin.email, role: 'admin' } });
    expect(res.headers['cache-control']).toBe('no-store');

    // On http://localhost the cookie cannot be Secure, so it cannot take the __Host- prefix either.
    const [cookie] = res.cookies as Array<Record<string, unknown>>;
    expect(cookie).toMatchObject({
      name: 'staff',
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/backoffice',
      maxAge: 12 * 60 * 60,
    });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const rows = await t.app.db.select().from(staffSessions);
    expect(JSON.stringify(rows)).not.toContain(session.token);

    const me = await call('GET', '/api/backoffice/session', session);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      staff: { email: admin.email, role: 'admin' },
      csrfToken: session.csrf,
    });
    // Both answers name the reader's own id (the case page's "Assign to me" sends it), the staff row's.
    const [adminRow] = await t.app.db.select().from(staff).where(eq(staff.email, admin.email));
    expect(res.json().staff.id).toBe(adminRow.id);
    expect(me.json().staff.id).toBe(adminRow.id);

    // The admin invites a reviewer, who enrols through the emailed link and signs in.
    const invited = await call('POST', '/api/backoffice/staff', session, {
      payload: { email: 'Reviewer@Provider.example', role: 'reviewer' },
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({
      email: 'reviewer@provider.example',
      role: 'reviewer',
      mailSent: true,
    });
    expect(invited.body).not.toContain('token');
    const [inviteAudit] = (await audits('staff.invited')).filter(
      (a) => a.detail.staffId === invited.json().staffId,
    );
    expect(inviteAudit).toMatchObject({
      actor: expect.stringContaining('staff:'),
      detail: { ip: '127.0.0.1' },
    });
    // The invitation is written in the language of the admin's page; English by default.
    const mailTo = (email: string) => readOutbox(t.dataDir).find((m) => m.headers.to === email)!;
    expect(mailTo('reviewer@provider.example').html).toContain('<html lang="en" dir="ltr">');
    const inArabic = await call('POST', '/api/backoffice/staff', session, {
      payload: { email: 'approver-ar@provider.example', role: 'approver' },
      headers: { 'accept-language': 'ar' },
    });
    expect(inArabic.statusCode).toBe(200);
    const arabicMail = mailTo('approver-ar@provider.example');
    expect(arabicMail.text).toContain('تمت دعوتك إلى المكتب الخلفي لـ Onboarding بصفة معتمِد.');
    expect(arabicMail.html).toContain('<html lang="ar" dir="rtl">');

    const reviewerSecret = await enrol('reviewer@provider.example');
    const reviewer = (await signIn('reviewer@provider.example', reviewerSecret)).session;
    // A reviewer cannot invite.
    const refused = await call('POST', '/api/backoffice/staff', reviewer, {
      payload: { email: 'someone@provider.example', role: 'admin' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ details: { error: 'Your role does not allow this.' } });

    // Sign out: the session ends and the cookie is cleared.
    const out = await call('DELETE', '/api/backoffice/session', session);
    expect(out.statusCode).toBe(200);
    const cleared = (out.cookies as Array<Record<string, unknown>>).find((c) => c.name === 'staff')!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/backoffice');
    expect((await call('GET', '/api/backoffice/session', session)).statusCode).toBe(401);
    // The reviewer's session is not touched.
    expect((await call('GET', '/api/backoffice/session', reviewer)).statusCode).toBe(200);

    const [signedIn] = await audits('staff.session-started');
    expect(signedIn.detail).toMatchObject({ ip: '127.0.0.1', sessionId: expect.any(String) });
    expect((await audits('staff.signed-out'))[0].detail).toMatchObject({ ip: '127.0.0.1' });
  });

  it('takes the enrolment token from a header only, never from the query string', async () => {
    await inviteStaff(t.app, { email: 'query@provider.example', role: 'reviewer', invitedBy: 'cli' });
    const token = mailedToken('query@provider.example');
    const res = await t.app.inject({ url: `/api/backoffice/enrolment?token=${token}` });
    expect(res.statusCode).toBe(400);
    const wrong = await t.app.inject({
      url: '/api/backoffice/enrolment',
      headers: { 'x-enrolment-token': 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.error).toMatch(/not valid any more/);
  });

  it('refuses a wrong sign-in with one message, 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/session',
      payload: { email: 'nobody@provider.example', password: PASSWORD, code: '123456' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().details.error).toBe(
      'The email, password or code is not right, or the account is locked for a while.',
    );
    expect(res.cookies).toEqual([]);
  });

  it('ends a session after 30 idle minutes', async () => {
    const m = await member('idle@provider.example', 'reviewer');
    const { session } = await signIn(m.email, m.secret);
    advance(29 * MINUTE);
    expect((await call('GET', '/api/backoffice/session', session)).statusCode).toBe(200);
    advance(29 * MINUTE);
    expect((await call('GET', '/api/backoffice/session', session)).statusCode).toBe(200);
    advance(30 * MINUTE);
    const ended = await call('GET', '/api/backoffice/session', session);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().details.error).toBe('Your session has ended. Please sign in again.');
    const [end] = (await audits('staff.session-ended')).filter((a) => a.detail.reason === 'idle');
    expect(end).toBeDefined();
  });

  it('ends a session 12 hours after sign-in, however active', async () => {
    const m = await member('absolute@provider.example', 'reviewer');
    const { session } = await signIn(m.email, m.secret);
    let elapsed = 0;
    while (elapsed + 25 * MINUTE < 12 * 60 * MINUTE) {
      advance(25 * MINUTE);
      elapsed += 25 * MINUTE;
      expect((await call('GET', '/api/backoffice/session', session)).statusCode).toBe(200);
    }
    advance(12 * 60 * MINUTE - elapsed);
    expect((await call('GET', '/api/backoffice/session', session)).statusCode).toBe(401);
    expect((await audits('staff.session-ended')).some((a) => a.detail.reason === 'absolute')).toBe(true);
  });

  it('signs out everywhere', async () => {
    const m = await member('everywhere@provider.example', 'approver');
    const first = (await signIn(m.email, m.secret)).session;
    const second = (await signIn(m.email, m.secret)).session;
    const res = await call('POST', '/api/backoffice/sessions/revoke-all', second);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await call('GET', '/api/backoffice/session', first)).statusCode).toBe(401);
    expect((await call('GET', '/api/backoffice/session', second)).statusCode).toBe(401);
    const [row] = (await audits('staff.signed-out-everywhere')).slice(-1);
    expect(row.detail).toMatchObject({ revoked: 2, ip: '127.0.0.1' });
  });

  it('stops the sessions of a disabled account (and they stay ended), but not of a locked one', async () => {
    const d = await member('disabled@provider.example', 'reviewer');
    const disabled = (await signIn(d.email, d.secret)).session;
    await t.app.db.update(staff).set({ status: 'disabled' }).where(eq(staff.email, d.email));
    expect((await call('GET', '/api/backoffice/session', disabled)).statusCode).toBe(401);
    await t.app.db.update(staff).set({ status: 'active' }).where(eq(staff.email, d.email));
    expect((await call('GET', '/api/backoffice/session', disabled)).statusCode).toBe(401);
    const reasons = (await audits('staff.session-ended')).map((a) => a.detail.reason);
    expect(reasons).toContain('disabled');

    // Anyone can fail five sign-ins with the owner's address: the lock refuses new sign-ins, never signs them out.
    const l = await member('locked@provider.example', 'reviewer');
    const open = (await signIn(l.email, l.secret)).session;
    await t.app.db
      .update(staff)
      .set({ lockedUntil: new Date(Date.now() + 15 * MINUTE) })
      .where(eq(staff.email, l.email));
    expect((await call('GET', '/api/backoffice/session', open)).statusCode).toBe(200);
  });

  it('requires the session’s CSRF token on every state-changing call, and a back office Origin', async () => {
    const m = await member('csrf@provider.example', 'admin');
    const session = (await signIn(m.email, m.secret)).session;
    const other = (await signIn(m.email, m.secret)).session;
    const message = 'This request could not be verified. Reload the page and try again.';

    const without = await call('DELETE', '/api/backoffice/session', session, { csrf: null });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ details: { error: message } });
    const wrong = await call('DELETE', '/api/backoffice/session', session, { csrf: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    // Another session's token is not this one's.
    const others = await call('POST', '/api/backoffice/staff', session, {
      csrf: other.csrf,
      payload: { email: 'x@provider.example', role: 'reviewer' },
    });
    expect(others.statusCode).toBe(403);
    expect(
      (await call('POST', '/api/backoffice/sessions/revoke-all', session, { csrf: '' })).statusCode,
    ).toBe(403);
    // Nothing was done: the session is still live.
    expect((await call('GET', '/api/backoffice/session', session)).statusCode).toBe(200);

    const foreign = await call('DELETE', '/api/backoffice/session', session, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ details: { error: 'This request did not come from the back office.' } });
    const signInElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/session',
      headers: { origin: 'https://evil.example' },
      payload: { email: m.email, password: PASSWORD, code: '000000' },
    });
    expect(signInElsewhere.statusCode).toBe(403);

    const right = await call('DELETE', '/api/backoffice/session', session, {
      headers: { origin: BACKOFFICE },
    });
    expect(right.statusCode).toBe(200);
  });

  it('keeps the applicant’s sessions and the staff’s apart', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'eligible' });
    for (const [method, url] of [
      ['GET', '/api/backoffice/session'],
      ['DELETE', '/api/backoffice/session'],
      ['POST', '/api/backoffice/staff'],
      ['POST', '/api/backoffice/sessions/revoke-all'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: applicant.auth,
        ...(method === 'POST' ? { payload: { email: 'a@provider.example', role: 'admin' } } : {}),
      });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
    expect(
      (await t.app.inject({ url: '/api/onboarding/check-user', headers: applicant.auth })).statusCode,
    ).toBe(200);

    const m = await member('apart@provider.example', 'admin');
    const session = (await signIn(m.email, m.secret)).session;
    const res = await t.app.inject({
      url: '/api/onboarding/check-user',
      cookies: session.cookie,
      headers: { 'x-csrf-token': session.csrf },
    });
    expect(res.statusCode).toBe(401);
  });

  it('sets a Secure __Host- cookie away from localhost, and ignores a plain one there', async () => {
    const m = await member('secure@provider.example', 'reviewer');
    const headers = { host: 'api.provider.example' };
    const { res, session } = await signIn(m.email, m.secret, headers);
    const [cookie] = res.cookies as Array<Record<string, unknown>>;
    expect(cookie).toMatchObject({
      name: '__Host-staff',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/backoffice',
    });
    expect(cookie.domain).toBeUndefined();
    const me = await t.app.inject({ url: '/api/backoffice/session', headers, cookies: session.cookie });
    expect(me.statusCode).toBe(200);
    // A cookie without the prefix (one a sibling site could have set) opens nothing there.
    const tossed = await t.app.inject({
      url: '/api/backoffice/session',
      headers,
      cookies: { staff: session.token },
    });
    expect(tossed.statusCode).toBe(401);
  });

  it('limits sign-in and enrolment attempts per client IP', async () => {
    const remoteAddress = '198.51.100.23';
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/backoffice/session',
        remoteAddress,
        payload: { email: 'limit@provider.example', password: 'x', code: 'nope' },
      });
    for (let i = 0; i < t.config.RATE_LIMIT_PER_IP; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
    // Enrolment counts on its own.
    const enrolment = await t.app.inject({
      url: '/api/backoffice/enrolment',
      remoteAddress,
      headers: { 'x-enrolment-token': 'x'.repeat(43) },
    });
    expect(enrolment.statusCode).toBe(400);
  });

  it('never writes a password, code, secret, session id or CSRF token to a log line or an audit row', async () => {
    const rows = JSON.stringify(await t.app.db.select().from(auditLog));
    // The embedded outbox (no SMTP_URL: a developer machine) prints each mail's link by design, so a developer can
    // click through (plugins/mailer.ts); with a mail server nothing is logged. Every other line is checked.
    const outbox = logs.filter((line) => line.includes('"mail saved to outbox"'));
    expect(outbox.length).toBeGreaterThan(0);
    const lines = logs.filter((line) => !outbox.includes(line)).join('');
    expect(lines.length).toBeGreaterThan(0);
    expect(secrets.size).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect([secret, rows.includes(secret)]).toEqual([secret, false]);
      expect([secret, lines.includes(secret)]).toEqual([secret, false]);
    }
    expect(codes.size).toBeGreaterThan(5);
    for (const code of codes) {
      expect([code, rows.includes(`"${code}"`)]).toEqual([code, false]);
      expect([code, lines.includes(`"${code}"`)]).toEqual([code, false]);
    }
  });
});
