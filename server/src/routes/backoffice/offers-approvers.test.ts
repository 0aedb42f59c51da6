import { eq } from 'drizzle-orm';
import { staff } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { OFFER_TERMS, newCaseInReview, createOfferTestApp } from '../../test/offer-case';
import { readOutbox } from '../../test/outbox';
import { signedInStaff, staffCall, type SignedInStaff } from '../../test/staff';

// Maker-checker that never stalls silently: the active approvers but the proposer are mailed once per
// proposal, in their language, with a link to the case; the offers' reading says who could approve a version and
// why the reader cannot; a proposal nobody else can approve is warned of, before and in the answer.

jest.setTimeout(180_000);

let t: TestApp;
let reviewer: SignedInStaff;
let approver: SignedInStaff;
let arabicApprover: SignedInStaff;

beforeAll(async () => {
  t = await createOfferTestApp({ BACKOFFICE_URL: 'https://backoffice.test/' });
  reviewer = await signedInStaff(t.app, 'reviewer');
  approver = await signedInStaff(t.app, 'approver');
  arabicApprover = await signedInStaff(t.app, 'approver');
  await t.app.db.update(staff).set({ language: 'ar' }).where(eq(staff.id, arabicApprover.id));
});
afterAll(() => t?.close());

const get = (who: SignedInStaff, url: string) => staffCall(t.app, who, 'GET', url);
const post = (who: SignedInStaff, url: string, payload: object = {}) =>
  staffCall(t.app, who, 'POST', url, { payload });

const caseInReview = () => newCaseInReview(t.app, reviewer);

const offersOf = async (who: SignedInStaff, id: number) => {
  const res = await get(who, `/api/backoffice/cases/${id}/offers`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** A header as written (RFC 2047 encoded words, as the mailer writes a non-ASCII subject, decoded). */
const decoded = (header = '') =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));

/** The notices mailed since `before`, their subject decoded. */
const noticesSince = (before: number) =>
  readOutbox(t.dataDir)
    .slice(before)
    .map((m) => ({ ...m, subject: decoded(m.headers.subject) }))
    .filter((m) => /awaits your approval|بانتظار اعتمادك/.test(m.subject));

describe('the approvers’ notice of a version awaiting them', () => {
  it('mails each other active approver once, in their language, with the case’s link; never the proposer', async () => {
    const id = await caseInReview();
    const before = readOutbox(t.dataDir).length;
    const proposed = await post(reviewer, `/api/backoffice/cases/${id}/offers`, OFFER_TERMS);
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().warning).toBeNull();

    const notices = noticesSince(before);
    expect(notices.map((m) => m.headers.to).sort()).toEqual([approver.email, arabicApprover.email].sort());
    const english = notices.find((m) => m.headers.to === approver.email)!;
    expect(english.subject).toBe(`Offer version 1 for case ${id} awaits your approval`);
    expect(english.text).toContain(`${reviewer.email} proposed version 1 of the offer for case ${id}`);
    expect(english.text).toContain('USD 108,000.01');
    expect(english.link).toBe(`https://backoffice.test/cases/${id}`);
    const arabic = notices.find((m) => m.headers.to === arabicApprover.email)!;
    expect(arabic.subject).toBe(`الإصدار 1 من عرض الحالة ${id} بانتظار اعتمادك`);
    expect(arabic.text).toContain('افتح الحالة');
    expect(arabic.link).toBe(`https://backoffice.test/cases/${id}`);

    // Approving mails no approver again: one notice per proposal.
    const afterProposal = readOutbox(t.dataDir).length;
    expect((await post(approver, `/api/backoffice/cases/${id}/offers/1/approve`)).statusCode).toBe(200);
    expect(noticesSince(afterProposal)).toEqual([]);
  });

  it('leaves out the approver who proposed it', async () => {
    const id = await caseInReview();
    const before = readOutbox(t.dataDir).length;
    expect((await post(approver, `/api/backoffice/cases/${id}/offers`, OFFER_TERMS)).statusCode).toBe(200);
    expect(noticesSince(before).map((m) => m.headers.to)).toEqual([arabicApprover.email]);
  });
});

describe('why the reader cannot approve, and who can', () => {
  it('tells the proposer, a reviewer and a second approver where they stand', async () => {
    const id = await caseInReview();
    expect((await offersOf(approver, id)).otherApprovers).toEqual([
      { id: arabicApprover.id, email: arabicApprover.email },
    ]);
    expect((await post(approver, `/api/backoffice/cases/${id}/offers`, OFFER_TERMS)).statusCode).toBe(200);

    const mine = (await offersOf(approver, id)).offers[0];
    expect(mine).toMatchObject({
      actions: ['return'],
      whyNot: 'proposer',
      approvers: [{ id: arabicApprover.id, email: arabicApprover.email }],
    });
    expect((await offersOf(reviewer, id)).offers[0]).toMatchObject({ whyNot: 'role', actions: [] });
    expect((await offersOf(arabicApprover, id)).offers[0]).toMatchObject({
      whyNot: null,
      actions: ['approve', 'return'],
    });

    // The server stays the judge: the proposer's approval is still refused.
    expect((await post(approver, `/api/backoffice/cases/${id}/offers/1/approve`)).statusCode).toBe(403);

    // Approved: nobody is waited for any more.
    expect((await post(arabicApprover, `/api/backoffice/cases/${id}/offers/1/approve`)).statusCode).toBe(200);
    expect((await offersOf(approver, id)).offers[0]).toMatchObject({ whyNot: null, approvers: [] });
  });

  it('names who already gave one of two approvals', async () => {
    const id = await caseInReview();
    const large = { ...OFFER_TERMS, costMinor: 300_000_00 };
    expect((await post(reviewer, `/api/backoffice/cases/${id}/offers`, large)).statusCode).toBe(200);
    expect((await post(approver, `/api/backoffice/cases/${id}/offers/1/approve`)).statusCode).toBe(200);
    expect((await offersOf(approver, id)).offers[0]).toMatchObject({
      status: 'proposed',
      whyNot: 'alreadyApproved',
      approvers: [{ id: arabicApprover.id }],
    });
  });

  it('warns, before and in the answer, when nobody else can approve', async () => {
    const id = await caseInReview();
    await t.app.db.update(staff).set({ status: 'disabled' }).where(eq(staff.id, arabicApprover.id));
    try {
      expect((await offersOf(approver, id)).otherApprovers).toEqual([]);
      const before = readOutbox(t.dataDir).length;
      const proposed = await post(approver, `/api/backoffice/cases/${id}/offers`, OFFER_TERMS);
      expect(proposed.statusCode).toBe(200);
      expect(proposed.json()).toMatchObject({
        warning: 'noOtherApprover',
        offer: { whyNot: 'proposer', approvers: [] },
      });
      expect(noticesSince(before)).toEqual([]);
    } finally {
      await t.app.db.update(staff).set({ status: 'active' }).where(eq(staff.id, arabicApprover.id));
    }
  });
});
