import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { applications, auditLog, caseNotes, informationRequests, webhookOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { readOutbox } from '../test/outbox';
import { signedInStaff, submittedCase, type SignedInStaff } from '../test/staff';
import type { ReviewActor } from './review';
import { applyReviewAction, REVIEW_MESSAGES } from './review-actions';

// The one writer of a case's review status: under the row lock, the rules again, the action's rows, the audit
// entry, a webhook row per URL, all in one transaction; the applicant's email after the commit.

jest.setTimeout(120_000);

const URLS = ['http://127.0.0.1:1/hooks/a', 'http://127.0.0.1:1/hooks/b'];
let t: TestApp;
let reviewer: SignedInStaff;
let approver: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({
    WEBHOOK_URLS: URLS.join(','),
    WEBHOOK_SECRET: 'a-webhook-secret-of-at-least-32-characters',
    DASHBOARD_URL: 'https://dashboard.test/home',
  });
  reviewer = await signedInStaff(t.app, 'reviewer');
  approver = await signedInStaff(t.app, 'approver');
});
afterAll(() => t?.close());

const actor = (m: SignedInStaff): ReviewActor => ({ kind: 'staff', id: m.id, role: m.role });
/** What auditStaff reads of a request. */
const requestOf = (m: SignedInStaff, ip = '203.0.113.7') =>
  ({ staff: { id: m.id, role: m.role, sessionId: 'session-1' }, ip }) as unknown as FastifyRequest;

const status = async (id: number) =>
  (await t.app.db.select().from(applications).where(eq(applications.id, id)))[0].reviewStatus;

async function inReview(opts: Parameters<typeof submittedCase>[1] = {}) {
  const c = await submittedCase(t.app, opts);
  await applyReviewAction(t.app, {
    applicationId: c.applicationId,
    action: 'startReview',
    actor: actor(reviewer),
    request: requestOf(reviewer),
  });
  return c;
}

const rejects = async (promise: Promise<unknown>, statusCode: number, message?: string) => {
  await expect(promise).rejects.toMatchObject({ statusCode, ...(message ? { message } : {}) });
};

describe('applyReviewAction', () => {
  it('takes a case into review: status, audit entry with staff and address, one webhook row per URL', async () => {
    const c = await submittedCase(t.app);
    const outcome = await applyReviewAction(t.app, {
      applicationId: c.applicationId,
      action: 'startReview',
      actor: actor(reviewer),
      request: requestOf(reviewer),
    });
    expect(outcome).toEqual({ from: 'SUBMITTED', to: 'IN_REVIEW', mailSent: false });
    expect(await status(c.applicationId)).toBe('IN_REVIEW');
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, c.applicationId), eq(auditLog.action, 'review.startReview')));
    expect(audit).toMatchObject({
      actor: 'staff',
      staffId: reviewer.id,
      ip: '203.0.113.7',
      detail: { from: 'SUBMITTED', to: 'IN_REVIEW', sessionId: 'session-1' },
    });
    const hooks = await t.app.db.select().from(webhookOutbox);
    const mine = hooks.filter((h) => h.payload.caseId === c.applicationId);
    expect(mine.map((h) => h.url).sort()).toEqual(URLS);
    for (const hook of mine) {
      expect(hook.payload).toEqual({
        type: 'review.status_changed',
        caseId: c.applicationId,
        from: 'SUBMITTED',
        to: 'IN_REVIEW',
        action: 'startReview',
        at: expect.any(String),
      });
      // No personal data: nothing of the applicant's answers or address.
      expect(JSON.stringify(hook.payload)).not.toMatch(/@|Noor/);
    }
  });

  it('lets one of two concurrent actions win; the other is refused with 409 and changes nothing', async () => {
    const c = await submittedCase(t.app);
    const results = await Promise.allSettled([
      applyReviewAction(t.app, {
        applicationId: c.applicationId,
        action: 'startReview',
        actor: actor(reviewer),
      }),
      applyReviewAction(t.app, {
        applicationId: c.applicationId,
        action: 'startReview',
        actor: actor(approver),
      }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === 'rejected');
    expect(refused.reason).toMatchObject({
      statusCode: 409,
      message: 'This case is in review and cannot be taken into review.',
    });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, c.applicationId), eq(auditLog.action, 'review.startReview')));
    expect(audits).toHaveLength(1);
    const hooks = (await t.app.db.select().from(webhookOutbox)).filter(
      (h) => h.payload.caseId === c.applicationId,
    );
    expect(hooks).toHaveLength(URLS.length);
  });

  it('refuses by role (403) and by status (409), changing nothing', async () => {
    const c = await inReview();
    const admin = await signedInStaff(t.app, 'admin');
    await rejects(
      applyReviewAction(t.app, {
        applicationId: c.applicationId,
        action: 'requestInformation',
        actor: actor(admin),
        body: { message: 'x' },
      }),
      403,
    );
    await rejects(
      applyReviewAction(t.app, {
        applicationId: c.applicationId,
        action: 'decline',
        actor: actor(reviewer),
        body: { reason: 'OTHER' },
      }),
      403,
    );
    await rejects(
      applyReviewAction(t.app, {
        applicationId: c.applicationId,
        action: 'approveOffer',
        actor: actor(approver),
      }),
      409,
    );
    await rejects(
      applyReviewAction(t.app, { applicationId: 999_999, action: 'startReview', actor: actor(approver) }),
      404,
      REVIEW_MESSAGES.notFound,
    );
    expect(await status(c.applicationId)).toBe('IN_REVIEW');
  });

  it('requests information: documents and/or a message, the request row, the applicant mailed with the dashboard link', async () => {
    const c = await inReview();
    await rejects(
      applyReviewAction(t.app, {
        applicationId: c.applicationId,
        action: 'requestInformation',
        actor: actor(reviewer),
        body: { documents: [], message: '   ' },
      }),
      400,
      REVIEW_MESSAGES.informationNeeded,
    );
    expect(await status(c.applicationId)).toBe('IN_REVIEW');

    const outcome = await applyReviewAction(t.app, {
      applicationId: c.applicationId,
      action: 'requestInformation',
      actor: actor(reviewer),
      body: {
        documents: ['CapTable', 'CapTable', 'Registration'],
        message: 'The cap table is cut off on page 2.',
      },
      request: requestOf(reviewer),
    });
    expect(outcome).toEqual({ from: 'IN_REVIEW', to: 'INFO_REQUESTED', mailSent: true });
    const [request] = await t.app.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.applicationId, c.applicationId));
    expect(request).toMatchObject({
      staffId: reviewer.id,
      documentKinds: ['CapTable', 'Registration'],
      message: 'The cap table is cut off on page 2.',
      answeredAt: null,
    });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.applicationId, c.applicationId), eq(auditLog.action, 'review.requestInformation')),
      );
    expect(audit.detail).toMatchObject({
      informationRequestId: request.id,
      documents: ['CapTable', 'Registration'],
    });
    // The reviewer's words stay in their row; the audit entry says a message was written.
    expect(JSON.stringify(audit.detail)).not.toContain('cut off');

    const mail = readOutbox(t.dataDir).find((m) => m.text.includes('The cap table is cut off'))!;
    expect(mail.headers.subject).toContain('More information needed');
    expect(mail.text).toContain('- Cap table\n- Holding company registration');
    expect(mail.text).toContain('> The cap table is cut off on page 2.');
    expect(mail.text).toContain('https://dashboard.test/home');
    expect(mail.html).toContain('href="https://dashboard.test/home"');

    // The applicant answers from the dashboard: back in review, the request answered.
    await applyReviewAction(t.app, {
      applicationId: c.applicationId,
      action: 'provideInformation',
      actor: { kind: 'applicant' },
    });
    expect(await status(c.applicationId)).toBe('IN_REVIEW');
    const [answered] = await t.app.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.applicationId, c.applicationId));
    expect(answered.answeredAt).toBeInstanceOf(Date);
  });

  it('declines with a reason from the configured list (mailed with its label), and keeps the words as a note', async () => {
    const c = await inReview();
    for (const reason of [undefined, 'NOT_A_REASON']) {
      await rejects(
        applyReviewAction(t.app, {
          applicationId: c.applicationId,
          action: 'decline',
          actor: actor(approver),
          body: { reason },
        }),
        400,
        REVIEW_MESSAGES.reason,
      );
    }
    const outcome = await applyReviewAction(t.app, {
      applicationId: c.applicationId,
      action: 'decline',
      actor: actor(approver),
      body: {
        reason: 'INSUFFICIENT_REVENUE',
        message: 'Revenue of the last year is about half the minimum.',
      },
    });
    expect(outcome).toMatchObject({ to: 'DECLINED', mailSent: true });
    const mail = readOutbox(t.dataDir).find((m) => m.text.includes('about half the minimum'))!;
    expect(mail.text).toContain("The reason: The business's revenue is below what we can finance.");
    const [note] = await t.app.db
      .select()
      .from(caseNotes)
      .where(eq(caseNotes.applicationId, c.applicationId));
    expect(note).toMatchObject({ staffId: approver.id });
    expect(note.text).toContain('Declined: ');
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, c.applicationId), eq(auditLog.action, 'review.decline')));
    expect(audit.detail).toMatchObject({
      reason: 'INSUFFICIENT_REVENUE',
      noteId: note.id,
      reasonsVersion: expect.any(String),
    });
    // Declined is final.
    await rejects(
      applyReviewAction(t.app, {
        applicationId: c.applicationId,
        action: 'withdraw',
        actor: actor(reviewer),
        body: { message: 'x' },
      }),
      409,
    );
  });

  it('withdraws on the applicant’s request (the words required), and mails them', async () => {
    const c = await inReview();
    await rejects(
      applyReviewAction(t.app, {
        applicationId: c.applicationId,
        action: 'withdraw',
        actor: actor(reviewer),
        body: {},
      }),
      400,
      REVIEW_MESSAGES.withdrawal,
    );
    const outcome = await applyReviewAction(t.app, {
      applicationId: c.applicationId,
      action: 'withdraw',
      actor: actor(reviewer),
      body: { message: 'Called on 3 Nov: they found other financing.' },
    });
    expect(outcome).toMatchObject({ to: 'WITHDRAWN', mailSent: true });
    const [applicantMail] = readOutbox(t.dataDir)
      .filter((m) => m.headers.subject?.includes('withdrawn'))
      .slice(-1);
    expect(applicantMail.text).toContain('we have withdrawn your Onboarding application');
  });

  it('takes the offer steps only with their offer (offers/moves.ts gives the rows; offers.test.ts covers them)', async () => {
    const c = await inReview();
    for (const action of ['proposeOffer', 'approveOffer', 'returnToReview', 'sendOffer'] as const)
      await rejects(
        applyReviewAction(t.app, { applicationId: c.applicationId, action, actor: actor(approver) }),
        409,
        action === 'proposeOffer' ? REVIEW_MESSAGES.offerSteps : undefined,
      );
    expect(await status(c.applicationId)).toBe('IN_REVIEW');
  });
});
