import { eq } from 'drizzle-orm';
import { applications } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';
import {
  activeApplication,
  allApplicationsOf,
  applicationIdsOf,
  deleteApplicationsOf,
  findOwnApplication,
  ownApplicationsOf,
  applicationJourney,
  insertApplication,
  isPendingApplication,
  submittedApplication,
  supersedeActiveApplications,
  supersedePendingApplications,
  updateUnstartedApplication,
  latestActiveApplicationId,
  lockApplicationRow,
  lockCaseRow,
  updateApplication,
} from './applications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the applications data-access module', () => {
  it('reads the journey and owner of an application under its lock, and nothing for an unknown id', async () => {
    const who = await signedInApplicant(t.app, { at: 'eligible' });
    const row = await t.app.db.transaction((tx) => lockApplicationRow(tx, who.applicationId));
    expect(row).toMatchObject({ id: who.applicationId, applicantId: who.applicantId, status: 'active' });
    expect(await applicationJourney(t.app.db, who.applicationId)).toEqual({
      stage: row?.stage,
      stages: row?.stages,
    });
    expect(await t.app.db.transaction((tx) => lockApplicationRow(tx, 2_000_000_000))).toBeUndefined();
    expect(await applicationJourney(t.app.db, 2_000_000_000)).toBeUndefined();
  });

  it('reads the review columns of a submitted case under its lock', async () => {
    const who = await signedInApplicant(t.app, { at: 'submitted' });
    const row = await t.app.db.transaction((tx) => lockCaseRow(tx, who.applicationId));
    expect(row).toEqual({
      id: who.applicationId,
      applicantId: who.applicantId,
      reviewStatus: 'SUBMITTED',
      assigneeId: null,
    });
  });

  it('writes only the columns it is given, in the transaction it is given', async () => {
    const who = await signedInApplicant(t.app);
    const before = await applicationJourney(t.app.db, who.applicationId);
    await t.app.db
      .transaction(async (tx) => {
        await updateApplication(tx, who.applicationId, { status: 'superseded' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const status = async () =>
      (await t.app.db.select().from(applications).where(eq(applications.id, who.applicationId)))[0]?.status;
    expect(await status()).toBe('active');
    await updateApplication(t.app.db, who.applicationId, { status: 'superseded' });
    expect(await status()).toBe('superseded');
    expect(await applicationJourney(t.app.db, who.applicationId)).toEqual(before);
  });

  it("finds the applicant's active application, not a newer superseded one", async () => {
    const who = await signedInApplicant(t.app);
    await t.app.db
      .insert(applications)
      .values({ applicantId: who.applicantId, status: 'superseded', stages: {} });
    expect(await latestActiveApplicationId(t.app.db, who.applicantId)).toBe(who.applicationId);
    await updateApplication(t.app.db, who.applicationId, { status: 'superseded' });
    expect(await latestActiveApplicationId(t.app.db, who.applicantId)).toBeUndefined();
  });

  it('starts a new application pending, then swaps it for the active one', async () => {
    const who = await signedInApplicant(t.app);
    const pending = await insertApplication(t.app.db, who.applicantId, 'pending');
    expect(await isPendingApplication(t.app.db, pending)).toBe(true);
    expect(await isPendingApplication(t.app.db, who.applicationId)).toBe(false);
    expect((await activeApplication(t.app.db, who.applicantId))?.id).toBe(who.applicationId);
    expect(await supersedeActiveApplications(t.app.db, who.applicantId, new Date())).toEqual([
      who.applicationId,
    ]);
    expect(await activeApplication(t.app.db, who.applicantId)).toBeUndefined();
    await supersedePendingApplications(t.app.db, who.applicantId, new Date());
    expect(await isPendingApplication(t.app.db, pending)).toBe(false);
  });

  it('writes a stage only once, while there is none', async () => {
    const who = await signedInApplicant(t.app, { at: 'verified', state: { stage: null, stages: {} } });
    const verified = { stage: 'VERIFIED' as const, updatedAt: new Date() };
    expect(
      await t.app.db.transaction((tx) => updateUnstartedApplication(tx, who.applicationId, verified)),
    ).toBe(true);
    expect(
      await t.app.db.transaction((tx) => updateUnstartedApplication(tx, who.applicationId, verified)),
    ).toBe(false);
    expect((await applicationJourney(t.app.db, who.applicationId))?.stage).toBe('VERIFIED');
  });

  it('finds a case only once the application is submitted', async () => {
    const draft = await signedInApplicant(t.app, { at: 'eligible' });
    const submitted = await signedInApplicant(t.app, { at: 'submitted' });
    expect(await submittedApplication(t.app.db, draft.applicationId)).toBeUndefined();
    expect((await submittedApplication(t.app.db, submitted.applicationId))?.reviewStatus).toBe('SUBMITTED');
  });

  it("reads the applicant's own applications, not a pending one nor another applicant's", async () => {
    const who = await signedInApplicant(t.app);
    const other = await signedInApplicant(t.app);
    const pending = await insertApplication(t.app.db, who.applicantId, 'pending');
    expect((await findOwnApplication(t.app.db, who.applicantId, who.applicationId))?.id).toBe(
      who.applicationId,
    );
    expect(await findOwnApplication(t.app.db, who.applicantId, pending)).toBeUndefined();
    expect(await findOwnApplication(t.app.db, who.applicantId, other.applicationId)).toBeUndefined();
    await updateApplication(t.app.db, pending, { status: 'superseded' });
    expect((await ownApplicationsOf(t.app.db, who.applicantId)).map((a) => a.id)).toEqual([
      pending,
      who.applicationId,
    ]);
  });

  it("reads and deletes every application of the applicant, whatever its status, and no one else's", async () => {
    const who = await signedInApplicant(t.app, { at: 'verified' });
    const other = await signedInApplicant(t.app, { at: 'verified' });
    const pending = await insertApplication(t.app.db, who.applicantId, 'pending');
    expect((await applicationIdsOf(t.app.db, who.applicantId)).sort((a, b) => a - b)).toEqual([
      who.applicationId,
      pending,
    ]);
    expect((await allApplicationsOf(t.app.db, who.applicantId)).map((a) => a.id)).toEqual([
      who.applicationId,
      pending,
    ]);
    await deleteApplicationsOf(t.app.db, who.applicantId);
    expect(await applicationIdsOf(t.app.db, who.applicantId)).toEqual([]);
    expect(await applicationIdsOf(t.app.db, other.applicantId)).toEqual([other.applicationId]);
  });
});
