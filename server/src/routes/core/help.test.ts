import { eq } from 'drizzle-orm';
import { applicants, applications, auditLog, helpRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { captchaToken } from '../../test/captcha';
import { readOutbox } from '../../test/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help-desk@onboarding.test' });
}, 60_000);
afterAll(() => t?.close());

let n = 0;
const email = () => `visitor${++n}-${process.pid}@example.com`;

const help = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/onboarding/help', payload, headers });

const storedFrom = (address: string) =>
  t.app.db.select().from(helpRequests).where(eq(helpRequests.email, address));
const supportMails = () => readOutbox(t.dataDir).filter((m) => m.headers.to === 'help-desk@onboarding.test');

describe('POST /api/onboarding/help', () => {
  it('stores an anonymous request and emails it to support, replying to the visitor', async () => {
    const from = email();
    const before = supportMails().length;
    const res = await help({
      email: from,
      note: 'How long does the review take?',
      token_recaptcha: await captchaToken(t.app),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const stored = await storedFrom(from);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ note: 'How long does the review take?', applicantId: null });
    const mails = supportMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail.headers['reply-to']).toBe(from);
    expect(mail.text).toContain('How long does the review take?');
  });

  it('requires the email of an anonymous visitor, with the spec messages', async () => {
    const token_recaptcha = await captchaToken(t.app);
    const missing = await help({ note: 'Need help please', token_recaptcha });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ details: { error: 'Value is required' } });
    const invalid = await help({ email: 'nope', note: 'Need help please', token_recaptcha });
    expect(invalid.json()).toEqual({ details: { error: 'Value is not a valid email address' } });
    const short = await help({ email: email(), note: 'Hi', token_recaptcha });
    expect(short.json()).toEqual({ details: { error: 'This field should be at least 3 characters long' } });
    const long = await help({ email: email(), note: 'x'.repeat(201), token_recaptcha });
    expect(long.json()).toEqual({ details: { error: 'The maximum length allowed is 200' } });
  });

  it('refuses a missing captcha and a replayed one, storing nothing more', async () => {
    const from = email();
    const missing = await help({ email: from, note: 'Need help please' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ details: { error: 'Please complete the reCAPTCHA challenge' } });
    const invalid = await help({ email: from, note: 'Need help please', token_recaptcha: 'garbage' });
    expect(invalid.json()).toEqual({ details: { error: 'Please complete the reCAPTCHA challenge' } });

    const token_recaptcha = await captchaToken(t.app);
    expect((await help({ email: from, note: 'First message', token_recaptcha })).statusCode).toBe(200);
    const replay = await help({ email: from, note: 'Second message', token_recaptcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ details: { error: 'Please complete the reCAPTCHA challenge' } });
    expect((await storedFrom(from)).map((r) => r.note)).toEqual(['First message']);
  });

  it("takes a signed-in applicant's email from the application, not from the body", async () => {
    const address = email();
    const [applicant] = await t.app.db
      .insert(applicants)
      .values({
        email: address,
        name: 'Amina Noor',
        phoneNumber: '+971501234567',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const [application] = await t.app.db
      .insert(applications)
      .values({ applicantId: applicant.id, stage: 'VERIFIED', stages: { CHECK_ELIGIBILITY: false } })
      .returning();
    const token = await t.app.tokens.signSession({
      applicantId: applicant.id,
      applicationId: application.id,
    });
    const res = await help(
      { note: 'Which documents do you need?', token_recaptcha: await captchaToken(t.app) },
      { authorization: `Bearer ${token}` },
    );
    expect(res.json()).toEqual({ success: true });
    const stored = await storedFrom(address);
    expect(stored).toEqual([
      expect.objectContaining({ applicantId: applicant.id, note: 'Which documents do you need?' }),
    ]);
    const mails = supportMails();
    expect(mails[mails.length - 1].headers['reply-to']).toBe(address);
    expect(mails[mails.length - 1].text).toContain(`application ${application.id}`);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.applicationId, application.id));
    expect(audit.map((a) => a.action)).toContain('help.requested');
  });

  it('answers 401 when a stale token hid the email field, so the browser starts over', async () => {
    const res = await help(
      { note: 'Need help please', token_recaptcha: await captchaToken(t.app) },
      { authorization: 'Bearer expired.or.forged' },
    );
    expect(res.statusCode).toBe(401);
    // With an email given, the same stale token does not stand in the way.
    const from = email();
    const ok = await help(
      { email: from, note: 'Need help please', token_recaptcha: await captchaToken(t.app) },
      { authorization: 'Bearer expired.or.forged' },
    );
    expect(ok.json()).toEqual({ success: true });
  });
});
