import type { OfferTermsInput } from '@onboarding/shared/backoffice';
import { DASHBOARD_MESSAGES } from '@onboarding/shared/dashboard';
import { and, eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import {
  applicants,
  applications,
  auditLog,
  dashboardSignInLinks,
  documents,
  informationRequests,
  offers,
  webhookOutbox,
} from '../../db/schema';
import { DASHBOARD_SERVER_MESSAGES } from '../../dashboard/read';
import { pdfText } from '../../offers/pdf-text';
import * as f from '../../storage/test-support/fixtures';
import { sweepStorage } from '../../storage/sweep';
import { APPLICANT_NAME, signedInApplicant, type SignedInApplicant } from '../../test/applicant';
import { createTestApp, type TestApp } from '../../test/app';
import { captchaToken } from '../../test/captcha';
import { readOutbox } from '../../test/outbox';
import { signedInStaff, staffCall, submittedCase, type SignedInStaff } from '../../test/staff';

// The applicant's dashboard over HTTP: sign-in by a one-time emailed link (the same answer for an unknown
// address, single use, expiry, rate limits), the applicant's own applications only, the timeline, the answer to a
// request for information (new versions beside the old, the case back in review), and the offer's acceptance and
// decline (signature, version, validity) as the back office sees them.

jest.setTimeout(180_000);

const NOW = new Date('2027-01-10T09:00:00Z');
let clock = NOW;
let t: TestApp;
let reviewer: SignedInStaff;
let approver: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp(
    { WEBHOOK_URLS: 'https://hooks.test/review', WEBHOOK_SECRET: 'w'.repeat(40) },
    { now: () => clock },
  );
  // The mail queue sends through this same object.
  const send = t.app.mailer.send.bind(t.app.mailer);
  t.app.mailer.send = async (message) => {
    await send(message);
    mailer.emit('sent');
  };
  reviewer = await signedInStaff(t.app, 'reviewer');
  approver = await signedInStaff(t.app, 'approver');
});
afterAll(() => t?.close());

/** Runs `work` with the app's clock moved to `at`, then puts it back. */
async function at<T>(when: Date, work: () => Promise<T>): Promise<T> {
  clock = when;
  try {
    return await work();
  } finally {
    clock = NOW;
  }
}

const mailsTo = (email: string) => readOutbox(t.dataDir).filter((m) => m.headers.to === email);

/** Emits `sent` each time the app's mailer has written a message to the outbox. */
const mailer = new EventEmitter();

/** Waits for the `count`th mail to `email` (the sign-in link is made and mailed after the answer), and no more. */
async function mailed(email: string, count = 1) {
  while (mailsTo(email).length < count) await once(mailer, 'sent');
  expect(mailsTo(email)).toHaveLength(count);
}

const linkSecret = (link: string | undefined) => new URL(link!).searchParams.get('link')!;

async function askLink(app: TestApp, email: string, remoteAddress = '127.0.0.1') {
  return app.app.inject({
    method: 'POST',
    url: '/api/dashboard/sign-in-link',
    payload: { email, captcha: await captchaToken(app.app) },
    remoteAddress,
  });
}

const exchange = (link: string, app = t, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/api/dashboard/session', payload: { link }, remoteAddress });

async function emailOf(applicantId: string) {
  const [row] = await t.app.db.select().from(applicants).where(eq(applicants.id, applicantId));
  return row.email;
}

/** Signs in as the applicant by email, as the dashboard does; answers the session's headers. */
async function signIn(applicant: SignedInApplicant) {
  const email = await emailOf(applicant.applicantId);
  const before = mailsTo(email).length;
  expect((await askLink(t, email)).statusCode).toBe(202);
  await mailed(email, before + 1);
  const res = await exchange(linkSecret(mailsTo(email).at(-1)!.link));
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
}

const dashboard = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/dashboard/applications', headers: auth });
const staffPost = (who: SignedInStaff, url: string, payload: object = {}) =>
  staffCall(t.app, who, 'POST', url, { payload });
const staffGet = (who: SignedInStaff, url: string) => staffCall(t.app, who, 'GET', url);

async function caseInReview() {
  const c = await submittedCase(t.app, { businessName: 'Noor Cloud' });
  expect(
    (await staffPost(reviewer, `/api/backoffice/cases/${c.applicationId}/actions/startReview`)).statusCode,
  ).toBe(200);
  return c;
}

const TERMS: OfferTermsInput = {
  currency: 'USD',
  asset: { description: 'Cloud servers bought from the vendor and sold on' },
  costMinor: 100_000_00,
  profitMinor: 8_000_01,
  tenureMonths: 12,
  schedule: { type: 'equal' },
  firstDueDate: '2027-03-31',
  validUntil: '2027-02-09',
  charity: { donationPerLateInstalmentMinor: 50_00 },
};

/** A case whose offer (version 1) was proposed, approved and sent to the applicant. */
async function caseWithOffer() {
  const c = await caseInReview();
  const base = `/api/backoffice/cases/${c.applicationId}/offers`;
  expect((await staffPost(reviewer, base, TERMS)).statusCode).toBe(200);
  expect((await staffPost(approver, `${base}/1/approve`)).statusCode).toBe(200);
  expect((await staffPost(approver, `${base}/1/send`)).statusCode).toBe(200);
  return { ...c, auth: await signIn(c) };
}

const answer = (auth: Record<string, string>, id: number, kind: 'accept' | 'decline', payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/applications/${id}/offer/${kind}`,
    headers: auth,
    payload,
    remoteAddress: '203.0.113.7',
  });

describe('sign-in by email', () => {
  it('mails a one-time link to a known address; it opens the session of the current application once', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const email = await emailOf(applicant.applicantId);
    const res = await askLink(t, email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: DASHBOARD_MESSAGES.linkSent });
    expect(res.headers['cache-control']).toBe('no-store');

    await mailed(email);
    const [mail] = mailsTo(email);
    expect(mail.headers.subject).toBe('Sign in to your Onboarding dashboard');
    expect(mail.link).toMatch(/^http:\/\/app\.test\/dashboard\?link=[\w-]{43}$/);
    expect(mail.text).toContain('valid for 15 minutes');
    const secret = linkSecret(mail.link);

    // Only the secret's hash is kept.
    const [row] = await t.app.db
      .select()
      .from(dashboardSignInLinks)
      .where(eq(dashboardSignInLinks.applicantId, applicant.applicantId));
    expect(row.secretHash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60_000);

    const session = await exchange(secret);
    expect(session.statusCode).toBe(200);
    await expect(t.app.tokens.verify(session.json().token, 'session')).resolves.toEqual({
      applicantId: applicant.applicantId,
      applicationId: applicant.applicationId,
    });
    const again = await exchange(secret);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.linkInvalid } });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.applicantId, applicant.applicantId));
    expect(audits.map((a) => a.action)).toEqual(['dashboard.link_sent', 'dashboard.signed_in']);
  });

  it('answers an unknown address the same, and sends and stores nothing', async () => {
    const stranger = `nobody-${crypto.randomUUID()}@example.com`;
    const res = await askLink(t, stranger);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: DASHBOARD_MESSAGES.linkSent });
    // A known address asked after it is mailed: the unknown one's work is over by then.
    const known = await signedInApplicant(t.app, { at: 'submitted' });
    const email = await emailOf(known.applicantId);
    await askLink(t, email);
    await mailed(email);
    expect(mailsTo(stranger)).toEqual([]);
    expect(await t.app.db.select().from(applicants).where(eq(applicants.email, stranger))).toEqual([]);
  });

  it('lets only one of two concurrent exchanges win', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const email = await emailOf(applicant.applicantId);
    await askLink(t, email);
    await mailed(email);
    const secret = linkSecret(mailsTo(email)[0].link);
    const answers = await Promise.all([exchange(secret), exchange(secret), exchange(secret)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses a link after its 15 minutes, an unknown one, and a missing captcha', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    const email = await emailOf(applicant.applicantId);
    await askLink(t, email);
    await mailed(email);
    const secret = linkSecret(mailsTo(email)[0].link);
    const late = await at(new Date(NOW.getTime() + 15 * 60_000 + 1000), () => exchange(secret));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.linkInvalid } });
    expect((await exchange(crypto.randomBytes(32).toString('base64url'))).statusCode).toBe(400);

    const noCaptcha = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/sign-in-link',
      payload: { email, captcha: 'nope' },
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toEqual({ details: { error: 'Please complete the reCAPTCHA challenge' } });
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/sign-in-link',
      payload: { email: 'not-an-email', captcha: 'x' },
    });
    expect(badEmail.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.email } });
    // A known address asked after them is mailed: anything they set off is over by then.
    const later = await emailOf((await signedInApplicant(t.app, { at: 'submitted' })).applicantId);
    await askLink(t, later, '192.0.2.40');
    await mailed(later);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('signs in an applicant with only earlier applications to the dashboard alone: they see, export and delete', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    await t.app.db
      .update(applications)
      .set({ status: 'superseded' })
      .where(eq(applications.applicantId, applicant.applicantId));
    const email = await emailOf(applicant.applicantId);
    await askLink(t, email);
    await mailed(email);
    const secret = linkSecret(mailsTo(email)[0].link);

    const signedIn = await exchange(secret);
    expect(signedIn.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${signedIn.json().token as string}` };
    const body = (await dashboard(auth)).json();
    expect(body.applications.map((a: { id: number; current: boolean }) => [a.id, a.current])).toEqual([
      [applicant.applicationId, false],
    ]);
    // The journey has nothing to continue: its routes refuse the token.
    const journey = await t.app.inject({ method: 'GET', url: '/api/onboarding/check-user', headers: auth });
    expect(journey.statusCode).toBe(401);
    // Spent once, like any link.
    expect((await exchange(secret)).statusCode).toBe(400);

    const exported = await t.app.inject({ method: 'GET', url: '/api/dashboard/export', headers: auth });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/deletion',
      headers: auth,
      payload: { confirm: 'DELETE' },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased.applications).toBe(1);
    expect(await t.app.db.select().from(applicants).where(eq(applicants.id, applicant.applicantId))).toEqual(
      [],
    );
    // The token outlives nothing: the applicant is gone.
    expect((await dashboard(auth)).statusCode).toBe(401);
  });

  it('marks the address verified, as the verification link does', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    await t.app.db
      .update(applicants)
      .set({ emailVerifiedAt: null })
      .where(eq(applicants.id, applicant.applicantId));
    await signIn(applicant);
    const [row] = await t.app.db.select().from(applicants).where(eq(applicants.id, applicant.applicantId));
    expect(row.emailVerifiedAt).toEqual(NOW);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_PER_EMAIL: '2', RATE_LIMIT_PER_IP: '4' });
  });
  afterAll(() => limited?.close());

  it('limits links per address (whatever the client) and per client', async () => {
    const email = `limit-${crypto.randomUUID()}@example.com`;
    expect((await askLink(limited, email, '198.51.100.1')).statusCode).toBe(202);
    expect((await askLink(limited, email, '198.51.100.2')).statusCode).toBe(202);
    expect((await askLink(limited, email, '198.51.100.3')).statusCode).toBe(429);

    const ip = '198.51.100.9';
    for (let i = 0; i < 4; i++)
      expect((await askLink(limited, `c${i}-${crypto.randomUUID()}@example.com`, ip)).statusCode).toBe(202);
    expect((await askLink(limited, `c5-${crypto.randomUUID()}@example.com`, ip)).statusCode).toBe(429);
  });

  it('limits exchanges per client', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 4; i++)
      expect((await exchange(crypto.randomBytes(32).toString('base64url'), limited, ip)).statusCode).toBe(
        400,
      );
    expect((await exchange(crypto.randomBytes(32).toString('base64url'), limited, ip)).statusCode).toBe(429);
  });
});

describe('the applicant’s applications', () => {
  it('lists the applicant’s own, and another’s id is unknown', async () => {
    const mine = await caseInReview();
    const auth = await signIn(mine);
    const res = await dashboard(auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.applicant).toEqual({ name: APPLICANT_NAME, email: await emailOf(mine.applicantId) });
    expect(body.applications).toHaveLength(1);
    expect(body.applications[0]).toMatchObject({
      id: mine.applicationId,
      businessName: 'Noor Cloud',
      requested: { amountMinor: 25_000_000, currency: 'USD' },
      status: 'IN_REVIEW',
      stage: 'PENDING',
      current: true,
      informationRequests: [],
      offer: null,
    });
    expect(body.applications[0].timeline.map((e: { event: string }) => e.event)).toEqual([
      'submitted',
      'in_review',
    ]);

    const other = await caseWithOffer();
    for (const [method, url, payload] of [
      ['GET', `/api/dashboard/applications/${other.applicationId}/offer/letter`, undefined],
      [
        'POST',
        `/api/dashboard/applications/${other.applicationId}/offer/accept`,
        { version: 1, signature: APPLICANT_NAME },
      ],
      ['POST', `/api/dashboard/applications/${other.applicationId}/offer/decline`, { version: 1 }],
      ['POST', `/api/dashboard/applications/${other.applicationId}/information`, { files: {} }],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
      expect([url, refused.statusCode, refused.json()]).toEqual([
        url,
        404,
        { details: { error: DASHBOARD_SERVER_MESSAGES.notFound } },
      ]);
    }
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, other.applicationId));
    expect(row.reviewStatus).toBe('OFFER_SENT');
    expect((await dashboard({})).statusCode).toBe(401);
  });

  it('shows earlier applications too, not a pending one nobody opened', async () => {
    const applicant = await signedInApplicant(t.app, { at: 'submitted' });
    await t.app.db
      .update(applications)
      .set({ status: 'superseded' })
      .where(eq(applications.id, applicant.applicationId));
    const [current] = await t.app.db
      .insert(applications)
      .values({ applicantId: applicant.applicantId, status: 'active' })
      .returning({ id: applications.id });
    await t.app.db.insert(applications).values({ applicantId: applicant.applicantId, status: 'pending' });
    const body = (await dashboard(await signIn(applicant))).json();
    expect(body.applications.map((a: { id: number; current: boolean }) => [a.id, a.current])).toEqual([
      [current.id, true],
      [applicant.applicationId, false],
    ]);
    expect(body.applications[0]).toMatchObject({ status: null, submittedAt: null, timeline: [] });
  });
});

describe('requests for information', () => {
  /** The cap table the applicant sent with the application, stored as /financials stores it. */
  async function firstCapTable(applicationId: number) {
    const key = `applications/${applicationId}/documents/CapTable-${crypto.randomUUID()}`;
    const bytes = f.pdf();
    await t.app.storage.put(key, bytes, { size: bytes.length, contentType: 'application/pdf' });
    await t.app.db.insert(documents).values({
      applicationId,
      kind: 'CapTable',
      key,
      originalName: 'Cap table.pdf',
      mime: 'application/pdf',
      size: bytes.length,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      createdAt: new Date(Date.now() - 60_000),
    });
  }

  const provide = (auth: Record<string, string>, id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/dashboard/applications/${id}/information`,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const capTable = () => ({ name: 'Cap table 2027.png', content: f.dataUrl('image/png', f.png()) });

  it('takes the documents asked for as new versions, and the case goes back to review', async () => {
    const c = await caseInReview();
    const id = c.applicationId;
    await firstCapTable(id);
    const auth = await signIn(c);

    const nothing = await provide(auth, id, { files: { CapTable: capTable() } });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.nothingRequested } });

    const requested = await staffPost(reviewer, `/api/backoffice/cases/${id}/actions/requestInformation`, {
      documents: ['CapTable'],
      message: 'Please send the cap table after the seed round.',
    });
    expect(requested.statusCode).toBe(200);
    const asked = (await dashboard(auth)).json().applications[0];
    expect(asked.status).toBe('INFO_REQUESTED');
    expect(asked.informationRequests).toEqual([
      {
        id: expect.any(Number),
        requestedAt: expect.any(String),
        documents: ['CapTable'],
        message: 'Please send the cap table after the seed round.',
        answeredAt: null,
      },
    ]);

    const missing = await provide(auth, id, { files: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.documentsMissing } });
    const extra = await provide(auth, id, {
      files: {
        CapTable: capTable(),
        Registration: { name: 'r.pdf', content: f.dataUrl('application/pdf', f.pdf()) },
      },
    });
    expect(extra.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.notRequested } });
    const executable = await provide(auth, id, {
      files: { CapTable: { name: 'cap.pdf', content: f.dataUrl('application/pdf', f.windowsExecutable()) } },
    });
    expect(executable.statusCode).toBe(400);
    expect(executable.json()).toEqual({
      details: { error: 'The file cap.pdf is not an accepted document type.' },
    });
    expect(await t.app.db.select().from(documents).where(eq(documents.applicationId, id))).toHaveLength(1);

    const res = await provide(auth, id, { files: { CapTable: capTable() }, message: 'Here it is.' });
    expect(res.statusCode).toBe(200);
    const application = res.json().application;
    expect(application.status).toBe('IN_REVIEW');
    expect(application.informationRequests[0].answeredAt).toEqual(expect.any(String));
    expect(application.timeline.map((e: { event: string }) => e.event)).toEqual([
      'submitted',
      'in_review',
      'information_requested',
      'information_provided',
    ]);
    const [request] = await t.app.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.applicationId, id));
    expect(request.reply).toBe('Here it is.');
    const detail = await staffGet(reviewer, `/api/backoffice/cases/${id}`);
    expect(detail.json().informationRequests).toMatchObject([{ reply: 'Here it is.' }]);

    // The reviewer sees the new version beside the old one, both still stored.
    const panel = await staffGet(reviewer, `/api/backoffice/cases/${id}/documents`);
    const versions = panel.json().documents.filter((d: { kind: string }) => d.kind === 'CapTable');
    expect(
      versions.map((d: { status: string; originalName: string; available: boolean }) => d),
    ).toMatchObject([
      { status: 'current', originalName: 'Cap table 2027.png', available: true },
      { status: 'superseded', originalName: 'Cap table.pdf', available: true },
    ]);
    for (const version of versions) {
      const content = await staffGet(reviewer, `/api/backoffice/cases/${id}/documents/${version.id}/content`);
      expect(content.statusCode).toBe(200);
    }
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, id), eq(auditLog.action, 'review.provideInformation')));
    expect(entry).toMatchObject({ actor: 'applicant', applicantId: c.applicantId });
    expect(JSON.stringify(entry.detail)).not.toContain('Here it is.');

    // The storage sweep keeps a version replaced during the review, however old, for the reviewer to compare.
    await sweepStorage(t.app, new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    const rows = await t.app.db.select().from(documents).where(eq(documents.applicationId, id));
    expect(rows.map((r) => r.sweptAt)).toEqual([null, null]);
    for (const row of rows) expect(await t.app.storage.exists(row.key)).toBe(true);

    const twice = await provide(auth, id, { files: { CapTable: capTable() } });
    expect(twice.statusCode).toBe(409);
  });

  it('answers a request with a message only, without files', async () => {
    const c = await caseInReview();
    const auth = await signIn(c);
    await staffPost(reviewer, `/api/backoffice/cases/${c.applicationId}/actions/requestInformation`, {
      message: 'Who are your largest customers?',
    });
    const res = await provide(auth, c.applicationId, { message: 'Two retailers in Dubai.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().application.status).toBe('IN_REVIEW');
  });
});

describe('the offer', () => {
  it('shows the version sent and serves its letter', async () => {
    const c = await caseWithOffer();
    const app = (await dashboard(c.auth)).json().applications[0];
    expect(app.status).toBe('OFFER_SENT');
    expect(app.offer).toMatchObject({
      version: 1,
      status: 'sent',
      currency: 'USD',
      asset: 'Cloud servers bought from the vendor and sold on',
      costMinor: 100_000_00,
      profitMinor: 8_000_01,
      salePriceMinor: 108_000_01,
      rate: { basisPoints: 800, display: '8.00%' },
      tenureMonths: 12,
      scheduleType: 'equal',
      revenueShareBps: null,
      charityDonationPerLateInstalmentMinor: 50_00,
      validUntil: '2027-02-09',
      letterUrl: `/api/dashboard/applications/${c.applicationId}/offer/letter`,
      answer: null,
    });
    expect(app.offer.schedule).toHaveLength(12);
    expect(app.timeline.map((e: { event: string }) => e.event)).toEqual([
      'submitted',
      'in_review',
      'offer_sent',
    ]);

    const pdf = await t.app.inject({ url: app.offer.letterUrl, headers: c.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain('USD 108,000.01');
  });

  it('never shows a version the team is still working on', async () => {
    const c = await caseInReview();
    await staffPost(reviewer, `/api/backoffice/cases/${c.applicationId}/offers`, TERMS);
    const auth = await signIn(c);
    const app = (await dashboard(auth)).json().applications[0];
    expect(app).toMatchObject({ status: 'IN_REVIEW', offer: null });
    const letter = await t.app.inject({
      url: `/api/dashboard/applications/${c.applicationId}/offer/letter`,
      headers: auth,
    });
    expect(letter.statusCode).toBe(404);
  });

  it('refuses a wrong signature, another version, and an expired offer, changing nothing', async () => {
    const c = await caseWithOffer();
    const id = c.applicationId;
    const wrong = await answer(c.auth, id, 'accept', { version: 1, signature: 'Somebody Else' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.signature } });
    const empty = await answer(c.auth, id, 'accept', { version: 1, signature: '   ' });
    expect(empty.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.signature } });
    const changed = await answer(c.auth, id, 'accept', { version: 2, signature: APPLICANT_NAME });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.offerChanged } });

    // The last day counts; the day after, the offer has expired.
    const lastDay = new Date('2027-02-09T23:59:00Z');
    const dayAfter = new Date('2027-02-10T00:01:00Z');
    await at(dayAfter, async () => {
      const expired = await answer(c.auth, id, 'accept', { version: 1, signature: APPLICANT_NAME });
      expect(expired.statusCode).toBe(409);
      expect(expired.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.offerExpired } });
      const declined = await answer(c.auth, id, 'decline', { version: 1 });
      expect(declined.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.offerExpired } });
      expect((await dashboard(c.auth)).json().applications[0].offer.status).toBe('expired');
    });
    const [row] = await t.app.db.select().from(offers).where(eq(offers.applicationId, id));
    expect(row).toMatchObject({ status: 'sent', answeredAt: null, signature: null });

    const accepted = await at(lastDay, () =>
      answer(c.auth, id, 'accept', { version: 1, signature: `  ${APPLICANT_NAME.toUpperCase()} ` }),
    );
    expect(accepted.statusCode).toBe(200);
  });

  it('shows a withdrawn offer as withdrawn, keeps its letter, and refuses an answer to it', async () => {
    const c = await caseWithOffer();
    const id = c.applicationId;
    const withdrawn = await staffPost(approver, `/api/backoffice/cases/${id}/offers/1/withdraw`, {
      reason: 'Priced on the wrong asset.',
    });
    expect(withdrawn.statusCode).toBe(200);
    const app = (await dashboard(c.auth)).json().applications[0];
    expect(app).toMatchObject({
      status: 'IN_REVIEW',
      offer: { version: 1, status: 'withdrawn', withdrawnAt: expect.any(String), answer: null },
    });
    expect(app.timeline.map((e: { event: string }) => e.event)).toContain('offer_withdrawn');
    expect(JSON.stringify(app)).not.toContain('wrong asset');
    // The applicant's copy says it was withdrawn, instead of "can be accepted until".
    const copy = await t.app.inject({ url: app.offer.letterUrl, headers: c.auth });
    expect(copy.statusCode).toBe(200);
    const copyText = pdfText(copy.rawPayload);
    expect(copyText).toMatch(/This offer was withdrawn on \d{4}-\d{2}-\d{2}: it can no longer be accepted\./);
    expect(copyText).not.toContain('can be accepted on the dashboard until');
    const refused = await answer(c.auth, id, 'accept', { version: 1, signature: APPLICANT_NAME });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ details: { error: DASHBOARD_MESSAGES.offerWithdrawn } });
  });

  it('accepts with the full name: the version, time, address and signature recorded; the team sees it at once', async () => {
    const c = await caseWithOffer();
    const id = c.applicationId;
    const res = await answer(c.auth, id, 'accept', { version: 1, signature: ' amina   noor ' });
    expect(res.statusCode).toBe(200);
    const application = res.json().application;
    expect(application.status).toBe('ACCEPTED');
    expect(application.offer).toMatchObject({
      status: 'accepted',
      answer: { kind: 'accepted', at: NOW.toISOString(), reason: null },
    });
    expect(application.timeline.map((e: { event: string }) => e.event).at(-1)).toBe('accepted');

    const [row] = await t.app.db.select().from(offers).where(eq(offers.applicationId, id));
    expect(row).toMatchObject({
      status: 'accepted',
      answeredAt: NOW,
      answeredIp: '203.0.113.7',
      signature: 'amina   noor',
      declineReason: null,
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, id), eq(auditLog.action, 'review.acceptOffer')));
    expect(entry).toMatchObject({ actor: 'applicant', applicantId: c.applicantId });
    expect(entry.detail).toMatchObject({ from: 'OFFER_SENT', to: 'ACCEPTED', version: 1 });
    const hooks = await t.app.db.select().from(webhookOutbox);
    expect(hooks.some((h) => h.payload.caseId === id && h.payload.to === 'ACCEPTED')).toBe(true);

    const queue = await staffGet(reviewer, '/api/backoffice/cases?status=ACCEPTED&pageSize=100');
    expect(queue.json().cases.map((k: { id: number }) => k.id)).toContain(id);
    const caseOffers = await staffGet(approver, `/api/backoffice/cases/${id}/offers`);
    expect(caseOffers.json()).toMatchObject({
      reviewStatus: 'ACCEPTED',
      offers: [
        {
          version: 1,
          status: 'accepted',
          answer: { kind: 'accepted', at: NOW.toISOString(), signature: 'amina   noor', reason: null },
        },
      ],
    });

    // The applicant's copy of the letter now says when it was accepted and by whom, not until when it could be.
    const letter = await t.app.inject({
      url: `/api/dashboard/applications/${id}/offer/letter`,
      headers: c.auth,
    });
    expect(letter.statusCode).toBe(200);
    const text = pdfText(letter.rawPayload);
    expect(text).toMatch(/This offer was accepted on the dashboard on 2027-01-10, signed .?amina\s+noor/);
    expect(text).not.toContain('can be accepted on the dashboard until');

    const again = await answer(c.auth, id, 'decline', { version: 1 });
    expect(again.statusCode).toBe(409);
  });

  it('declines with a reason', async () => {
    const c = await caseWithOffer();
    const id = c.applicationId;
    const res = await answer(c.auth, id, 'decline', { version: 1, reason: '  The profit is too high. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().application).toMatchObject({
      status: 'DECLINED',
      offer: { status: 'declined', answer: { kind: 'declined', reason: 'The profit is too high.' } },
    });
    const [row] = await t.app.db.select().from(offers).where(eq(offers.applicationId, id));
    expect(row).toMatchObject({
      status: 'declined',
      declineReason: 'The profit is too high.',
      signature: null,
    });
    const queue = await staffGet(reviewer, '/api/backoffice/cases?status=DECLINED&pageSize=100');
    expect(queue.json().cases.map((k: { id: number }) => k.id)).toContain(id);
    const caseOffers = await staffGet(reviewer, `/api/backoffice/cases/${id}/offers`);
    expect(caseOffers.json().offers[0]).toMatchObject({
      status: 'declined',
      answer: { kind: 'declined', signature: null, reason: 'The profit is too high.' },
    });
  });
});
