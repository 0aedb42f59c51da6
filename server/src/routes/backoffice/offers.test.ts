import { OFFER_MESSAGES, type OfferTermsInput } from '@onboarding/shared/backoffice';
import { and, eq } from 'drizzle-orm';
import { applicants, applications, auditLog, offers } from '../../db/schema';
import { REVIEW_MESSAGES } from '../../lifecycle/review-actions';
import { OFFER_MESSAGES_SERVER } from '../../offers/rules';
import { pdfText } from '../../offers/pdf-text';
import type { TestApp } from '../../test/app';
import { OFFER_NOW, OFFER_TERMS, newCaseInReview, createOfferTestApp } from '../../test/offer-case';
import { readOutbox } from '../../test/outbox';
import { signedInStaff, staffCall, submittedCase, type SignedInStaff } from '../../test/staff';

// The offer over HTTP: propose, approve (one approver, or two above OFFER_DUAL_APPROVAL_MINOR; never the
// proposer, never twice), return with a reason, send with the letter stored and the applicant mailed; the refusals;
// frozen terms (a change is a new version); the audit entries.

jest.setTimeout(180_000);

let t: TestApp;
let reviewer: SignedInStaff;
let approver: SignedInStaff;
let secondApprover: SignedInStaff;
let thirdApprover: SignedInStaff;
let admin: SignedInStaff;

beforeAll(async () => {
  t = await createOfferTestApp({ DASHBOARD_URL: 'https://dashboard.test/home' });
  reviewer = await signedInStaff(t.app, 'reviewer');
  approver = await signedInStaff(t.app, 'approver');
  secondApprover = await signedInStaff(t.app, 'approver');
  thirdApprover = await signedInStaff(t.app, 'approver');
  admin = await signedInStaff(t.app, 'admin');
});
afterAll(() => t?.close());

const get = (who: SignedInStaff, url: string) => staffCall(t.app, who, 'GET', url);
const post = (who: SignedInStaff, url: string, payload: object = {}) =>
  staffCall(t.app, who, 'POST', url, { payload });

const TERMS: OfferTermsInput = { ...OFFER_TERMS, charity: { donationPerLateInstalmentMinor: 50_00 } };
const caseInReview = () => newCaseInReview(t.app, reviewer);

const offersOf = async (who: SignedInStaff, id: number) => {
  const res = await get(who, `/api/backoffice/cases/${id}/offers`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const audits = (id: number) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.applicationId, id)).orderBy(auditLog.id);

describe('the maker-checker flow', () => {
  it('proposes, approves once below the threshold, stores the letter, sends it and mails the applicant', async () => {
    const id = await caseInReview();
    const proposed = await post(reviewer, `/api/backoffice/cases/${id}/offers`, TERMS);
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({
      reviewStatus: 'OFFER_PROPOSED',
      mailSent: false,
      offer: {
        version: 1,
        status: 'proposed',
        salePriceMinor: 108_000_01,
        rate: { basisPoints: 800, display: '8.00%' },
        requiredApprovals: 1,
        proposedBy: { id: reviewer.id, email: reviewer.email },
        approvals: [],
        letter: null,
        actions: [],
      },
    });
    const schedule = proposed.json().offer.schedule;
    expect(schedule).toHaveLength(12);
    expect(schedule[0]).toEqual({ number: 1, dueDate: '2027-03-31', amountMinor: 9_000_01 });
    expect(schedule[1]).toEqual({ number: 2, dueDate: '2027-04-30', amountMinor: 9_000_00 });

    // What each reader may do: the approver approves or returns; the proposer nothing.
    const seen = await offersOf(approver, id);
    expect(seen).toMatchObject({ caseId: id, reviewStatus: 'OFFER_PROPOSED', canPropose: false });
    expect(seen.offers[0].actions).toEqual(['approve', 'return']);
    expect((await offersOf(reviewer, id)).offers[0].actions).toEqual([]);
    expect((await get(approver, `/api/backoffice/cases/${id}/offers/1/pdf`)).json()).toEqual({
      details: { error: OFFER_MESSAGES_SERVER.noLetter },
    });

    const approved = await post(approver, `/api/backoffice/cases/${id}/offers/1/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      reviewStatus: 'OFFER_APPROVED',
      offer: { status: 'approved', approvals: [{ by: { id: approver.id } }], actions: ['return', 'send'] },
    });
    expect(approved.json().offer.letter).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      size: expect.any(Number),
    });

    const pdf = await get(secondApprover, `/api/backoffice/cases/${id}/offers/1/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('USD 108,000.01');
    expect(text).toContain(`Case ${id} - offer version 1`);
    expect(text).toContain('USD 50.00 per late instalment');

    const sent = await post(approver, `/api/backoffice/cases/${id}/offers/1/send`);
    expect(sent.json()).toMatchObject({
      reviewStatus: 'OFFER_SENT',
      mailSent: true,
      offer: { status: 'sent', actions: ['withdraw'] },
    });
    expect(sent.json().offer.sentAt).toEqual(expect.any(String));
    const mail = readOutbox(t.dataDir).find((m) => m.headers.subject?.includes('financing offer is ready'))!;
    expect(mail.text).toContain('https://dashboard.test/home');
    expect(mail.text).toContain('accept or decline it by February 9, 2027.');

    const entries = (await audits(id)).map((a) => a.action);
    expect(entries).toEqual(
      expect.arrayContaining([
        'review.proposeOffer',
        'review.approveOffer',
        'review.sendOffer',
        'offers.viewed',
        'offer.letter-viewed',
      ]),
    );
    const proposal = (await audits(id)).find((a) => a.action === 'review.proposeOffer')!;
    expect(proposal).toMatchObject({ staffId: reviewer.id, ip: '127.0.0.1' });
    expect(proposal.detail).toMatchObject({
      from: 'IN_REVIEW',
      to: 'OFFER_PROPOSED',
      version: 1,
      salePriceMinor: 108_000_01,
    });
  });

  it('needs two different approvers above the threshold, neither of them the proposer', async () => {
    const id = await caseInReview();
    const big = { ...TERMS, costMinor: 250_000_00, profitMinor: 37_500_00, tenureMonths: 18 };
    const proposed = await post(approver, `/api/backoffice/cases/${id}/offers`, big);
    expect(proposed.json().offer).toMatchObject({ requiredApprovals: 2, rate: { display: '10.00%' } });

    const own = await post(approver, `/api/backoffice/cases/${id}/offers/1/approve`);
    expect([own.statusCode, own.json()]).toEqual([
      403,
      { details: { error: 'An offer must be approved by someone other than the person who proposed it.' } },
    ]);
    expect((await post(reviewer, `/api/backoffice/cases/${id}/offers/1/approve`)).statusCode).toBe(403);

    const first = await post(secondApprover, `/api/backoffice/cases/${id}/offers/1/approve`);
    expect(first.json()).toMatchObject({
      reviewStatus: 'OFFER_PROPOSED',
      offer: {
        status: 'proposed',
        approvals: [{ by: { id: secondApprover.id } }],
        letter: null,
        actions: ['return'],
      },
    });
    const twice = await post(secondApprover, `/api/backoffice/cases/${id}/offers/1/approve`);
    expect([twice.statusCode, twice.json()]).toEqual([
      409,
      { details: { error: OFFER_MESSAGES_SERVER.twice } },
    ]);
    expect((await offersOf(thirdApprover, id)).offers[0].actions).toEqual(['approve', 'return']);
    // The case page agrees: the first approver is offered no second approval.
    expect((await get(secondApprover, `/api/backoffice/cases/${id}`)).json().actions).not.toContain(
      'approveOffer',
    );
    expect((await get(thirdApprover, `/api/backoffice/cases/${id}`)).json().actions).toContain(
      'approveOffer',
    );

    const second = await post(thirdApprover, `/api/backoffice/cases/${id}/offers/1/approve`);
    expect(second.json()).toMatchObject({ reviewStatus: 'OFFER_APPROVED', offer: { status: 'approved' } });
    expect(second.json().offer.approvals.map((a: { by: { id: string } }) => a.by.id)).toEqual([
      secondApprover.id,
      thirdApprover.id,
    ]);
    const actions = (await audits(id)).map((a) => a.action);
    expect(actions.filter((a) => a === 'offer.approval-recorded')).toHaveLength(1);
    expect(actions.filter((a) => a === 'review.approveOffer')).toHaveLength(1);
  });

  it('returns a version with a reason; terms stay frozen and a change is a new version', async () => {
    const id = await caseInReview();
    await post(reviewer, `/api/backoffice/cases/${id}/offers`, TERMS);
    expect(
      (await post(approver, `/api/backoffice/cases/${id}/offers/1/return`, { reason: ' ' })).json(),
    ).toEqual({
      details: { error: OFFER_MESSAGES.reason },
    });
    expect(
      (await post(reviewer, `/api/backoffice/cases/${id}/offers/1/return`, { reason: 'x' })).statusCode,
    ).toBe(403);
    const returned = await post(approver, `/api/backoffice/cases/${id}/offers/1/return`, {
      reason: 'The tenure should be 18 months.',
    });
    expect(returned.json()).toMatchObject({
      reviewStatus: 'IN_REVIEW',
      offer: {
        status: 'returned',
        returned: { by: { id: approver.id }, reason: 'The tenure should be 18 months.' },
      },
    });
    const entry = (await audits(id)).find((a) => a.action === 'review.returnToReview')!;
    expect(JSON.stringify(entry.detail)).not.toContain('18 months');
    // The returned version cannot be approved any more; the next proposal is version 2.
    expect((await post(secondApprover, `/api/backoffice/cases/${id}/offers/1/approve`)).statusCode).toBe(409);
    const v2 = await post(reviewer, `/api/backoffice/cases/${id}/offers`, { ...TERMS, tenureMonths: 18 });
    expect(v2.json().offer).toMatchObject({ version: 2, status: 'proposed' });
    const all = await offersOf(approver, id);
    expect(all.offers.map((o: { version: number; status: string }) => [o.version, o.status])).toEqual([
      [2, 'proposed'],
      [1, 'superseded'],
    ]);
    expect(all.offers[1].terms.tenureMonths).toBe(12);

    // An approved version not yet sent can be returned too (a mistake seen in the letter).
    await post(secondApprover, `/api/backoffice/cases/${id}/offers/2/approve`);
    // Its letter does not list version 1, which the team returned before the applicant ever saw it (internal
    // history); no staff member is named.
    const letter = pdfText((await get(approver, `/api/backoffice/cases/${id}/offers/2/pdf`)).rawPayload);
    expect(letter).toMatch(/This letter states version 2 of the offer\.\n/);
    expect(letter).not.toMatch(/Returned for review/);
    expect(letter).toMatch(/\nApproved \d{4}-\d{2}-\d{2}: this letter\n/);
    for (const who of [reviewer, approver, secondApprover]) expect(letter).not.toContain(who.email);
    const back = await post(approver, `/api/backoffice/cases/${id}/offers/2/return`, {
      reason: 'Wrong asset.',
    });
    expect(back.json()).toMatchObject({ reviewStatus: 'IN_REVIEW', offer: { status: 'returned' } });
    const [row] = await t.app.db
      .select()
      .from(offers)
      .where(and(eq(offers.applicationId, id), eq(offers.version, 2)));
    expect(row.terms.tenureMonths).toBe(18);
  });
});

describe('withdrawing an offer', () => {
  async function sentCase() {
    const id = await caseInReview();
    await post(reviewer, `/api/backoffice/cases/${id}/offers`, TERMS);
    await post(approver, `/api/backoffice/cases/${id}/offers/1/approve`);
    expect((await post(approver, `/api/backoffice/cases/${id}/offers/1/send`)).statusCode).toBe(200);
    return id;
  }

  it('takes back a sent version with a reason, mails the applicant and returns the case to review', async () => {
    const id = await sentCase();
    const url = `/api/backoffice/cases/${id}/offers/1/withdraw`;
    expect((await post(approver, url, { reason: ' ' })).json()).toEqual({
      details: { error: OFFER_MESSAGES.withdrawReason },
    });
    expect((await post(reviewer, url, { reason: 'Wrong asset.' })).statusCode).toBe(403);
    const before = readOutbox(t.dataDir).length;

    const withdrawn = await post(approver, url, { reason: 'The invoice names another asset.' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      reviewStatus: 'IN_REVIEW',
      mailSent: true,
      offer: {
        status: 'withdrawn',
        actions: [],
        withdrawn: { by: { id: approver.id }, reason: 'The invoice names another asset.' },
      },
    });
    const mails = readOutbox(t.dataDir).slice(before);
    expect(mails.map((m) => m.headers.subject)).toEqual([
      expect.stringContaining('offer has been withdrawn'),
    ]);
    expect(mails[0].text).not.toContain('another asset');
    const entry = (await audits(id)).find((a) => a.action === 'review.withdrawOffer')!;
    expect(entry.detail).toMatchObject({ from: 'OFFER_SENT', to: 'IN_REVIEW', version: 1 });
    expect(JSON.stringify(entry.detail)).not.toContain('another asset');

    // Once only; and the case can be offered a new version.
    expect((await post(approver, url, { reason: 'again' })).statusCode).toBe(409);
    const v2 = await post(reviewer, `/api/backoffice/cases/${id}/offers`, TERMS);
    expect(v2.json().offer).toMatchObject({ version: 2, status: 'proposed' });
    const all = await offersOf(approver, id);
    expect(all.offers.map((o: { version: number; status: string }) => [o.version, o.status])).toEqual([
      [2, 'proposed'],
      [1, 'withdrawn'],
    ]);
  });

  it('refuses to withdraw a version that is not sent, or one the applicant answered', async () => {
    const id = await caseInReview();
    await post(reviewer, `/api/backoffice/cases/${id}/offers`, TERMS);
    const early = await post(approver, `/api/backoffice/cases/${id}/offers/1/withdraw`, { reason: 'x' });
    expect(early.statusCode).toBe(409);

    const declinedCase = await sentCase();
    await t.app.db
      .update(offers)
      .set({ status: 'declined', answeredAt: OFFER_NOW })
      .where(eq(offers.applicationId, declinedCase));
    await t.app.db
      .update(applications)
      .set({ reviewStatus: 'DECLINED' })
      .where(eq(applications.id, declinedCase));
    const late = await post(approver, `/api/backoffice/cases/${declinedCase}/offers/1/withdraw`, {
      reason: 'x',
    });
    expect(late.statusCode).toBe(409);
  });

  it('closes the open version of a case withdrawn at the applicant’s request', async () => {
    const id = await sentCase();
    const done = await post(approver, `/api/backoffice/cases/${id}/actions/withdraw`, {
      message: 'The applicant found other financing.',
    });
    expect(done.statusCode).toBe(200);
    const [version] = (await offersOf(approver, id)).offers;
    expect(version).toMatchObject({
      status: 'withdrawn',
      actions: [],
      withdrawn: { by: { id: approver.id }, reason: null },
    });
    const entry = (await audits(id)).find((a) => a.action === 'review.withdraw')!;
    expect(entry.detail).toMatchObject({ offersWithdrawn: [1] });
  });
});

describe('the applicant’s language', () => {
  it('makes an Arabic applicant’s letter in Arabic, and mails them the offer’s last day in Arabic', async () => {
    const c = await submittedCase(t.app, { businessName: 'Noor Cloud' });
    await t.app.db.update(applicants).set({ language: 'ar' }).where(eq(applicants.id, c.applicantId));
    const id = c.applicationId;
    await post(reviewer, `/api/backoffice/cases/${id}/actions/startReview`);
    await post(reviewer, `/api/backoffice/cases/${id}/offers`, TERMS);
    expect((await post(approver, `/api/backoffice/cases/${id}/offers/1/approve`)).statusCode).toBe(200);
    const pdf = await get(approver, `/api/backoffice/cases/${id}/offers/1/pdf`);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Lang (ar)');
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      'عرض تمويل بالمرابحة',
      `الطلب رقم ${id} - إصدار العرض 1`,
      '108,000.01 USD',
      'العرض صالح حتى',
      '9 فبراير 2027',
      'يتضمن هذا الخطاب الإصدار 1 من العرض، وهو إصداره الأول.',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);

    expect((await post(approver, `/api/backoffice/cases/${id}/offers/1/send`)).statusCode).toBe(200);
    const mail = readOutbox(t.dataDir).find((m) => m.text.includes('قبل نهاية يوم 9 فبراير 2027.'));
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('refusals', () => {
  it('refuses out of turn, bad terms, the wrong role, unknown versions and the generic action route', async () => {
    const c = await submittedCase(t.app);
    const id = c.applicationId;
    const early = await post(reviewer, `/api/backoffice/cases/${id}/offers`, TERMS);
    expect([early.statusCode, early.json()]).toEqual([
      409,
      { details: { error: 'This case is submitted and cannot be proposed an offer.' } },
    ]);
    await post(reviewer, `/api/backoffice/cases/${id}/actions/startReview`);
    const generic = await post(reviewer, `/api/backoffice/cases/${id}/actions/proposeOffer`);
    expect([generic.statusCode, generic.json()]).toEqual([
      409,
      { details: { error: REVIEW_MESSAGES.offerSteps } },
    ]);

    const bad = async (over: Partial<OfferTermsInput>, message: string) => {
      const res = await post(reviewer, `/api/backoffice/cases/${id}/offers`, { ...TERMS, ...over });
      expect([res.statusCode, res.json()]).toEqual([400, { details: { error: message } }]);
    };
    await bad({ costMinor: 0 }, OFFER_MESSAGES.cost);
    await bad({ costMinor: 10.5 }, OFFER_MESSAGES.cost);
    await bad({ profitMinor: -1 }, OFFER_MESSAGES.profit);
    await bad({ tenureMonths: 121 }, OFFER_MESSAGES.tenure);
    await bad({ validUntil: '2027-01-10' }, OFFER_MESSAGES.validUntil);
    await bad({ firstDueDate: '2027-02-01' }, OFFER_MESSAGES.firstDue);
    await bad({ currency: 'KWD' }, OFFER_MESSAGES.currency);
    expect((await post(admin, `/api/backoffice/cases/${id}/offers`, TERMS)).statusCode).toBe(403);

    expect((await post(approver, `/api/backoffice/cases/${id}/offers/1/approve`)).statusCode).toBe(409);
    await post(reviewer, `/api/backoffice/cases/${id}/offers`, TERMS);
    expect((await post(approver, `/api/backoffice/cases/${id}/offers/7/approve`)).json()).toEqual({
      details: { error: OFFER_MESSAGES_SERVER.noVersion },
    });
    const unsent = await post(approver, `/api/backoffice/cases/${id}/offers/1/send`);
    expect([unsent.statusCode, unsent.json()]).toEqual([
      409,
      { details: { error: 'This case is waiting for an approver and cannot be sent an offer.' } },
    ]);
    // A second proposal while one waits: refused by the review rules, nothing written.
    expect((await post(approver, `/api/backoffice/cases/${id}/offers`, TERMS)).statusCode).toBe(409);
    expect((await offersOf(approver, id)).offers).toHaveLength(1);
    expect((await get(admin, `/api/backoffice/cases/${id}/offers`)).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
    expect(row.reviewStatus).toBe('OFFER_PROPOSED');
  });
});
