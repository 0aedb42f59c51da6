import { and, desc, eq } from 'drizzle-orm';
import type { Underwriting } from '@onboarding/shared/backoffice';
import { auditLog, eligibilityDecisions, providerCredentials, underwritingResults } from '../../db/schema';
import { credentialAad } from '../../transactions/connect-provider';
import { FAKE_CREDENTIALS, startFakeProviders, type FakeProviders } from '../../transactions/fake-providers';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInStaff, staffCall, submittedCase, type SignedInStaff } from '../../test/staff';
import { seedUnderwritingInputs, storeEligibleDecision } from '../../test/underwriting-case';

// GET /backoffice/cases/:id/underwriting and POST …/recompute: roles, audit, figures computed on a case the
// test helpers make (the example CSV in storage, the example accounts, a decision), stored and reused, the provider's
// charges from the fake providers.

jest.setTimeout(120_000);

const PROVIDER_ENV = ['PROVIDER_VERIFY', 'STRIPE_API_URL', 'PAYPAL_API_URL', 'TAP_API_URL'] as const;
const saved: Record<string, string | undefined> = {};
const MONTH = 30 * 86_400;
const JAN_2024 = Date.UTC(2024, 0, 15) / 1000;

/** Tap's `transaction.created`: Unix milliseconds, as a string. */
const tapAt = (month: number, day: number) => String(Date.UTC(2024, month - 1, day, 12));
const tapCharge = (
  id: string,
  customer: string | null,
  amount: number,
  created: string,
  status = 'CAPTURED',
) => ({
  id,
  object: 'charge',
  status,
  amount,
  currency: 'USD',
  ...(customer ? { customer: { id: customer } } : {}),
  transaction: { created },
});

/**
 * Tap, March to May 2024 (each charge in the month it was made): cus_1 100.00, 100.00, 120.50; cus_2 49.99 in March
 * and May (April's failed, not counted); cus_3 10.005 in April (a third decimal rounds half up: 10.01); cus_4 55
 * charges of 1.00 in April (the listing's second page); 5.00 without a customer in May.
 */
const TAP_LEDGER = [
  tapCharge('chg_1', 'cus_1', 100, tapAt(3, 5)),
  tapCharge('chg_2', 'cus_2', 49.99, tapAt(3, 20)),
  tapCharge('chg_3', 'cus_1', 100, tapAt(4, 5)),
  tapCharge('chg_4', 'cus_2', 49.99, tapAt(4, 20), 'FAILED'),
  tapCharge('chg_5', 'cus_3', 10.005, tapAt(4, 28)),
  ...Array.from({ length: 55 }, (_, i) => tapCharge(`chg_bulk_${i}`, 'cus_4', 1, tapAt(4, 1 + (i % 28)))),
  tapCharge('chg_61', 'cus_1', 120.5, tapAt(5, 5)),
  tapCharge('chg_62', 'cus_2', 49.99, tapAt(5, 20)),
  tapCharge('chg_63', null, 5, tapAt(5, 31)),
];

/** The 10th of the month `k` months before this one, noon UTC: PayPal is searched over the last 24 months from now. */
const monthsAgo = (k: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 10, 12));
};
const monthOf = (k: number) => monthsAgo(k).toISOString().slice(0, 7);
const paypalTransaction = (id: string, payer: string | null, value: string, k: number) => ({
  transaction_info: {
    transaction_id: id,
    transaction_initiation_date: monthsAgo(k)
      .toISOString()
      .replace(/\.\d{3}Z$/, '+0000'),
    transaction_amount: { currency_code: 'USD', value },
    transaction_status: 'S',
  },
  ...(payer ? { payer_info: { account_id: payer } } : {}),
});

/**
 * PayPal, three months back to last month: payer A 250.00, 250.00, 275.25; payer B 99.99, a refund of 20.00 (its MRR
 * that month below zero: counted as zero), 99.99; payer C 12.34 in the middle month; 5.00 without a payer last month.
 */
const PAYPAL_LEDGER = [
  paypalTransaction('T1', 'PAYER_A', '250.00', 3),
  paypalTransaction('T2', 'PAYER_B', '99.99', 3),
  paypalTransaction('T3', 'PAYER_A', '250.00', 2),
  paypalTransaction('T4', 'PAYER_B', '-20.00', 2),
  paypalTransaction('T5', 'PAYER_C', '12.34', 2),
  paypalTransaction('T6', 'PAYER_A', '275.25', 1),
  paypalTransaction('T7', 'PAYER_B', '99.99', 1),
  paypalTransaction('T8', null, '5.00', 1),
];

let t: TestApp;
let fake: FakeProviders;
let reviewer: SignedInStaff;
let approver: SignedInStaff;
let admin: SignedInStaff;
let caseId: number;

beforeAll(async () => {
  fake = await startFakeProviders({
    ledger: {
      stripe: [
        // An annual plan of 1 200.00 from January 2024, and a monthly one of 50.00 in January and February 2024.
        {
          id: 'in_1',
          status: 'paid',
          customer: 'cus_A',
          amount_paid: 120000,
          created: JAN_2024,
          lines: { data: [{ period: { start: JAN_2024, end: JAN_2024 + 365 * 86_400 } }] },
        },
        {
          id: 'in_2',
          status: 'paid',
          customer: 'cus_B',
          amount_paid: 5000,
          created: JAN_2024,
          lines: { data: [{ period: { start: JAN_2024, end: JAN_2024 + MONTH } }] },
        },
        {
          id: 'in_3',
          status: 'paid',
          customer: 'cus_B',
          amount_paid: 5000,
          created: JAN_2024 + 31 * 86_400,
          lines: {
            data: [{ period: { start: JAN_2024 + 31 * 86_400, end: JAN_2024 + 31 * 86_400 + MONTH } }],
          },
        },
        {
          id: 'in_4',
          status: 'open',
          customer: 'cus_C',
          amount_paid: 0,
          created: JAN_2024,
          lines: { data: [] },
        },
      ],
      tap: TAP_LEDGER,
      paypal: PAYPAL_LEDGER,
    },
  });
  for (const name of PROVIDER_ENV) {
    saved[name] = process.env[name];
    process.env[name] = fake.env[name];
  }
  t = await createTestApp();
  reviewer = await signedInStaff(t.app, 'reviewer');
  approver = await signedInStaff(t.app, 'approver');
  admin = await signedInStaff(t.app, 'admin');
  const applicant = await submittedCase(t.app, { requestedAmount: 250000 });
  caseId = applicant.applicationId;
  await seedUnderwritingInputs(t.app, caseId);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
  for (const name of PROVIDER_ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const url = (id: number) => `/api/backoffice/cases/${id}/underwriting`;
const metric = (body: Underwriting, source: string, key: string) =>
  body.sections.find((s) => s.source === source)!.metrics.find((m) => m.key === key)!;

describe('GET /backoffice/cases/:id/underwriting', () => {
  it('answers 401 without a session, 403 to an admin, 404 for no case', async () => {
    expect((await staffCall(t.app, null, 'GET', url(caseId))).statusCode).toBe(401);
    expect((await staffCall(t.app, admin, 'GET', url(caseId))).statusCode).toBe(403);
    const none = await staffCall(t.app, reviewer, 'GET', url(2_000_000_000));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ details: { error: 'There is no such case.' } });
  });

  it('computes the figures on the first read, stores them, and audits the view', async () => {
    const res = await staffCall(t.app, reviewer, 'GET', url(caseId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as Underwriting;
    expect(body.caseId).toBe(caseId);
    expect(body.inputs.transactions).toMatchObject({ kind: 'csv', industry: 'SAAS' });
    expect(body.inputs.accounts).toEqual({ uploadId: expect.any(Number), sha256: 'b'.repeat(64) });
    expect(metric(body, 'transactions_csv', 'mrr').value).toBe(42500);
    expect(metric(body, 'transactions_csv', 'nrr').value).toBe(0.7025);
    expect(metric(body, 'transactions_csv', 'grr').value).toBe(0.6076);
    expect(metric(body, 'accounts', 'monthly_burn').value).toBe(3475);
    expect(metric(body, 'accounts', 'revenue_difference').value).toBe(0.1995);
    const mrrSeries = body.sections[0].series.find((s) => s.key === 'mrr')!;
    expect(mrrSeries.points).toHaveLength(14);
    // Pricing: requested 25 000 000, decision 200 000, 6 × MRR 42 500 = 255 000 → the decision binds, rounded down
    // to whole thousands of dollars.
    expect(body.pricing).toMatchObject({
      suggestedMinor: 200000,
      boundBy: 'eligibility',
      policyVersion: '2026-11-pricing-1',
      unavailable: null,
    });
    expect(body.pricing.candidates.map((c) => [c.key, c.amountMinor])).toEqual([
      ['requested', 25000000],
      ['eligibility', 200000],
      ['revenue', 255000],
    ]);
    const stored = await t.app.db
      .select()
      .from(underwritingResults)
      .where(eq(underwritingResults.applicationId, caseId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      pricingPolicyVersion: '2026-11-pricing-1',
      eligibilityPolicyVersion: '2025-10-default-1',
      computedBy: reviewer.id,
    });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, caseId), eq(auditLog.action, 'underwriting.viewed')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'staff', staffId: reviewer.id });
    expect(audit[0].detail).toMatchObject({ computed: true });
  });

  it('answers the stored figures while the data is the same, and computes again when it changed', async () => {
    const again = await staffCall(t.app, approver, 'GET', url(caseId));
    expect(again.statusCode).toBe(200);
    const count = async () =>
      (await t.app.db.select().from(underwritingResults).where(eq(underwritingResults.applicationId, caseId)))
        .length;
    expect(await count()).toBe(1);
    // A new decision amount is a change of the inputs.
    await t.app.db
      .update(eligibilityDecisions)
      .set({ amount: 1_000_000 })
      .where(eq(eligibilityDecisions.applicationId, caseId));
    const changed = await staffCall(t.app, approver, 'GET', url(caseId));
    expect(changed.json().pricing).toMatchObject({ suggestedMinor: 200000, boundBy: 'revenue' });
    expect(await count()).toBe(2);
  });

  it('answers readers who ask at once (the case page’s figures and summary) from one computation', async () => {
    const count = async () =>
      (await t.app.db.select().from(underwritingResults).where(eq(underwritingResults.applicationId, caseId)))
        .length;
    const before = await count();
    await t.app.db
      .update(eligibilityDecisions)
      .set({ amount: 2_000_000 })
      .where(eq(eligibilityDecisions.applicationId, caseId));
    const answers = await Promise.all([
      staffCall(t.app, reviewer, 'GET', url(caseId)),
      staffCall(t.app, approver, 'GET', url(caseId)),
      staffCall(t.app, reviewer, 'GET', `/api/backoffice/cases/${caseId}/summary`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await count()).toBe(before + 1);
  });
});

describe('POST /backoffice/cases/:id/underwriting/recompute', () => {
  it('needs the CSRF token, and computes again with an audit entry', async () => {
    const refused = await staffCall(t.app, reviewer, 'POST', `${url(caseId)}/recompute`, { csrf: null });
    expect(refused.statusCode).toBe(403);
    expect((await staffCall(t.app, admin, 'POST', `${url(caseId)}/recompute`)).statusCode).toBe(403);
    const res = await staffCall(t.app, reviewer, 'POST', `${url(caseId)}/recompute`);
    expect(res.statusCode).toBe(200);
    expect(metric(res.json(), 'transactions_csv', 'arr').value).toBe(510000);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, caseId), eq(auditLog.action, 'underwriting.recomputed')));
    expect(audit).toHaveLength(1);
  });
});

/** A submitted case connected to `provider` with the fake's accepted credentials, sealed as the product seals them. */
async function connectedCase(
  provider: 'stripe' | 'tap' | 'paypal',
  options: { requestedAmount?: number } = {},
) {
  const { applicationId: id } = await submittedCase(t.app, options);
  const box = t.app.transactions.box;
  const secret = box.seal(FAKE_CREDENTIALS[provider].secretKey, credentialAad(id, provider, 'secret'));
  const clientId =
    provider === 'paypal'
      ? box.seal(FAKE_CREDENTIALS.paypal.clientId, credentialAad(id, provider, 'client_id'))
      : null;
  await t.app.db.insert(providerCredentials).values({
    applicationId: id,
    provider,
    secretCiphertext: secret.ciphertext,
    secretIv: secret.iv,
    secretTag: secret.tag,
    ...(clientId
      ? { clientIdCiphertext: clientId.ciphertext, clientIdIv: clientId.iv, clientIdTag: clientId.tag }
      : {}),
    keyVersion: secret.keyVersion,
    verification: 'live',
    verifiedAt: new Date(),
  });
  return id;
}

async function providerSection(id: number) {
  const res = await staffCall(t.app, reviewer, 'GET', url(id));
  expect(res.statusCode).toBe(200);
  const body = res.json() as Underwriting;
  const section = body.sections.find((s) => s.source === 'provider')!;
  expect(section.unavailable).toBeNull();
  const points = (key: string) => section.series.find((s) => s.key === key)!.points;
  const value = (key: string) => section.metrics.find((m) => m.key === key)!.value;
  return { body, section, points, value };
}

describe('a case with a connected provider', () => {
  it('computes the SaaS series from the provider’s paid invoices (the fake Stripe)', async () => {
    const id = await connectedCase('stripe');
    const { body, section, points } = await providerSection(id);
    expect(body.inputs.transactions).toMatchObject({ kind: 'provider', provider: 'stripe' });
    // 2024-01: A 10 000 + B 5 000; 2024-02: A 10 000 + B 5 000 (the open invoice is not counted)
    expect(points('mrr')).toEqual([
      { month: '2024-01', value: 15000 },
      { month: '2024-02', value: 15000 },
    ]);
    // Stripe's invoices carry their period: nothing to note.
    expect(section.notes).toEqual([]);
    expect(section.metrics.find((m) => m.key === 'mrr_growth_yoy')!.unavailable).toEqual({
      key: 'reason.needs_months_revenue',
      params: { needed: 13, have: 2 },
    });
    // No decision and no accounts on this case: no suggestion, and it says why.
    expect(body.pricing.suggestedMinor).toBeNull();
    expect(body.pricing.unavailable).toEqual({ key: 'pricing.reason.no_decision' });
    expect(JSON.stringify(body)).not.toContain('sk_live_');
  });

  it('computes them from Tap’s captured charges, each in its month, over both pages of the listing', async () => {
    const id = await connectedCase('tap', { requestedAmount: 250000 });
    await storeEligibleDecision(t.app, id);
    const { body, section, points, value } = await providerSection(id);
    expect(body.inputs.transactions).toMatchObject({ kind: 'provider', provider: 'tap' });
    // March: cus_1 10 000 + cus_2 4 999; April: cus_1 10 000 + cus_3 1 001 + cus_4 55 × 100;
    // May: cus_1 12 050 + cus_2 4 999 + the charge without a customer 500.
    expect(points('mrr')).toEqual([
      { month: '2024-03', value: 14999 },
      { month: '2024-04', value: 16501 },
      { month: '2024-05', value: 17549 },
    ]);
    // May against April: cus_2 and the customerless charge are new, cus_1 grew by 2 050, cus_3 and cus_4 left.
    expect(points('new_mrr').at(-1)!.value).toBe(5499);
    expect(points('expansion_mrr').at(-1)!.value).toBe(2050);
    expect(points('churned_mrr').at(-1)!.value).toBe(6501);
    expect(points('churned_customers').at(-1)!.value).toBe(2);
    expect(value('mrr')).toBe(17549);
    expect(value('arr')).toBe(210588);
    expect(value('active_customers')).toBe(3);
    expect(value('mrr_growth_mom')).toBe(0.0635); // 1 048 ÷ 16 501 = 0.06351…
    expect(section.notes).toEqual([
      { key: 'note.provider_no_period' },
      { key: 'note.anonymous_charges', params: { charges: 1 } },
    ]);
    // Requested 25 000 000, decision 200 000, 6 × 17 549 = 105 294: the revenue binds, to whole thousands of dollars.
    expect(body.pricing.candidates.map((c) => [c.key, c.amountMinor])).toEqual([
      ['requested', 25_000_000],
      ['eligibility', 200_000],
      ['revenue', 105_294],
    ]);
    expect(body.pricing).toMatchObject({ suggestedMinor: 100_000, boundBy: 'revenue' });
    expect(JSON.stringify(body)).not.toContain('sk_live_');
  });

  it('computes them from PayPal’s completed transactions, a refund counted against its month', async () => {
    const id = await connectedCase('paypal');
    const { body, section, points, value } = await providerSection(id);
    expect(body.inputs.transactions).toMatchObject({ kind: 'provider', provider: 'paypal' });
    // Three months ago: A 25 000 + B 9 999; two: A 25 000 + B 0 (9 999 − 2 000 is that month's −2 000, below
    // zero) + C 1 234; last month: A 27 525 + B 9 999 + the payerless 500.
    expect(points('mrr')).toEqual([
      { month: monthOf(3), value: 34999 },
      { month: monthOf(2), value: 26234 },
      { month: monthOf(1), value: 38024 },
    ]);
    expect(points('active_customers').map((p) => p.value)).toEqual([2, 2, 3]);
    // Last month: B and the payerless payment are new (10 499), A grew by 2 525, C left (1 234).
    expect(points('new_mrr').at(-1)!.value).toBe(10499);
    expect(points('expansion_mrr').at(-1)!.value).toBe(2525);
    expect(points('churned_mrr').at(-1)!.value).toBe(1234);
    expect(value('mrr')).toBe(38024);
    expect(value('arr')).toBe(456288);
    expect(value('mrr_growth_mom')).toBe(0.4494); // 11 790 ÷ 26 234 = 0.44941…
    expect(section.notes).toEqual([
      { key: 'note.provider_no_period' },
      { key: 'note.anonymous_charges', params: { charges: 1 } },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/fakePaypal(ClientId|Secret)/);
  });

  it('says why when the provider refuses the listing', async () => {
    const id = await connectedCase('tap');
    fake.failNext('tap', 503);
    const res = await staffCall(t.app, reviewer, 'GET', url(id));
    expect(res.statusCode).toBe(200);
    const section = (res.json() as Underwriting).sections.find((s) => s.source === 'provider')!;
    expect(section).toMatchObject({
      label: { key: 'section.provider' },
      unavailable: { key: 'reason.provider_refused', params: { status: '503' } },
      metrics: [],
    });
  });
});

describe('figures stored in an earlier shape', () => {
  /** The answer as `underwriting-1` stored it: every text in English words, a section's notes as one `note`. */
  const englishOnly = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(englishOnly);
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (typeof record.key === 'string' && record.key.includes('.') && Object.keys(record).length <= 2)
      return `English for ${record.key}`;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) {
      if (k === 'notes') out.note = null;
      else out[k] = englishOnly(v);
    }
    return out;
  };

  it('are computed again, not answered, when a row’s inputs still match', async () => {
    const [latest] = await t.app.db
      .select()
      .from(underwritingResults)
      .where(eq(underwritingResults.applicationId, caseId))
      .orderBy(desc(underwritingResults.computedAt), desc(underwritingResults.id))
      .limit(1);
    await t.app.db
      .update(underwritingResults)
      .set({ result: englishOnly(latest.result) as Underwriting })
      .where(eq(underwritingResults.id, latest.id));
    const res = await staffCall(t.app, reviewer, 'GET', url(caseId));
    expect(res.statusCode).toBe(200);
    const body = res.json() as Underwriting;
    expect(body.sections[0].label).toEqual({ key: 'section.saas' });
    expect(metric(body, 'transactions_csv', 'mrr').value).toBe(42500);
    const rows = await t.app.db
      .select({ id: underwritingResults.id })
      .from(underwritingResults)
      .where(eq(underwritingResults.applicationId, caseId));
    expect(Math.max(...rows.map((r) => r.id))).toBeGreaterThan(latest.id);
    const [viewed] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.applicationId, caseId), eq(auditLog.action, 'underwriting.viewed')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(viewed.detail).toMatchObject({ computed: true });
  });
});
