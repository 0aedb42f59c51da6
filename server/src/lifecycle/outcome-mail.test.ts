import crypto from 'node:crypto';
import { applicationReference } from '@onboarding/shared/server';
import { and, eq } from 'drizzle-orm';
import { applicants, applications, auditLog, mailQueue } from '../db/schema';
import { workbookFromRows, monthlyPnlRows, dataUrl } from '../excel/test-support';
import { recordConnectionEvent } from '../routes/accounting/accounting-state';
import { signedInApplicant, type SignedInApplicant } from '../test/applicant';
import { createTestApp, type TestApp } from '../test/app';
import { captchaToken } from '../test/captcha';
import { readOutbox } from '../test/outbox';
import { signedInStaff, staffCall, submittedCase, type SignedInStaff } from '../test/staff';

// The applicant is told where they stand at both ends of the journey: declined at eligibility (the email with the
// reasons' categories and the cooling-off date, the same on /ineligible and the dashboard, and the back office's
// view of them), and submitted (the confirmation with the reference, once). Over HTTP on the real app and database,
// with the shipped policy (minimum revenue 100,000) and the default cooling-off (90 days).

jest.setTimeout(180_000);

let t: TestApp;
let reviewer: SignedInStaff;
let approver: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  [reviewer, approver, admin] = await Promise.all([
    signedInStaff(t.app, 'reviewer'),
    signedInStaff(t.app, 'approver'),
    signedInStaff(t.app, 'admin'),
  ]);
});
afterAll(() => t?.close());

const ANSWERS = {
  businessName: 'Small Sums Ltd',
  businessWebsite: 'https://www.small-sums.com',
  businessType: [{ name: 'Software', code: 'SAAS' }],
  placeOfOperation: [{ name: 'United Arab Emirates', code: 'AE' }],
  countryOfIncorporation: 'AE',
  companyStage: 'Seed',
  dateOfIncorporation: '2021-04-01T00:00:00.000Z',
  isSoftware: 'Yes',
  ARRYearlyRevenue: '50,000',
  activeContracts: '15',
  investmentRounds: 1,
  runway: 18,
  requestedAmount: '250,000',
  isSharia: 'Yes',
  debt: 'No',
  institutionalInvestors: 1,
  raisedAmount: 400_000,
};

async function emailOf(who: SignedInApplicant) {
  const [row] = await t.app.db.select().from(applicants).where(eq(applicants.id, who.applicantId));
  return row.email;
}
const mailsTo = (email: string) => readOutbox(t.dataDir).filter((m) => m.headers.to === email);
const day = (d: Date) => d.toISOString().slice(0, 10);

async function declinedApplicant() {
  const who = await signedInApplicant(t.app, { at: 'verified' });
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/onboarding/onboarding-update',
    headers: who.auth,
    payload: { eligibility_step: ANSWERS },
  });
  expect(res.statusCode).toBe(200);
  return who;
}

/** The dashboard's session, by the emailed link as the dashboard signs in. */
async function dashboardAuth(email: string) {
  const before = mailsTo(email).length;
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/dashboard/sign-in-link',
    payload: { email, captcha: await captchaToken(t.app) },
  });
  expect(asked.statusCode).toBe(202);
  for (let i = 0; i < 100 && mailsTo(email).length === before; i++)
    await new Promise((r) => setTimeout(r, 50));
  const link = new URL(mailsTo(email).at(-1)!.link!).searchParams.get('link')!;
  const res = await t.app.inject({ method: 'POST', url: '/api/dashboard/session', payload: { link } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
}

describe('declined at eligibility', () => {
  it('mails the outcome once, with the reason in words and the day a new application can be decided', async () => {
    const who = await declinedApplicant();
    const mails = mailsTo(await emailOf(who));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.headers.subject).toBe('The outcome of your Onboarding eligibility check');
    expect(mail.text).toContain('your business is not eligible for financing at this time');
    expect(mail.text).toContain('The reason:\n\n- Annual revenue below our minimum');
    // 90 days on, and never the rule's code or the applicant's figures.
    const from = new Date(Date.now() + 90 * 86_400_000);
    expect(mail.text).toMatch(/A new application can be decided from \w+ \d{1,2}, \d{4}\./);
    expect(mail.text).toContain(String(from.getUTCFullYear()));
    expect(mail.text).not.toMatch(/REVENUE_BELOW_MINIMUM|50,000|100,000/);
    expect(mail.text).toContain('http://app.test/dashboard');
  });

  it('tells /ineligible the same: the categories and the date, never the codes', async () => {
    const who = await declinedApplicant();
    const result = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/check-eligible',
      headers: who.auth,
    });
    // The spec's answer stays as it is.
    expect(result.json()).toEqual({ eligible: false, eligibleAmount: 0, NOT_INELIGIBLE: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/eligibility-outcome',
      headers: who.auth,
    });
    const body = res.json();
    expect(body.declined.reasons).toEqual(['revenue']);
    // The first whole day after the 90 days (the refusal's time of day counts).
    const end = new Date(Date.now() + 90 * 86_400_000);
    expect([day(end), day(new Date(end.getTime() + 86_400_000))]).toContain(body.declined.decidableFrom);
    expect(JSON.stringify(body)).not.toContain('REVENUE_BELOW_MINIMUM');
  });

  it('gives the dashboard a declined application, not an unfinished one', async () => {
    const who = await declinedApplicant();
    const auth = await dashboardAuth(await emailOf(who));
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/applications', headers: auth });
    expect(res.statusCode).toBe(200);
    const [application] = res.json().applications;
    expect(application).toMatchObject({
      id: who.applicationId,
      status: null,
      submittedAt: null,
      declined: { reasons: ['revenue'], decidableFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
  });

  it('mails an eligible applicant nothing, and the dashboard shows no decline', async () => {
    const who = await signedInApplicant(t.app, { at: 'verified' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/onboarding/onboarding-update',
      headers: who.auth,
      payload: { eligibility_step: { ...ANSWERS, ARRYearlyRevenue: '1,200,000' } },
    });
    expect(res.statusCode).toBe(200);
    expect(mailsTo(await emailOf(who))).toHaveLength(0);
    const outcome = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/eligibility-outcome',
      headers: who.auth,
    });
    expect(outcome.json()).toEqual({ declined: null });
    const auth = await dashboardAuth(await emailOf(who));
    const dash = await t.app.inject({ method: 'GET', url: '/api/dashboard/applications', headers: auth });
    expect(dash.json().applications[0].declined).toBeNull();
  });
});

describe('submitted', () => {
  const accounts = workbookFromRows({ 'P&L': monthlyPnlRows(12) });

  it('mails the confirmation with the reference once per submission', async () => {
    const who = await signedInApplicant(t.app, { at: 'transactions' });
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/onboarding/accounting-upload',
        headers: { ...who.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({
          mappingData: {
            name: 'Management accounts',
            fileName: 'Management accounts.xlsx',
            file: dataUrl(accounts),
            selectedSheet: null,
            isMapping: false,
          },
          columnMapping: {},
        }),
      });
    expect((await upload()).statusCode).toBe(200);
    // A second try after the submission is refused and mails nothing.
    expect((await upload()).statusCode).toBe(409);

    const reference = applicationReference(who.applicationId);
    expect(reference).toMatch(/^ONB-\d{6,}$/);
    const mails = mailsTo(await emailOf(who));
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.subject).toBe(`We have received your Onboarding application ${reference}`);
    expect(mails[0].text).toContain(`Your application's reference is ${reference}.`);
    expect(mails[0].text).toContain('within two business days');
    expect(mails[0].text).toContain('Go to my dashboard: http://app.test/dashboard');
  });

  it('mails it when the accounting system connects through the integration service, and not for a retried delivery', async () => {
    const who = await signedInApplicant(t.app, { at: 'transactions' });
    const event = {
      resultId: crypto.randomUUID(),
      applicationId: who.applicationId,
      service: 'xero',
      status: 'connected' as const,
      occurredAt: new Date(),
    };
    expect(await recordConnectionEvent(t.app, event)).toBe('applied');
    expect(await recordConnectionEvent(t.app, event)).toBe('duplicate');
    const mails = mailsTo(await emailOf(who));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(applicationReference(who.applicationId));
  });

  it('writes it in Arabic for an applicant who reads Arabic', async () => {
    const who = await signedInApplicant(t.app, { at: 'transactions' });
    await t.app.db.update(applicants).set({ language: 'ar' }).where(eq(applicants.id, who.applicantId));
    expect(
      await recordConnectionEvent(t.app, {
        resultId: crypto.randomUUID(),
        applicationId: who.applicationId,
        service: 'xero',
        status: 'connected',
        occurredAt: new Date(),
      }),
    ).toBe('applied');
    const [mail] = mailsTo(await emailOf(who));
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain(`مرجع طلبك هو ${applicationReference(who.applicationId)}`);
  });

  it('leaves nothing queued: each mail was sent after its commit', async () => {
    const queued = await t.app.db.select().from(mailQueue).where(eq(mailQueue.status, 'queued'));
    expect(queued).toHaveLength(0);
  });
});

describe('the back office views of applications the review never received', () => {
  const view = (who: SignedInStaff, query: string) =>
    staffCall(t.app, who, 'GET', `/api/backoffice/applications?${query}`);

  it('lists the declined at eligibility with their reasons and cooling-off, and the unsubmitted apart', async () => {
    const declined = await declinedApplicant();
    const unfinished = await signedInApplicant(t.app, { at: 'documents' });
    const submitted = await submittedCase(t.app, { businessName: 'In Review Co' });

    const res = await view(reviewer, 'view=declined&pageSize=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = body.applications.find((a: { id: number }) => a.id === declined.applicationId);
    expect(row).toMatchObject({
      reference: applicationReference(declined.applicationId),
      businessName: 'Small Sums Ltd',
      applicantName: 'Amina Noor',
      stage: 'VERIFIED',
      declined: { reasons: ['revenue'], decidableFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    const ids = (list: { id: number }[]) => list.map((a) => a.id);
    expect(ids(body.applications)).not.toContain(unfinished.applicationId);
    expect(ids(body.applications)).not.toContain(submitted.applicationId);
    expect(body.total).toBe(body.counts.declined);

    const open = (await view(approver, 'view=unsubmitted&pageSize=100')).json();
    expect(ids(open.applications)).toContain(unfinished.applicationId);
    expect(ids(open.applications)).not.toContain(declined.applicationId);
    expect(ids(open.applications)).not.toContain(submitted.applicationId);
    expect(open.applications.find((a: { id: number }) => a.id === unfinished.applicationId)).toMatchObject({
      stage: 'TRANSACTION',
      declined: null,
    });
  });

  it('searches by business name or email', async () => {
    const declined = await declinedApplicant();
    const email = await emailOf(declined);
    const body = (await view(reviewer, `view=declined&q=${encodeURIComponent(email)}`)).json();
    expect(body.applications.map((a: { id: number }) => a.id)).toEqual([declined.applicationId]);
    expect(body.counts.declined).toBe(1);
  });

  it('is for reviewers and approvers only, and every read is audited with the applications shown', async () => {
    expect((await view(admin, 'view=declined')).statusCode).toBe(403);
    expect(
      (await staffCall(t.app, null, 'GET', '/api/backoffice/applications?view=declined')).statusCode,
    ).toBe(401);
    expect((await view(reviewer, 'view=everything')).statusCode).toBe(400);

    const res = await view(reviewer, 'view=unsubmitted&q=Noor');
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, reviewer.id), eq(auditLog.action, 'queue.viewed')));
    expect(entries.at(-1)!.detail).toMatchObject({
      view: 'unsubmitted',
      search: true,
      caseIds: res.json().applications.map((a: { id: number }) => a.id),
    });
    // The search text may be an applicant's address: it is not recorded.
    expect(JSON.stringify(entries.at(-1)!.detail)).not.toContain('Noor');
  });

  it('leaves out a new application whose link was never opened', async () => {
    const who = await signedInApplicant(t.app, { at: 'verified' });
    await t.app.db
      .update(applications)
      .set({ status: 'pending' })
      .where(eq(applications.id, who.applicationId));
    const body = (await view(reviewer, 'view=unsubmitted&pageSize=100')).json();
    expect(body.applications.map((a: { id: number }) => a.id)).not.toContain(who.applicationId);
  });
});
