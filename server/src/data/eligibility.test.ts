import { insertApplication } from './applications';
import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';
import {
  decisionOf,
  decisionsOf,
  decisionsOfOtherApplications,
  deleteDecisionsOf,
  insertDecision,
} from './eligibility';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const decision = { policyVersion: 'v', policyDigest: 'd', inputs: {}, amount: 0, reasons: [] };

describe('the eligibility data-access module', () => {
  it('records one decision per application, and reads it back', async () => {
    const who = await signedInApplicant(t.app);
    expect(await decisionOf(t.app.db, who.applicationId)).toBeUndefined();
    const id = await insertDecision(t.app.db, {
      ...decision,
      applicationId: who.applicationId,
      eligible: true,
    });
    expect(await decisionOf(t.app.db, who.applicationId)).toMatchObject({ id, eligible: true, amount: 0 });
    await expect(
      insertDecision(t.app.db, { ...decision, applicationId: who.applicationId, eligible: false }),
    ).rejects.toThrow();
  });

  it("reads the decisions of the applicant's other applications only", async () => {
    const who = await signedInApplicant(t.app);
    const earlier = await insertApplication(t.app.db, who.applicantId, 'pending');
    await insertDecision(t.app.db, { ...decision, applicationId: earlier, eligible: false });
    await insertDecision(t.app.db, { ...decision, applicationId: who.applicationId, eligible: true });
    expect(await decisionsOfOtherApplications(t.app.db, who.applicantId, who.applicationId)).toEqual([
      { applicationId: earlier, eligible: false, decidedAt: expect.any(Date) },
    ]);
  });

  it('reads and deletes the decisions of the given applications, and no others', async () => {
    const who = await signedInApplicant(t.app);
    const other = await signedInApplicant(t.app);
    await insertDecision(t.app.db, { ...decision, applicationId: who.applicationId, eligible: true });
    await insertDecision(t.app.db, { ...decision, applicationId: other.applicationId, eligible: true });
    expect((await decisionsOf(t.app.db, [who.applicationId])).map((d) => d.applicationId)).toEqual([
      who.applicationId,
    ]);
    await deleteDecisionsOf(t.app.db, [who.applicationId]);
    expect(await decisionOf(t.app.db, who.applicationId)).toBeUndefined();
    expect(await decisionOf(t.app.db, other.applicationId)).toBeDefined();
  });
});
