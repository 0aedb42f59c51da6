import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transactionsStepSchema } from '@onboarding/shared/schemas';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { applications, auditLog, eligibilityDecisions } from '../../db/schema';
import errors from '../../plugins/errors';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInApplicant } from '../../test/applicant';
import { NOT_DECIDED } from './check-eligible';
import eligibility from './index';
import { ALREADY_DECIDED } from './update';

/*
 * The routes on the real app and database, with a fixture policy (ELIGIBILITY_POLICY_FILE) so the expected amounts
 * do not move when the provider edits the shipped policy. Fixture: min revenue 100,000, runway 6 months, 12 months
 * since incorporation, Series A multiple 0.33, debt factor 1, maximum 5,000,000, minimum 10,000.
 */
const policyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eligibility-routes-'));
const policyFile = path.join(policyDir, 'policy.json');
fs.writeFileSync(
  policyFile,
  JSON.stringify({
    version: 'routes-test-7',
    knockOuts: {
      minAnnualRevenue: 100000,
      minRunwayMonths: 6,
      minMonthsSinceIncorporation: 12,
      requireTechnologyCompany: false,
      excludedBusinessTypes: [],
      excludedCountriesOfIncorporation: [],
    },
    amount: {
      revenueMultipleByStage: {
        'Pre-Seed': 0.2,
        Seed: 0.25,
        'Series A': 0.33,
        'Series B': 0.4,
        'Post Series B': 0.5,
      },
      outstandingDebtFactor: 1,
      maximum: 5000000,
      minimum: 10000,
    },
  }),
);

// The plugin reads ELIGIBILITY_POLICY_FILE from the environment at start (config.ts does not carry it).
async function withPolicyFile<T>(file: string, start: () => PromiseLike<T>): Promise<T> {
  const previous = process.env.ELIGIBILITY_POLICY_FILE;
  process.env.ELIGIBILITY_POLICY_FILE = file;
  try {
    return await start();
  } finally {
    if (previous === undefined) delete process.env.ELIGIBILITY_POLICY_FILE;
    else process.env.ELIGIBILITY_POLICY_FILE = previous;
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await withPolicyFile(policyFile, () => createTestApp());
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(policyDir, { recursive: true, force: true });
});

async function signIn() {
  const who = await signedInApplicant(t.app, { at: 'verified' });
  return { applicationId: who.applicationId, headers: who.auth };
}

type Headers = { authorization: string };

const stepOne = {
  businessName: 'Noor Analytics',
  businessWebsite: 'https://www.noor-analytics.com',
  businessType: [{ name: 'Software', code: 'SAAS' }],
  placeOfOperation: [
    { name: 'United Arab Emirates', code: 'AE' },
    { name: 'Saudi Arabia', code: 'SA' },
  ],
  countryOfIncorporation: 'AE',
  companyStage: 'Series A',
  dateOfIncorporation: '2021-04-01T00:00:00.000Z',
};
const stepTwo = {
  isSoftware: 'Yes',
  ARRYearlyRevenue: '1,200,000',
  activeContracts: '150',
  investmentRounds: 2,
  runway: 18,
  requestedAmount: '250,000',
  isSharia: 'Yes',
  debt: 'Yes',
  debtAmount: '100,000',
  institutionalInvestors: 3,
  raisedAmount: 4_000_000,
};
const fullStep = { ...stepOne, ...stepTwo };

const patch = (headers: Headers, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/onboarding/onboarding-update',
    headers,
    payload: payload as object,
  });
const checkEligible = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/onboarding/check-eligible', headers });

async function applicationRow(id: number) {
  const [row] = await t.app.db.select().from(applications).where(eq(applications.id, id));
  return row;
}
const decisionsOf = (id: number) =>
  t.app.db.select().from(eligibilityDecisions).where(eq(eligibilityDecisions.applicationId, id));
const auditOf = (id: number, action: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.applicationId, id), eq(auditLog.action, action)));

describe('oversized answers', () => {
  const stored = async (applicationId: number) =>
    (await t.app.db.select().from(applications).where(eq(applications.id, applicationId)))[0].eligibilityStep;

  it('refuses a body over the JSON limit with 413 before parsing it, and stores nothing', async () => {
    const { headers, applicationId } = await signIn();
    const huge = 'x'.repeat(1024 * 1024);
    const res = await patch(headers, {
      eligibility_step: { placeOfOperation: [{ name: huge, code: 'XX' }], draft: true },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ details: { error: 'The request is too large.' } });
    expect(await stored(applicationId)).toBeNull();
  });

  it('refuses more places than there are countries, and names longer than their limit', async () => {
    const { headers, applicationId } = await signIn();
    const places = Array.from({ length: 250 }, (_, i) => ({ name: `Place ${i}`, code: `P${i}` }));
    const many = await patch(headers, { eligibility_step: { placeOfOperation: places, draft: true } });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ details: { error: 'Please choose at most 249.' } });
    const long = await patch(headers, {
      eligibility_step: { placeOfOperation: [{ name: 'y'.repeat(101), code: 'YY' }], draft: true },
    });
    expect(long.statusCode).toBe(400);
    expect(await stored(applicationId)).toBeNull();
  });
});

describe('save and resume (drafts)', () => {
  it('keeps step one on the server and gives it back through check-user', async () => {
    const { headers, applicationId } = await signIn();
    const res = await patch(headers, { eligibility_step: { ...stepOne, optionsAll: [1, 2], draft: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Amina Noor',
      email: expect.stringContaining('@example.com'),
      eligibility_step: stepOne,
    });
    // What another device sees after opening the email link.
    const status = await t.app.inject({ method: 'GET', url: '/api/onboarding/check-user', headers });
    expect(status.json().eligibility_step).toEqual(stepOne);
    expect((await applicationRow(applicationId)).stage).toBe('VERIFIED');
    expect(await decisionsOf(applicationId)).toHaveLength(0);
    expect(await auditOf(applicationId, 'eligibility.draft_saved')).toHaveLength(1);
  });

  it('merges step two into step one, clears blanked fields, and drops the debt amount on a No', async () => {
    const { headers } = await signIn();
    await patch(headers, { eligibility_step: { ...stepOne, draft: true } });
    const partial = await patch(headers, {
      eligibility_step: {
        ARRYearlyRevenue: '500,000',
        runway: '',
        debt: 'Yes',
        debtAmount: '20000',
        draft: true,
      },
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().eligibility_step).toEqual({
      ...stepOne,
      ARRYearlyRevenue: 500_000,
      debt: 'Yes',
      debtAmount: 20_000,
    });

    const cleared = await patch(headers, {
      eligibility_step: { ARRYearlyRevenue: null, debt: 'No', businessName: 'Noor Labs', draft: true },
    });
    expect(cleared.json().eligibility_step).toEqual({ ...stepOne, businessName: 'Noor Labs', debt: 'No' });
  });

  it('refuses a bad field with its message and stores nothing', async () => {
    const { headers, applicationId } = await signIn();
    await patch(headers, { eligibility_step: { ...stepOne, draft: true } });
    const bad = await patch(headers, {
      eligibility_step: { businessName: 'Changed', businessWebsite: 'https://not a site', draft: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ details: { error: 'Wrong business Website url' } });
    expect((await applicationRow(applicationId)).eligibilityStep).toEqual(stepOne);
    expect(await auditOf(applicationId, 'eligibility.draft_saved')).toHaveLength(1);
  });

  it('refuses a draft marker that is not a boolean', async () => {
    const { headers } = await signIn();
    const res = await patch(headers, { eligibility_step: { ...stepOne, draft: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ details: { error: 'eligibility_step.draft must be true or false.' } });
  });
});

describe('final submission: bad or missing fields', () => {
  const { businessName: _omitted, ...withoutName } = fullStep;
  it.each([
    ['a missing business name', withoutName, 'Value is required'],
    [
      'a website without https://',
      { ...fullStep, businessWebsite: 'noor-analytics.com' },
      'Wrong business Website url',
    ],
    [
      'a website that is not a domain',
      { ...fullStep, businessWebsite: 'https://noor' },
      'Wrong business Website url',
    ],
    [
      'a requested amount over 100,000,000',
      { ...fullStep, requestedAmount: 100_000_001 },
      'The maximum amount allowed is 100,000,000',
    ],
    ['a revenue that is not a number', { ...fullStep, ARRYearlyRevenue: 'lots' }, 'Value must be a number'],
    ['debt Yes without an amount', { ...fullStep, debtAmount: undefined }, 'Value is required'],
    [
      'an unknown company stage',
      { ...fullStep, companyStage: 'Series Z' },
      'Value is not one of the allowed options',
    ],
    ['a missing step two', stepOne, 'Value is required'],
  ])('%s → 400 with the message, nothing stored', async (_name, step, message) => {
    const { headers, applicationId } = await signIn();
    const before = await applicationRow(applicationId);
    const res = await patch(headers, { eligibility_step: step });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ details: { error: message } });
    expect(await applicationRow(applicationId)).toEqual(before);
    expect(await decisionsOf(applicationId)).toHaveLength(0);
    expect(await auditOf(applicationId, 'eligibility.decided')).toHaveLength(0);
    expect((await checkEligible(headers)).statusCode).toBe(404);
  });

  describe('an incorporation date in a month still to come', () => {
    // Only Date is fixed (the database and the server's timers run on): the limit is the current month.
    beforeEach(() => {
      jest.useFakeTimers({
        now: new Date('2026-11-28T12:00:00Z'),
        doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate'],
        advanceTimers: true,
      });
    });
    afterEach(() => jest.useRealTimers());

    it.each([
      ['the final submission', (step: object) => ({ eligibility_step: step })],
      ['a draft', (step: object) => ({ eligibility_step: { ...step, draft: true } })],
    ])('%s → 400 with the current month in the message, nothing stored', async (_name, body) => {
      const { headers, applicationId } = await signIn();
      const before = await applicationRow(applicationId);
      const res = await patch(
        headers,
        body({ ...fullStep, dateOfIncorporation: '2026-12-01T00:00:00.000Z' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        details: { error: 'Date of incorporation cannot be later than the end of November 2026' },
      });
      expect(await applicationRow(applicationId)).toEqual(before);
    });

    it('the current month itself is accepted', async () => {
      const { headers } = await signIn();
      const res = await patch(headers, {
        eligibility_step: { ...stepOne, dateOfIncorporation: '2026-11-01T00:00:00.000Z', draft: true },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it.each([
    ['no body fields', {}, 'eligibility_step or transactions_step is required.'],
    ['eligibility_step as a list', { eligibility_step: [] }, 'eligibility_step must be an object.'],
    ['eligibility_step as text', { eligibility_step: 'x' }, 'eligibility_step must be an object.'],
    [
      'both steps at once',
      { eligibility_step: fullStep, transactions_step: {} },
      'Send either eligibility_step or transactions_step, not both.',
    ],
    ['a JSON list as the body', [fullStep], 'The request body must be a JSON object.'],
    [
      'nested nonsense',
      { eligibility_step: { ...fullStep, businessType: 'SAAS', placeOfOperation: { a: 1 } } },
      'Value is required',
    ],
  ])('%s → 400, never a 500', async (_name, body, message) => {
    const { headers } = await signIn();
    const res = await patch(headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ details: { error: message } });
  });

  it('a body that is not JSON → 400', async () => {
    const { headers } = await signIn();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/onboarding/onboarding-update',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"eligibility_step": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.error).toEqual(expect.any(String));
  });

  it('hands transactions_step to the transactions module, which validates it with the shared schema', async () => {
    const { headers } = await signIn();
    const step = { systemName: 'OTHER' };
    const res = await patch(headers, { transactions_step: step });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      details: { error: transactionsStepSchema.safeParse(step).error?.issues[0]?.message },
    });
  });

  it('needs a session', async () => {
    expect((await patch({ authorization: '' }, { eligibility_step: fullStep })).statusCode).toBe(401);
    expect((await checkEligible({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });
});

describe('a declined applicant starting over', () => {
  /** The applicant's earlier application, declined `daysAgo` days ago; the session is for a new one. */
  async function startedOverAfterRefusal(daysAgo: number) {
    const who = await signedInApplicant(t.app, { at: 'verified' });
    const [earlier] = await t.app.db
      .insert(applications)
      .values({ applicantId: who.applicantId, status: 'superseded', stage: 'VERIFIED', stages: {} })
      .returning({ id: applications.id });
    await t.app.db.insert(eligibilityDecisions).values({
      applicationId: earlier.id,
      policyVersion: 'v',
      policyDigest: 'd',
      inputs: {},
      eligible: false,
      amount: 0,
      reasons: [{ code: 'REVENUE_BELOW_MINIMUM', kind: 'knock-out', message: 'Revenue below the minimum' }],
      decidedAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000),
    });
    return { headers: who.auth, applicationId: who.applicationId, earlierId: earlier.id };
  }

  it('is declined again within the cooling-off period, whatever the new answers, and the reason names the earlier application', async () => {
    const { headers, applicationId, earlierId } = await startedOverAfterRefusal(10);
    expect((await patch(headers, { eligibility_step: fullStep })).statusCode).toBe(200);
    expect((await checkEligible(headers)).json()).toMatchObject({ eligible: false });
    const [decision] = await t.app.db
      .select()
      .from(eligibilityDecisions)
      .where(eq(eligibilityDecisions.applicationId, applicationId));
    expect(decision.reasons).toEqual([
      expect.objectContaining({ code: 'COOLING_OFF', message: expect.stringContaining(String(earlierId)) }),
    ]);
  });

  it('is decided on the new answers once the period has passed', async () => {
    const { headers } = await startedOverAfterRefusal(91);
    expect((await patch(headers, { eligibility_step: fullStep })).statusCode).toBe(200);
    expect((await checkEligible(headers)).json()).toMatchObject({ eligible: true });
  });
});

describe('final submission: the decision', () => {
  it('eligible: stores the decision with policy version, inputs and reasons, audits it, moves to ELIGIBLE', async () => {
    const { headers, applicationId } = await signIn();
    await patch(headers, { eligibility_step: { ...stepOne, draft: true } });
    const res = await patch(headers, { eligibility_step: fullStep });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Amina Noor', email: expect.any(String) });
    expect(body.eligibility_step).toMatchObject({
      businessWebsite: 'https://www.noor-analytics.com',
      ARRYearlyRevenue: 1_200_000,
      requestedAmount: 250_000,
      debt: 'Yes',
      debtAmount: 100_000,
    });

    const app = await applicationRow(applicationId);
    expect(app.stage).toBe('ELIGIBLE');
    expect(app.stages).toEqual({ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false });
    expect(app.eligibilityStep).toEqual(body.eligibility_step);

    // 1,200,000 × 0.33 = 396,000 − 100,000 debt = 296,000, capped by the 250,000 requested.
    const [decision] = await decisionsOf(applicationId);
    expect(decision).toMatchObject({
      policyVersion: 'routes-test-7',
      policyDigest: expect.stringMatching(/^[0-9a-f]{64}$/),
      eligible: true,
      amount: 250_000,
      inputs: body.eligibility_step,
    });
    expect(decision.reasons.map((r) => r.code)).toEqual([
      'BASE_AMOUNT',
      'DEBT_DEDUCTED',
      'CAPPED_BY_REQUESTED_AMOUNT',
    ]);
    expect(decision.inputs).toMatchObject({ isSharia: 'Yes', isSoftware: 'Yes', debt: 'Yes' });

    const audits = await auditOf(applicationId, 'eligibility.decided');
    expect(audits).toHaveLength(1);
    expect(audits[0].detail).toEqual({
      decisionId: decision.id,
      policyVersion: 'routes-test-7',
      eligible: true,
      amount: 250_000,
      reasons: ['BASE_AMOUNT', 'DEBT_DEDUCTED', 'CAPPED_BY_REQUESTED_AMOUNT'],
      stage: 'ELIGIBLE',
    });

    const result = await checkEligible(headers);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({ eligible: true, eligibleAmount: 250_000, NOT_INELIGIBLE: false });

    const status = (await t.app.inject({ method: 'GET', url: '/api/onboarding/check-user', headers })).json();
    expect(status.stage).toBe('ELIGIBLE');
    expect(status.stages_lists).toEqual([{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false }]);
  });

  it('ineligible: the result says so, the stage stays VERIFIED, the reasons are kept', async () => {
    const { headers, applicationId } = await signIn();
    const res = await patch(headers, {
      eligibility_step: { ...fullStep, runway: 3, debt: 'No', debtAmount: '5' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().eligibility_step).not.toHaveProperty('debtAmount');

    const app = await applicationRow(applicationId);
    expect(app.stage).toBe('VERIFIED');
    expect(app.stages).toEqual({ CHECK_ELIGIBILITY: true, ELIGIBLE: false, FINANCIALS: false });
    const [decision] = await decisionsOf(applicationId);
    expect(decision).toMatchObject({ eligible: false, amount: 0 });
    expect(decision.reasons).toEqual([
      {
        code: 'RUNWAY_BELOW_MINIMUM',
        kind: 'knock-out',
        message: 'Runway of 3 months is below the minimum of 6 months.',
      },
    ]);
    expect((await checkEligible(headers)).json()).toEqual({
      eligible: false,
      eligibleAmount: 0,
      NOT_INELIGIBLE: true,
    });
  });

  it('check-eligible before any decision → 404 with a clear message', async () => {
    const { headers } = await signIn();
    const res = await checkEligible(headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ details: { error: NOT_DECIDED } });
  });

  it("one applicant never sees another's decision", async () => {
    const a = await signIn();
    const b = await signIn();
    await patch(a.headers, { eligibility_step: fullStep });
    expect((await checkEligible(b.headers)).statusCode).toBe(404);
    expect(await decisionsOf(b.applicationId)).toHaveLength(0);
  });
});

describe('a second submission after a decision: the first decision stands', () => {
  it('different answers → 409 with the message; the decision and stored step do not change', async () => {
    const { headers, applicationId } = await signIn();
    await patch(headers, { eligibility_step: { ...fullStep, runway: 3 } });
    const again = await patch(headers, { eligibility_step: { ...fullStep, runway: 24 } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ details: { error: ALREADY_DECIDED } });
    const decisions = await decisionsOf(applicationId);
    expect(decisions).toHaveLength(1);
    expect(decisions[0].eligible).toBe(false);
    expect((await applicationRow(applicationId)).eligibilityStep).toMatchObject({ runway: 3 });
    expect((await checkEligible(headers)).json()).toMatchObject({ eligible: false });
  });

  it('a draft that changes decided answers → 409; one that repeats them → 200', async () => {
    const { headers, applicationId } = await signIn();
    await patch(headers, { eligibility_step: fullStep });
    const change = await patch(headers, { eligibility_step: { runway: 2, draft: true } });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toEqual({ details: { error: ALREADY_DECIDED } });
    const same = await patch(headers, { eligibility_step: { ...stepOne, draft: true } });
    expect(same.statusCode).toBe(200);
    expect((await applicationRow(applicationId)).eligibilityStep).toMatchObject({ runway: 18 });
  });

  it('the same answers again (a retry) → 200 with the same answer and no second decision', async () => {
    const { headers, applicationId } = await signIn();
    const first = await patch(headers, { eligibility_step: fullStep });
    // Same values in another spelling: numbers instead of digit strings, keys in another order.
    const retry = await patch(headers, {
      eligibility_step: {
        ...stepTwo,
        ...stepOne,
        ARRYearlyRevenue: 1_200_000,
        requestedAmount: 250_000,
        debtAmount: 100_000,
        activeContracts: 150,
      },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await decisionsOf(applicationId)).toHaveLength(1);
    expect(await auditOf(applicationId, 'eligibility.decided')).toHaveLength(1);
  });

  it('a double-clicked SUBMIT makes one decision', async () => {
    const { headers, applicationId } = await signIn();
    const results = await Promise.all([
      patch(headers, { eligibility_step: fullStep }),
      patch(headers, { eligibility_step: fullStep }),
      patch(headers, { eligibility_step: { ...fullStep, runway: 3 } }),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    expect(await decisionsOf(applicationId)).toHaveLength(1);
    expect(await auditOf(applicationId, 'eligibility.decided')).toHaveLength(1);
  });
});

describe('the policy file at start', () => {
  // The plugin alone on a bare Fastify: the start fails before any route or database is touched.
  async function start(file: string) {
    const app = Fastify({ logger: false });
    app.decorate('config', {} as never);
    await app.register(errors);
    try {
      await withPolicyFile(file, () => app.register(eligibility).ready());
    } finally {
      await app.close().catch(() => undefined);
    }
  }

  it('a policy with a misspelt rule stops the start with the file and the field named', async () => {
    const bad = path.join(policyDir, 'bad.json');
    const json = JSON.parse(fs.readFileSync(policyFile, 'utf8'));
    json.knockOuts.minRevenue = json.knockOuts.minAnnualRevenue;
    delete json.knockOuts.minAnnualRevenue;
    fs.writeFileSync(bad, JSON.stringify(json));
    await expect(start(bad)).rejects.toThrow(
      new RegExp(
        `Invalid eligibility policy in ${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:[\\s\\S]*knockOuts.minAnnualRevenue`,
      ),
    );
  });

  it('a missing policy file stops the start', async () => {
    await expect(start(path.join(policyDir, 'nope.json'))).rejects.toThrow(
      /Cannot read the eligibility policy file/,
    );
  });
});
