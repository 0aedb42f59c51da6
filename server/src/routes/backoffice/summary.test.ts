import crypto from 'node:crypto';
import type { DecisionSummary } from '@onboarding/shared/backoffice';
import { and, eq } from 'drizzle-orm';
import { auditLog, documentMarks, documents, informationRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInStaff, staffCall, submittedCase, type SignedInStaff } from '../../test/staff';
import { seedUnderwritingInputs } from '../../test/underwriting-case';

// GET /backoffice/cases/:id/summary: the decision summary of a case the test makes (the SaaS example CSV, the example
// accounts, a decision, two documents, two information requests), its figures from the underwriting, its flags from
// the shipped rule file, and what it still lacks.

jest.setTimeout(120_000);

let t: TestApp;
let reviewer: SignedInStaff;
let admin: SignedInStaff;
let caseId: number;
let bare: number;
let reupload: number;

async function document(applicationId: number, kind: string) {
  const [row] = await t.app.db
    .insert(documents)
    .values({
      applicationId,
      kind,
      key: `documents/${crypto.randomUUID()}`,
      originalName: `${kind}.pdf`,
      mime: 'application/pdf',
      size: 1,
      sha256: 'x',
      status: 'current',
    })
    .returning({ id: documents.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await signedInStaff(t.app, 'reviewer');
  admin = await signedInStaff(t.app, 'admin');
  // The example's data ends in February 2025: submitted in April, it is two months old (no stale flag).
  caseId = (
    await submittedCase(t.app, { requestedAmount: 250000, submittedAt: new Date('2025-04-15T09:00:00Z') })
  ).applicationId;
  await seedUnderwritingInputs(t.app, caseId);
  reupload = await document(caseId, 'Registration');
  await document(caseId, 'CapTable');
  await t.app.db
    .insert(documentMarks)
    .values({ documentId: reupload, mark: 'needs_reupload', staffId: reviewer.id });
  await t.app.db.insert(informationRequests).values([
    {
      applicationId: caseId,
      staffId: reviewer.id,
      documentKinds: ['Registration'],
      message: 'Again, please',
    },
    {
      applicationId: caseId,
      staffId: reviewer.id,
      documentKinds: [],
      message: 'Answered',
      answeredAt: new Date(),
      reply: 'Done',
    },
  ]);
  bare = (await submittedCase(t.app, { requestedAmount: 100000 })).applicationId;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const url = (id: number) => `/api/backoffice/cases/${id}/summary`;

describe('GET /backoffice/cases/:id/summary', () => {
  it('answers 401 without a session, 403 to an admin, 404 for no case', async () => {
    expect((await staffCall(t.app, null, 'GET', url(caseId))).statusCode).toBe(401);
    expect((await staffCall(t.app, admin, 'GET', url(caseId))).statusCode).toBe(403);
    expect((await staffCall(t.app, reviewer, 'GET', url(2_000_000_000))).statusCode).toBe(404);
  });

  it('gives the amounts, the suggestion and the SaaS figures from the underwriting', async () => {
    const res = await staffCall(t.app, reviewer, 'GET', url(caseId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as DecisionSummary;
    expect(body).toMatchObject({
      caseId,
      currency: 'USD',
      requestedMinor: 25_000_000,
      eligibleMinor: 200_000,
      suggestedMinor: 200_000,
      kind: 'saas',
      rules: {
        version: expect.stringMatching(/^2026-11-flags-/),
        digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    const figure = (kind: string, key: string) => body.figures.find((f) => f.kind === kind && f.key === key);
    expect(figure('saas', 'mrr')).toMatchObject({ value: 42500, unit: 'minor' });
    expect(figure('saas', 'nrr')).toMatchObject({ value: 0.7025, unit: 'ratio' });
    expect(figure('saas', 'logo_churn')).toMatchObject({ value: 0.3333 });
    expect(figure('saas', 'largest_customer_share')).toMatchObject({ value: 0.3544 });
    expect(figure('accounts', 'monthly_burn')).toMatchObject({ value: 3475, unit: 'minor' });
    expect(body.figures.map((f) => f.key)).toContain('gross_margin');
  });

  it('flags the churn, the concentration and the accounts’ disagreement, each with its figure and threshold', async () => {
    const body = (await staffCall(t.app, reviewer, 'GET', url(caseId))).json() as DecisionSummary;
    const flag = (code: string) => body.flags.find((f) => f.code === code);
    expect(flag('logo_churn_high')).toMatchObject({ value: 0.3333, threshold: 0.2, comparison: 'above' });
    expect(flag('customer_concentration')).toMatchObject({ value: 0.3544, threshold: 0.25, kind: 'saas' });
    expect(flag('accounts_disagree')).toMatchObject({ value: 0.1995, threshold: 0.1, kind: 'accounts' });
    expect(flag('stale_data')).toBeUndefined();
  });

  it('lists what is missing: the open request, the document to upload again, the unmarked one', async () => {
    const body = (await staffCall(t.app, reviewer, 'GET', url(caseId))).json() as DecisionSummary;
    expect(body.missing.openRequests).toEqual([
      { id: expect.any(Number), createdAt: expect.any(String), documents: ['Registration'] },
    ]);
    expect(body.missing.documentsToReupload).toEqual([{ id: reupload, kind: 'Registration' }]);
    expect(body.missing.pendingChecks).toEqual([{ key: 'documents_unreviewed', count: 1 }]);
  });

  it('says what a case without data lacks, and audits each read with the rules’ version', async () => {
    const body = (await staffCall(t.app, reviewer, 'GET', url(bare))).json() as DecisionSummary;
    expect(body).toMatchObject({
      kind: null,
      figures: [],
      flags: [],
      suggestedMinor: null,
      eligibleMinor: null,
    });
    expect(body.missing.pendingChecks.map((c) => c.key)).toEqual([
      'eligibility_decision',
      'transactions',
      'accounts',
    ]);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, bare), eq(auditLog.action, 'summary.viewed')));
    expect(entries).toHaveLength(1);
    expect(entries[0].detail).toMatchObject({ flagRulesVersion: body.rules.version, flags: [] });
  });
});
