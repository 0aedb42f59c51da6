import { and, eq } from 'drizzle-orm';
import { applications, auditLog, entertainmentPaths } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { JOURNEY_MESSAGES } from '../../lifecycle/journey';
import { NOT_ENTERTAINMENT } from './entertainment';
import { signedInApplicant, type SignedInApplicant as Seeded } from '../../test/applicant';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const call = (seeded?: Seeded) =>
  t.app.inject({
    method: 'POST',
    url: '/api/onboarding/entertainment_eligible',
    headers: { ...(seeded?.auth ?? {}), 'content-type': 'application/json' },
    payload: '{}',
  });

async function state(applicationId: number) {
  const [application] = await t.app.db.select().from(applications).where(eq(applications.id, applicationId));
  const paths = await t.app.db
    .select()
    .from(entertainmentPaths)
    .where(eq(entertainmentPaths.applicationId, applicationId));
  const audits = await t.app.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.applicationId, applicationId), eq(auditLog.action, 'transactions.entertainment_path')),
    );
  return { application, paths, audits };
}

describe('POST /api/onboarding/entertainment_eligible', () => {
  it.each(['GAMING', 'CONTENT'])(
    'records the %s path, marks TRANSACTION and moves on to ACCOUNTING',
    async (code) => {
      const seeded = await signedInApplicant(t.app, { at: 'documents', businessTypes: ['B2C', code] });
      const res = await call(seeded);
      expect(res.statusCode).toBe(200);
      const expectedStages = { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true };
      expect(res.json()).toEqual({ stage: 'ACCOUNTING', stages_lists: [expectedStages] });
      const s = await state(seeded.applicationId);
      expect(s.application.stage).toBe('ACCOUNTING');
      expect(s.application.stages).toEqual(expectedStages);
      expect(s.paths).toHaveLength(1);
      expect(s.paths[0].businessTypes).toEqual(['B2C', code]);
      expect(s.audits).toHaveLength(1);
    },
  );

  it('is idempotent: a second call answers the same and records nothing new', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'documents', businessTypes: ['GAMING'] });
    expect((await call(seeded)).statusCode).toBe(200);
    const again = await call(seeded);
    expect(again.statusCode).toBe(200);
    expect(again.json().stage).toBe('ACCOUNTING');
    const s = await state(seeded.applicationId);
    expect(s.paths).toHaveLength(1);
    expect(s.audits).toHaveLength(1);
  });

  it('refuses other business types with 409 and changes nothing', async () => {
    const seeded = await signedInApplicant(t.app, {
      at: 'documents',
      businessTypes: ['SAAS', 'MARKETPLACE'],
    });
    const res = await call(seeded);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ details: { error: NOT_ENTERTAINMENT } });
    const s = await state(seeded.applicationId);
    expect(s.application.stage).toBe('TRANSACTION');
    expect(s.application.stages.TRANSACTION).toBeUndefined();
    expect(s.paths).toHaveLength(0);
    expect(s.audits).toHaveLength(0);
  });

  it('refuses before the documents are uploaded', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible', businessTypes: ['GAMING'] });
    const res = await call(seeded);
    expect(res.statusCode).toBe(409);
    expect(res.json().details.error).toBe(JOURNEY_MESSAGES.documentsFirst);
    expect((await state(seeded.applicationId)).paths).toHaveLength(0);
  });

  it('refuses an application already submitted for review, and changes nothing', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'submitted', businessTypes: ['CONTENT'] });
    const before = await state(seeded.applicationId);
    const res = await call(seeded);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ details: { error: JOURNEY_MESSAGES.underReview } });
    expect(await state(seeded.applicationId)).toEqual(before);
  });

  it('requires a session', async () => {
    expect((await call()).statusCode).toBe(401);
  });
});
