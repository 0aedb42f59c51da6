import crypto from 'node:crypto';
import { applicants, caseNotes, informationRequests, staff } from '../db/schema';
import { signedInStaff } from '../test/staff';
import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';
import { insertApplication, updateApplication } from './applications';
import {
  caseNotesWithAuthors,
  casePage,
  caseWithApplicant,
  containing,
  countCasesByStatus,
  informationRequestsWithAuthors,
  otherApplicationsOf,
} from './cases';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const emailOf = async (applicantId: string) =>
  (
    await t.app.db.select({ email: applicants.email }).from(applicants).where(eq(applicants.id, applicantId))
  )[0].email;

describe('the cases data-access module', () => {
  it('takes LIKE wildcards in a search literally', () => {
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('counts and pages submitted cases only, under the filters, per status', async () => {
    const draft = await signedInApplicant(t.app, { at: 'eligible' });
    const who = await signedInApplicant(t.app, { at: 'submitted' });
    const search = await emailOf(who.applicantId);
    expect(await countCasesByStatus(t.app.db, { search })).toEqual([{ status: 'SUBMITTED', n: 1 }]);
    expect(await countCasesByStatus(t.app.db, { search: await emailOf(draft.applicantId) })).toEqual([]);

    const [row] = await casePage(t.app.db, { search }, undefined, { limit: 10, offset: 0 });
    expect(row).toMatchObject({
      id: who.applicationId,
      email: search,
      reviewStatus: 'SUBMITTED',
      assigneeId: null,
    });
    expect(await casePage(t.app.db, { search }, 'IN_REVIEW', { limit: 10, offset: 0 })).toEqual([]);
    expect(await casePage(t.app.db, { search }, undefined, { limit: 10, offset: 1 })).toEqual([]);
    expect(await countCasesByStatus(t.app.db, { search, minAmount: 1 })).toEqual([]);
    expect(await countCasesByStatus(t.app.db, { search, businessType: 'SAAS', assigneeId: null })).toEqual([
      { status: 'SUBMITTED', n: 1 },
    ]);
    expect(await countCasesByStatus(t.app.db, { search, businessType: 'RETAIL' })).toEqual([]);

    const [reviewer] = await t.app.db
      .insert(staff)
      .values({ email: `reviewer-${crypto.randomUUID()}@example.com`, role: 'reviewer' })
      .returning({ id: staff.id, email: staff.email });
    await updateApplication(t.app.db, who.applicationId, {
      assigneeId: reviewer.id,
      reviewStatus: 'IN_REVIEW',
    });
    expect(await countCasesByStatus(t.app.db, { search, assigneeId: reviewer.id })).toEqual([
      { status: 'IN_REVIEW', n: 1 },
    ]);
    expect(await countCasesByStatus(t.app.db, { search, assigneeId: null })).toEqual([]);
    const [assigned] = await casePage(t.app.db, { search }, 'IN_REVIEW', { limit: 10, offset: 0 });
    expect(assigned).toMatchObject({ assigneeId: reviewer.id, assigneeEmail: reviewer.email });
  });

  it('reads a case with its applicant, and the applicant’s other applications newest first', async () => {
    const who = await signedInApplicant(t.app, { at: 'submitted' });
    const first = await insertApplication(t.app.db, who.applicantId, 'pending');
    const second = await insertApplication(t.app.db, who.applicantId, 'pending');
    expect(await caseWithApplicant(t.app.db, who.applicationId)).toMatchObject({
      id: who.applicationId,
      applicantId: who.applicantId,
      phoneNumber: '+971501234567',
      stage: 'PENDING',
    });
    expect(await caseWithApplicant(t.app.db, 2_000_000_000)).toBeUndefined();
    expect(
      (await otherApplicationsOf(t.app.db, who.applicantId, who.applicationId)).map((a) => a.id),
    ).toEqual([second, first]);
  });

  it("reads a case's notes and requests for information oldest first, each with its author's address", async () => {
    const who = await signedInApplicant(t.app, { at: 'submitted' });
    const reviewer = await signedInStaff(t.app, 'reviewer');
    const caseId = who.applicationId;
    await t.app.db.insert(caseNotes).values([
      { applicationId: caseId, staffId: reviewer.id, text: 'first' },
      { applicationId: caseId, staffId: reviewer.id, text: 'second' },
    ]);
    await t.app.db.insert(informationRequests).values({
      applicationId: caseId,
      staffId: reviewer.id,
      documentKinds: ['Registration'],
      message: 'Please',
    });
    expect((await caseNotesWithAuthors(t.app.db, caseId)).map((n) => [n.text, n.staffId, n.email])).toEqual([
      ['first', reviewer.id, reviewer.email],
      ['second', reviewer.id, reviewer.email],
    ]);
    expect(await informationRequestsWithAuthors(t.app.db, caseId)).toEqual([
      expect.objectContaining({
        staffId: reviewer.id,
        email: reviewer.email,
        documents: ['Registration'],
        message: 'Please',
        answeredAt: null,
        reply: null,
      }),
    ]);
  });
});
