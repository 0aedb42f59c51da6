import { and, eq } from 'drizzle-orm';
import { applicants, applications, auditLog, mailQueue } from '../../db/schema';
import { captchaToken } from '../../test/captcha';
import { createTestApp, type TestApp } from '../../test/app';
import { readOutbox } from '../../test/outbox';
import { startSmtpServer } from '../../test/smtp';

const CAPTCHA_MESSAGE = 'Please complete the reCAPTCHA challenge';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

let n = 0;
const uniqueEmail = () => `founder${++n}-${process.pid}@example.com`;

async function loginData(email = uniqueEmail(), name = 'Amina Noor') {
  return { name, email, phone_number: '+971501234567', token_recaptcha: await captchaToken(t.app) };
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/onboarding/${url}`, payload, headers });

const mailsTo = (email: string) => readOutbox(t.dataDir).filter((m) => m.headers.to === email);

async function applicantRow(email: string) {
  const [row] = await t.app.db.select().from(applicants).where(eq(applicants.email, email));
  return row;
}

async function applicationsOf(applicantId: string) {
  return t.app.db
    .select()
    .from(applications)
    .where(eq(applications.applicantId, applicantId))
    .orderBy(applications.id);
}

async function auditActions(applicantId: string) {
  const rows = await t.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.applicantId, applicantId))
    .orderBy(auditLog.id);
  return rows.map((r) => r.action);
}

/** Registers a fresh applicant and returns its email and the session token its email carried. */
async function registered(name = 'Amina Noor') {
  const data = await loginData(uniqueEmail(), name);
  const res = await post('register', data);
  expect(res.statusCode).toBe(200);
  const [mail] = mailsTo(data.email);
  return { data, sessionToken: mail.token! };
}

async function emailActionToken(email: string) {
  const res = await post('register', await loginData(email));
  expect(res.json()).toMatchObject({ existedUser: true });
  return res.json().token as string;
}

describe('POST /api/onboarding/register', () => {
  it('creates the applicant and an active application for a new email, and mails its link', async () => {
    const data = await loginData(uniqueEmail(), 'Amina Noor');
    const res = await post('register', data);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasApplication: false, existedUser: false });

    const applicant = await applicantRow(data.email);
    expect(applicant).toMatchObject({
      name: 'Amina Noor',
      phoneNumber: '+971501234567',
      emailVerifiedAt: null,
    });
    const apps = await applicationsOf(applicant.id);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ status: 'active', stage: null });

    const mails = mailsTo(data.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.text).toContain('Hello Amina Noor,');
    expect(mail.text).toContain('Onboarding');
    expect(mail.link).toMatch(/^http:\/\/app\.test\/\?token=/);
    expect(mail.html).toContain(`href="${mail.link}"`);
    await expect(t.app.tokens.verify(mail.token!, 'session')).resolves.toEqual({
      applicantId: applicant.id,
      applicationId: apps[0].id,
    });
    expect(await auditActions(applicant.id)).toEqual([
      'applicant.registered',
      'application.created',
      'email.link_sent',
    ]);
  });

  it('compares emails trimmed and lower-cased', async () => {
    const email = uniqueEmail();
    await post('register', await loginData(email));
    const res = await post('register', await loginData(`  ${email.toUpperCase()} `));
    expect(res.json()).toMatchObject({ existedUser: true });
    const rows = await t.app.db.select().from(applicants).where(eq(applicants.email, email));
    expect(rows).toHaveLength(1);
  });

  it('answers an existing email with an email-action token only, and sends nothing yet', async () => {
    const { data } = await registered();
    const res = await post('register', await loginData(data.email, 'Someone Else'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ hasApplication: false, existedUser: true, token: expect.any(String) });
    await expect(t.app.tokens.verify(body.token, 'email-action')).resolves.toEqual({ email: data.email });
    expect(mailsTo(data.email)).toHaveLength(1);
    // Knowing the email changes nothing about the applicant.
    expect((await applicantRow(data.email)).name).toBe('Amina Noor');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers hasApplication when the active application is under review (stage PENDING)', async () => {
    const { data } = await registered();
    const applicant = await applicantRow(data.email);
    await t.app.db
      .update(applications)
      .set({ stage: 'PENDING' })
      .where(eq(applications.applicantId, applicant.id));
    const res = await post('register', await loginData(data.email));
    expect(res.json()).toEqual({ hasApplication: true, existedUser: true });
  });

  it('refuses a missing or invalid captcha, and a replayed one, storing nothing', async () => {
    const email = uniqueEmail();
    const data = await loginData(email);
    const missing = await post('register', { ...data, token_recaptcha: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ details: { error: CAPTCHA_MESSAGE } });
    const forged = await post('register', {
      ...data,
      token_recaptcha: Buffer.from('{"challenge":null}').toString('base64'),
    });
    expect(forged.json()).toEqual({ details: { error: CAPTCHA_MESSAGE } });
    expect(await applicantRow(email)).toBeUndefined();

    expect((await post('register', data)).statusCode).toBe(200);
    const replay = await post('register', { ...data, email: uniqueEmail() });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ details: { error: CAPTCHA_MESSAGE } });
  });

  it('validates the login data with the spec messages', async () => {
    const data = await loginData();
    const res = await post('register', { ...data, name: 'Al' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ details: { error: 'This field should be at least 3 characters long' } });
    const phone = await post('register', { ...data, phone_number: '+97112' });
    expect(phone.json()).toEqual({ details: { error: 'wrong number' } });
    const email = await post('register', { ...data, email: 'not-an-email' });
    expect(email.json()).toEqual({ details: { error: 'Value is not a valid email address' } });
  });
});

describe('POST /api/onboarding/new-application', () => {
  it('creates a pending application whose link, once opened, replaces the active one', async () => {
    const { data, sessionToken } = await registered();
    const token = await emailActionToken(data.email);
    const res = await post('new-application', { ...data, token_recaptcha: undefined, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const applicant = await applicantRow(data.email);
    let apps = await applicationsOf(applicant.id);
    // Asking is not enough: whoever knows the address could ask. The old application stays until the link is used.
    expect(apps.map((a) => a.status)).toEqual(['active', 'pending']);
    const stillOpen = await t.app.inject({
      url: '/api/onboarding/check-user',
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(stillOpen.statusCode).toBe(200);

    const mails = mailsTo(data.email);
    expect(mails).toHaveLength(2);
    await expect(t.app.tokens.verify(mails[1].token!, 'session')).resolves.toMatchObject({
      applicationId: apps[1].id,
    });

    // Opening the new link switches applications; the old link no longer opens anything.
    const fresh = await t.app.inject({
      url: '/api/onboarding/check-user',
      headers: { authorization: `Bearer ${mails[1].token}` },
    });
    expect(fresh.json()).toMatchObject({ onboarding_id: apps[1].id, stage: 'VERIFIED' });
    apps = await applicationsOf(applicant.id);
    expect(apps.map((a) => a.status)).toEqual(['superseded', 'active']);
    const old = await t.app.inject({
      url: '/api/onboarding/check-user',
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(old.statusCode).toBe(401);
    expect(await auditActions(applicant.id)).toEqual(
      expect.arrayContaining([
        'application.superseded',
        'application.created',
        'application.activated',
        'email.link_sent',
      ]),
    );
  });

  it('accepts the email-action token as the Bearer header', async () => {
    const { data } = await registered();
    const token = await emailActionToken(data.email);
    const res = await post('new-application', data, { authorization: `Bearer ${token}` });
    expect(res.json()).toEqual({ success: true });
    expect(mailsTo(data.email)).toHaveLength(2);
  });

  it('refuses a token for another email, a session token and a forged one, changing nothing', async () => {
    const a = await registered();
    const b = await registered();
    const tokenA = await emailActionToken(a.data.email);
    const bApps = await applicationsOf((await applicantRow(b.data.email)).id);

    const other = await post('new-application', { ...b.data, token: tokenA });
    expect(other.statusCode).toBe(403);
    const session = await post('new-application', { ...a.data, token: a.sessionToken });
    expect(session.statusCode).toBe(401);
    const forged = await post('new-application', { ...a.data, token: `${tokenA.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(401);

    expect(await applicationsOf((await applicantRow(b.data.email)).id)).toEqual(bApps);
    expect(await applicationsOf((await applicantRow(a.data.email)).id)).toHaveLength(1);
    expect(mailsTo(a.data.email)).toHaveLength(1);
    expect(mailsTo(b.data.email)).toHaveLength(1);
  });
});

describe('POST /api/onboarding/email-token', () => {
  it('mails the link of the existing active application again', async () => {
    const { data } = await registered();
    const token = await emailActionToken(data.email);
    const res = await post('email-token', { ...data, token });
    expect(res.json()).toEqual({ success: true });
    const applicant = await applicantRow(data.email);
    const apps = await applicationsOf(applicant.id);
    expect(apps).toHaveLength(1);
    const mails = mailsTo(data.email);
    expect(mails).toHaveLength(2);
    await expect(t.app.tokens.verify(mails[1].token!, 'session')).resolves.toMatchObject({
      applicationId: apps[0].id,
    });
  });
});

describe('POST /api/onboarding/resend_email', () => {
  it('resends the link of a known email and answers the same for an unknown one', async () => {
    const { data } = await registered();
    const known = await post('resend_email', await loginData(data.email));
    expect(known.json()).toEqual({ success: true });
    expect(mailsTo(data.email)).toHaveLength(2);

    const stranger = uniqueEmail();
    const unknown = await post('resend_email', await loginData(stranger));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true });
    expect(mailsTo(stranger)).toHaveLength(0);
    expect(await applicantRow(stranger)).toBeUndefined();
  });

  it('requires the captcha', async () => {
    const { data } = await registered();
    const res = await post('resend_email', { ...data, token_recaptcha: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ details: { error: CAPTCHA_MESSAGE } });
    expect(mailsTo(data.email)).toHaveLength(1);
  });
});

describe('tokens and data', () => {
  it('an email-action token can neither read nor change an application', async () => {
    const { data } = await registered();
    const token = await emailActionToken(data.email);
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/onboarding/check-user', headers })).statusCode).toBe(401);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/onboarding/onboarding-update',
      headers,
      payload: { transactions_step: { systemName: 'Hijack' } },
    });
    expect(change.statusCode).toBe(401);
    const applicant = await applicantRow(data.email);
    const [app] = await applicationsOf(applicant.id);
    expect(app.transactionsStep).toBeNull();
  });

  it("a token for applicant A never reaches B's application", async () => {
    const a = await registered('Applicant Alpha');
    const b = await registered('Applicant Beta');
    const aId = (await applicantRow(a.data.email)).id;
    const [bApp] = await applicationsOf((await applicantRow(b.data.email)).id);
    // A validly signed token naming A as the subject but B's application id.
    const crossed = await t.app.tokens.signSession({ applicantId: aId, applicationId: bApp.id });
    const res = await t.app.inject({
      url: '/api/onboarding/check-user',
      headers: { authorization: `Bearer ${crossed}` },
    });
    expect(res.statusCode).toBe(401);
    const [bAfter] = await applicationsOf((await applicantRow(b.data.email)).id);
    expect(bAfter.stage).toBeNull();

    const own = await t.app.inject({
      url: '/api/onboarding/check-user',
      headers: { authorization: `Bearer ${a.sessionToken}` },
    });
    expect(own.json()).toMatchObject({ name: 'Applicant Alpha', email: a.data.email });
    expect(own.body).not.toContain(b.data.email);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_EMAIL: '2', RATE_LIMIT_PER_IP: '4' });
  }, 60_000);
  afterAll(() => limited?.close());

  const registerOn = async (email: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/onboarding/register',
      payload: {
        name: 'Amina Noor',
        email,
        phone_number: '+971501234567',
        token_recaptcha: await captchaToken(limited.app),
      },
    });

  it('answers 429 per email, then per IP, and changes nothing', async () => {
    const email = uniqueEmail();
    expect((await registerOn(email)).statusCode).toBe(200);
    expect((await registerOn(email.toUpperCase())).statusCode).toBe(200);
    const third = await registerOn(email);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      details: { error: 'Too many requests. Please wait a moment and try again.' },
    });

    const other = uniqueEmail();
    expect((await registerOn(other)).statusCode).toBe(200);
    const overIp = await registerOn(uniqueEmail());
    expect(overIp.statusCode).toBe(429);
    const rows = await limited.app.db.select().from(applicants);
    expect(rows.map((r) => r.email).sort()).toEqual([email, other].sort());
    expect(readOutbox(limited.dataDir)).toHaveLength(2);
  });

  it.each(['register', 'resend_email'])(
    '%s: requests without a solved captcha never spend the per-email allowance of the address they name',
    async (url) => {
      const victim = uniqueEmail();
      // Another client, more times than the per-email limit allows, without solving the captcha.
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: `/api/onboarding/${url}`,
          remoteAddress: '198.51.100.7',
          payload: { name: 'Amina Noor', email: victim, phone_number: '+971501234567', token_recaptcha: 'x' },
        });
        expect(res.statusCode).toBe(400);
      }
      // The owner, from their own address and with the captcha solved, is not locked out.
      const owner = await limited.app.inject({
        method: 'POST',
        url: `/api/onboarding/${url}`,
        remoteAddress: '203.0.113.9',
        payload: {
          name: 'Amina Noor',
          email: victim,
          phone_number: '+971501234567',
          token_recaptcha: await captchaToken(limited.app),
        },
      });
      expect(owner.statusCode).toBe(200);
    },
  );
});

describe('rate limits in Redis', () => {
  const prefix = `onboarding-test:${process.pid}:${Date.now()}:`;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      RATE_LIMIT_REDIS_PREFIX: prefix,
      RATE_LIMIT_PER_EMAIL: '2',
    };
    first = await createTestApp(env);
    second = await createTestApp(env);
  }, 60_000);
  afterAll(async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis('redis://127.0.0.1:6379');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await first?.close();
    await second?.close();
  });

  const loginOn = async (t2: TestApp, email: string) => ({
    name: 'Amina Noor',
    email,
    phone_number: '+971501234567',
    token_recaptcha: await captchaToken(t2.app),
  });
  const call = async (t2: TestApp, url: string, email: string) =>
    t2.app.inject({ method: 'POST', url: `/api/onboarding/${url}`, payload: await loginOn(t2, email) });

  it('holds the limit across API instances, and a refused call sends nothing', async () => {
    const email = uniqueEmail();
    expect((await call(first, 'register', email)).statusCode).toBe(200);
    expect((await call(first, 'resend_email', email)).statusCode).toBe(200);
    expect((await call(second, 'resend_email', email)).statusCode).toBe(200);
    expect(readOutbox(first.dataDir)).toHaveLength(2);

    const third = await call(first, 'resend_email', email);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({
      details: { error: 'Too many requests. Please wait a moment and try again.' },
    });
    expect(readOutbox(first.dataDir)).toHaveLength(2);

    const { Redis } = await import('ioredis');
    const redis = new Redis('redis://127.0.0.1:6379');
    const keys = await redis.keys(`${prefix}*`);
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
    // The address itself is never stored in Redis.
    expect(keys.join(' ')).not.toContain(email);
  });
});

describe('when the mail server is down (a fault, #14)', () => {
  let down: TestApp;
  let port: number;
  beforeAll(async () => {
    // A port where a mail server was and is no more.
    const probe = await startSmtpServer();
    port = Number(new URL(probe.url).port);
    await probe.close();
    down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  }, 60_000);
  afterAll(() => down?.close());

  it('registers all the same, keeps the email sealed, and delivers it once the mail server is back', async () => {
    const email = uniqueEmail();
    const res = await down.app.inject({
      method: 'POST',
      url: '/api/onboarding/register',
      payload: {
        name: 'Amina Noor',
        email,
        phone_number: '+971501234567',
        token_recaptcha: await captchaToken(down.app),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ existedUser: false });
    const [queued] = await down.app.db.select().from(mailQueue);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1 });
    // Sealed at rest: neither the address nor the link is readable in the database.
    expect(JSON.stringify(queued)).not.toContain(email);
    expect(JSON.stringify(queued)).not.toContain('token=');

    const back = await startSmtpServer(port);
    try {
      expect(await down.app.mailQueue.deliverDue(new Date(Date.now() + 60_000))).toBe(1);
      expect(back.received.map((m) => m.envelope.to)).toEqual([[email]]);
      expect(back.received[0].token).toBeTruthy();
      const [sent] = await down.app.db.select().from(mailQueue);
      expect(sent).toMatchObject({ status: 'sent', ciphertext: null });
      // Sent once: a later round has nothing to do.
      expect(await down.app.mailQueue.deliverDue(new Date(Date.now() + 3_600_000))).toBe(0);
    } finally {
      await back.close();
    }
  });
});

describe('audit', () => {
  it('records no token', async () => {
    const { data, sessionToken } = await registered();
    const applicant = await applicantRow(data.email);
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicantId, applicant.id)));
    expect(JSON.stringify(rows)).not.toContain(sessionToken);
  });
});
