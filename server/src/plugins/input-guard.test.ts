import { eq } from 'drizzle-orm';
import { applications, auditLog, helpRequests } from '../db/schema';
import { CONTROL_CHARACTERS_MESSAGE } from '../lib/control-characters';
import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';
import { captchaToken } from '../test/captcha';

// U+0000 makes PostgreSQL refuse a text value (a 500 if it got that far): every call refuses control
// characters with a 400 before its schema, and nothing is stored.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const refused = { details: { error: CONTROL_CHARACTERS_MESSAGE } };

describe('control characters', () => {
  it('in a signed-in JSON body (an eligibility draft): 400, nothing saved', async () => {
    const who = await signedInApplicant(t.app, { at: 'verified' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/onboarding/onboarding-update',
      headers: who.auth,
      payload: { eligibility_step: { businessName: 'Noor\u0000Cloud', draft: true } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, who.applicationId));
    expect(row.eligibilityStep).toBeNull();
  });

  it('in a query string (confirm-upload timestamp) and in a CSV check payload: 400', async () => {
    const who = await signedInApplicant(t.app, { at: 'documents' });
    const confirm = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/utils/confirm-upload?timestamp=17%00',
      headers: who.auth,
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual(refused);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/utils/check',
      headers: who.auth,
      payload: { timestamp: '1\u0000', col_mapping: {}, system_name: 'x\u0000' },
    });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual(refused);
  });

  it('in an anonymous body (help) and in a key: 400, nothing stored', async () => {
    const before = await t.app.db.select().from(helpRequests);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/help',
      payload: {
        email: 'amina@example.com',
        message: 'Hello\u0000',
        token_recaptcha: await captchaToken(t.app),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/register',
      payload: { ['name\u0000']: 'x' },
    });
    expect(key.statusCode).toBe(400);
    expect(await t.app.db.select().from(helpRequests)).toHaveLength(before.length);
  });

  it('leaves line breaks and tabs in free text alone', async () => {
    const who = await signedInApplicant(t.app, { at: 'verified' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/onboarding/onboarding-update',
      headers: who.auth,
      payload: { eligibility_step: { businessName: 'Noor\tCloud', draft: true } },
    });
    expect(res.statusCode).toBe(200);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.applicationId, who.applicationId));
    expect(audits.map((a) => a.action)).toContain('eligibility.draft_saved');
  });
});
