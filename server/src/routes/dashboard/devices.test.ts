import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { auditLog, dashboardRememberedDevices, dashboardSignInLinks } from '../../db/schema';
import { deviceSummary } from '../../dashboard/remembered-devices';
import { signedInApplicant, type SignedInApplicant } from '../../test/applicant';
import { createTestApp, type TestApp } from '../../test/app';

// "Keep me signed in on this device" over HTTP: the cookie's flags and lifetime, only its token's hash kept, the
// exchange of a returning device's cookie for a session (its token rotated), the devices listed and revoked one by
// one or all at once, signing out on the device, and a revoked, rotated or expired cookie refused with 401.

jest.setTimeout(120_000);

const NOW = new Date('2027-01-10T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let clock = NOW;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t?.close());
afterEach(() => {
  clock = NOW;
});

const hashOf = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** A fresh sign-in link for the applicant, as the mail would carry it: its secret. */
async function linkFor(applicantId: string): Promise<string> {
  const secret = crypto.randomBytes(32).toString('base64url');
  await t.app.db.insert(dashboardSignInLinks).values({
    applicantId,
    secretHash: hashOf(secret),
    createdAt: clock,
    expiresAt: new Date(clock.getTime() + 15 * 60_000),
  });
  return secret;
}

interface SetCookie {
  value: string;
  attributes: string[];
  raw: string;
}

/** The device cookie the answer sets, if any. */
function deviceCookie(res: { headers: Record<string, unknown> }): SetCookie | undefined {
  const header = res.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : header ? [header] : []) as string[];
  const raw = all.find((c) => c.startsWith('dashboard_device='));
  if (!raw) return undefined;
  const [pair, ...attributes] = raw.split(/;\s*/);
  return { value: decodeURIComponent(pair.slice('dashboard_device='.length)), attributes, raw };
}

async function signInRemembered(applicant: SignedInApplicant, userAgent = FIREFOX) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/session',
    payload: { link: await linkFor(applicant.applicantId), remember: true },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  const cookie = deviceCookie(res);
  expect(cookie).toBeDefined();
  return { token: res.json().token as string, cookie: cookie!, res };
}

const deviceSession = (cookie: string | undefined, userAgent = FIREFOX) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dashboard/device-session',
    headers: { 'user-agent': userAgent, ...(cookie ? { cookie: `dashboard_device=${cookie}` } : {}) },
  });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const devices = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/dashboard/devices',
    headers: { ...bearer(token), ...(cookie ? { cookie: `dashboard_device=${cookie}` } : {}) },
  });

describe('keeping a device signed in', () => {
  it('sets an HttpOnly, SameSite=Lax cookie for 30 days, and keeps only its token’s hash', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const { cookie, res } = await signInRemembered(applicant);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining([
        'HttpOnly',
        'SameSite=Lax',
        'Path=/api/dashboard',
        `Max-Age=${30 * 24 * 3600}`,
      ]),
    );
    // Plain HTTP on localhost (development): no Secure, which the browser would drop the cookie for.
    expect(cookie.attributes).not.toContain('Secure');
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    // The answer's body never carries the device's token.
    expect(res.body).not.toContain(cookie.value);

    const rows = await t.app.db
      .select()
      .from(dashboardRememberedDevices)
      .where(eq(dashboardRememberedDevices.applicantId, applicant.applicantId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashOf(cookie.value));
    expect(JSON.stringify(rows)).not.toContain(cookie.value);
    expect(rows[0].userAgent).toBe('Firefox · Windows');
    expect(rows[0].expiresAt.getTime() - NOW.getTime()).toBe(30 * DAY);
    expect(rows[0].lastUsedAt).toEqual(NOW);
  });

  it('is Secure over HTTPS', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/session',
      payload: { link: await linkFor(applicant.applicantId), remember: true },
      headers: { host: 'apply.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(deviceCookie(res)!.attributes).toContain('Secure');
  });

  it('sets no cookie without the box ticked', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/session',
      payload: { link: await linkFor(applicant.applicantId) },
    });
    expect(res.statusCode).toBe(200);
    expect(deviceCookie(res)).toBeUndefined();
  });

  it('exchanges the cookie for the session, once: its token is rotated', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const { cookie } = await signInRemembered(applicant);

    clock = new Date(NOW.getTime() + 3 * DAY);
    const res = await deviceSession(cookie.value, SAFARI);
    expect(res.statusCode).toBe(200);
    await expect(t.app.tokens.verify(res.json().token, 'session')).resolves.toEqual({
      applicantId: applicant.applicantId,
      applicationId: applicant.applicationId,
    });
    const next = deviceCookie(res)!;
    expect(next.value).not.toBe(cookie.value);
    expect(res.body).not.toContain(next.value);
    // The 30 days run from the day the box was ticked.
    expect(next.attributes).toContain(`Max-Age=${27 * 24 * 3600}`);
    const [row] = await t.app.db
      .select()
      .from(dashboardRememberedDevices)
      .where(eq(dashboardRememberedDevices.applicantId, applicant.applicantId));
    expect(row.tokenHash).toBe(hashOf(next.value));
    expect(row.lastUsedAt).toEqual(clock);
    expect(row.userAgent).toBe('Safari · iOS');

    // The spent token opens nothing, and is told to go.
    const replay = await deviceSession(cookie.value);
    expect(replay.statusCode).toBe(401);
    expect(deviceCookie(replay)?.attributes).toContain('Max-Age=0');
    expect((await deviceSession(next.value)).statusCode).toBe(200);

    const actions = (
      await t.app.db.select().from(auditLog).where(eq(auditLog.applicantId, applicant.applicantId))
    ).map((a) => a.action);
    expect(actions.filter((a) => a.startsWith('dashboard.device'))).toEqual([
      'dashboard.device-remembered',
      'dashboard.device-signed-in',
      'dashboard.device-signed-in',
    ]);
  });

  it('refuses a missing, unknown or expired cookie with 401', async () => {
    expect((await deviceSession(undefined)).statusCode).toBe(401);
    expect((await deviceSession(crypto.randomBytes(32).toString('base64url'))).statusCode).toBe(401);

    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const { cookie } = await signInRemembered(applicant);
    clock = new Date(NOW.getTime() + 30 * DAY);
    const expired = await deviceSession(cookie.value);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      details: { error: 'This device is no longer signed in. Please sign in with a link.' },
    });
  });

  it('lists the applicant’s devices, marks this one, and revokes one: its cookie is refused', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const other = await signedInApplicant(t.app, { at: 'submitted' });
    const laptop = await signInRemembered(applicant, FIREFOX);
    const phone = await signInRemembered(applicant, SAFARI);
    const stranger = await signInRemembered(other);

    const list = await devices(laptop.token, laptop.cookie.value);
    expect(list.statusCode).toBe(200);
    const listed = list.json().devices as { id: number; device: string; current: boolean }[];
    expect(listed.map((d) => [d.device, d.current])).toEqual([
      ['Firefox · Windows', true],
      ['Safari · iOS', false],
    ]);
    expect(list.body).not.toContain(laptop.cookie.value);
    expect(list.body).not.toContain(hashOf(laptop.cookie.value));

    // Another applicant's device is unknown to them.
    const [strangers] = (await devices(stranger.token)).json().devices as { id: number }[];
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/devices/${strangers.id}`,
      headers: bearer(laptop.token),
    });
    expect(refused.statusCode).toBe(404);

    const phoneId = listed.find((d) => d.device === 'Safari · iOS')!.id;
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/devices/${phoneId}`,
      headers: bearer(laptop.token),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await deviceSession(phone.cookie.value, SAFARI)).statusCode).toBe(401);
    expect((await deviceSession(stranger.cookie.value)).statusCode).toBe(200);
    expect(((await devices(laptop.token)).json().devices as unknown[]).length).toBe(1);
  });

  it('signs out everywhere: no device stays signed in', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const laptop = await signInRemembered(applicant, FIREFOX);
    const phone = await signInRemembered(applicant, SAFARI);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/devices/revoke-all',
      headers: { ...bearer(laptop.token), cookie: `dashboard_device=${laptop.cookie.value}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect(deviceCookie(res)?.attributes).toContain('Max-Age=0');
    expect((await deviceSession(laptop.cookie.value)).statusCode).toBe(401);
    expect((await deviceSession(phone.cookie.value, SAFARI)).statusCode).toBe(401);
  });

  it('signing out on the device forgets it', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const { cookie } = await signInRemembered(applicant);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/sign-out',
      headers: { cookie: `dashboard_device=${cookie.value}` },
    });
    expect(res.statusCode).toBe(204);
    expect(deviceCookie(res)?.attributes).toContain('Max-Age=0');
    expect((await deviceSession(cookie.value)).statusCode).toBe(401);
  });

  it('needs the session to list or revoke', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/devices' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/dashboard/devices/1' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/dashboard/devices/revoke-all' })).statusCode,
    ).toBe(401);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_IP: '3' });
  });
  afterAll(() => limited?.close());

  it('limits exchanges of a device cookie per client', async () => {
    const call = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/dashboard/device-session',
        remoteAddress: '198.51.100.30',
        headers: { cookie: `dashboard_device=${crypto.randomBytes(32).toString('base64url')}` },
      });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(401);
    expect((await call()).statusCode).toBe(429);
  });
});

describe('the device’s summary', () => {
  it('names the browser and the system, never the whole header', () => {
    expect(deviceSummary(FIREFOX)).toBe('Firefox · Windows');
    expect(deviceSummary(SAFARI)).toBe('Safari · iOS');
    expect(
      deviceSummary(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome · Linux');
    expect(
      deviceSummary(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('Edge · Windows');
    expect(deviceSummary(undefined)).toBe('Unknown device');
  });
});
