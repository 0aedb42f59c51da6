import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { applicants, applications, auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const secret = () => new TextEncoder().encode(t.config.JWT_SECRET);
let n = 0;

/** An applicant who registered but has not opened the email link yet. */
async function unverified(name = 'Amina Noor') {
  const [applicant] = await t.app.db
    .insert(applicants)
    .values({ email: `check${++n}-${process.pid}@example.com`, name, phoneNumber: '+971501234567' })
    .returning();
  const [application] = await t.app.db.insert(applications).values({ applicantId: applicant.id }).returning();
  const token = await t.app.tokens.signSession({ applicantId: applicant.id, applicationId: application.id });
  return { applicant, application, token };
}

const checkUser = (token?: string) =>
  t.app.inject({
    url: `/api/onboarding/check-user?${Date.now()}=`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

describe('GET /api/onboarding/check-user', () => {
  it('answers 401 without a token', async () => {
    const res = await checkUser();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ details: { error: expect.any(String) } });
  });

  it('answers 401 to a tampered, expired, unsigned or wrong-purpose token', async () => {
    const { applicant, application, token } = await unverified();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherApp = Buffer.from(JSON.stringify({ ...claims, app: claims.app + 1 })).toString('base64url');
    const tampered = `${header}.${otherApp}.${signature}`;

    const expired = await new SignJWT({ purpose: 'session', app: application.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(applicant.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const emailAction = await t.app.tokens.signEmailAction(applicant.email);
    const otherKey = await new SignJWT({ purpose: 'session', app: application.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(applicant.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'));

    for (const bad of [tampered, expired, none, emailAction, otherKey, 'not-a-jwt', 'null']) {
      const res = await checkUser(bad);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 401 });
    }
    // None of them verified the email.
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row.stage).toBeNull();
  });

  it("answers 401 to a superseded application's token", async () => {
    const { application, token } = await unverified();
    await t.app.db
      .update(applications)
      .set({ status: 'superseded' })
      .where(eq(applications.id, application.id));
    expect((await checkUser(token)).statusCode).toBe(401);
  });

  it('verifies the email on the first use of the link, once, and answers the user status', async () => {
    const { applicant, application, token } = await unverified('Amina Noor');
    const res = await checkUser(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      onboarding_id: application.id,
      name: 'Amina Noor',
      email: applicant.email,
      phone_number: '+971501234567',
      stage: 'VERIFIED',
      stages_lists: [{ CHECK_ELIGIBILITY: false }],
      eligibility_step: null,
      transactions_step: null,
      accounting_step: [],
    });
    const [verifiedApplicant] = await t.app.db
      .select()
      .from(applicants)
      .where(eq(applicants.id, applicant.id));
    expect(verifiedApplicant.emailVerifiedAt).toBeInstanceOf(Date);

    // Later uses change nothing, even once the applicant has moved on.
    await t.app.db
      .update(applications)
      .set({ stage: 'ELIGIBLE', stages: { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false } })
      .where(eq(applications.id, application.id));
    const again = await checkUser(token);
    expect(again.json()).toMatchObject({
      stage: 'ELIGIBLE',
      stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false }],
    });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, application.id), eq(auditLog.action, 'email.verified')));
    expect(audits).toHaveLength(1);
  });

  it('never returns credentials stored beside the transaction or accounting steps', async () => {
    const { application, token } = await unverified();
    await t.app.db
      .update(applications)
      .set({
        transactionsStep: {
          systemType: 'STRIPE',
          systemName: 'Stripe',
          secretKey: 'sk_live_secret-value-1234567890',
        },
        accountingStep: [{ status: 'access_denied', service: 'xero', refresh_token: 'refresh-secret' }],
      })
      .where(eq(applications.id, application.id));
    const res = await checkUser(token);
    expect(res.json()).toMatchObject({
      transactions_step: { systemType: 'STRIPE', systemName: 'Stripe' },
      accounting_step: [{ status: 'access_denied', service: 'xero' }],
    });
    expect(res.body).not.toContain('secret');
  });
});

describe('GET /api/onboarding/utils/config', () => {
  it('tells the browser which captcha to show, where the dashboard and integration service are, and the year end', async () => {
    const res = await t.app.inject({ url: '/api/onboarding/utils/config' });
    expect(res.json()).toEqual({
      captcha: { provider: 'altcha' },
      dashboardUrl: 'http://app.test/dashboard',
      integrationUrl: '',
      financialYearEndMonth: 12,
    });
  });
});
