import { eq } from 'drizzle-orm';
import { applications } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';
import {
  applicationJourney,
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
});
