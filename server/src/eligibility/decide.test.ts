import { decide, floorToDollars, monthsBetween, type DecisionInputs, type ReasonCode } from './decide';
import type { EligibilityPolicy } from './policy';

// A fixture policy, not the shipped file: these cases pin the engine's rules, whatever numbers the provider picks.
const policy: EligibilityPolicy = {
  version: 'test-1',
  knockOuts: {
    minAnnualRevenue: 100_000,
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
    maximum: 5_000_000,
    minimum: 10_000,
  },
};

const NOW = new Date('2026-11-15T12:00:00Z');

const base: DecisionInputs = {
  businessTypes: ['SAAS'],
  countryOfIncorporation: 'AE',
  companyStage: 'Series B',
  dateOfIncorporation: new Date('2020-01-01T00:00:00Z'),
  isTechnologyCompany: true,
  prefersShariaCompliant: true,
  annualRevenue: 1_000_000,
  runwayMonths: 18,
  requestedAmount: 100_000_000,
  hasOutstandingDebt: false,
  outstandingDebt: 0,
};

type Case = {
  name: string;
  inputs?: Partial<DecisionInputs>;
  policy?: {
    knockOuts?: Partial<EligibilityPolicy['knockOuts']>;
    amount?: Partial<EligibilityPolicy['amount']>;
  };
  eligible: boolean;
  amount: number;
  codes: ReasonCode[];
};

const cases: Case[] = [
  // knock-outs
  {
    name: 'revenue below the minimum',
    inputs: { annualRevenue: 99_999 },
    eligible: false,
    amount: 0,
    codes: ['REVENUE_BELOW_MINIMUM'],
  },
  {
    name: 'revenue exactly at the minimum passes',
    inputs: { annualRevenue: 100_000, companyStage: 'Post Series B' },
    eligible: true,
    amount: 50_000,
    codes: ['BASE_AMOUNT'],
  },
  {
    name: 'runway below the minimum',
    inputs: { runwayMonths: 5 },
    eligible: false,
    amount: 0,
    codes: ['RUNWAY_BELOW_MINIMUM'],
  },
  {
    name: 'runway exactly at the minimum passes',
    inputs: { runwayMonths: 6 },
    eligible: true,
    amount: 400_000,
    codes: ['BASE_AMOUNT'],
  },
  {
    name: 'incorporated 11 full months ago',
    inputs: { dateOfIncorporation: new Date('2025-12-01T00:00:00Z') },
    eligible: false,
    amount: 0,
    codes: ['INCORPORATED_TOO_RECENTLY'],
  },
  {
    name: 'incorporated exactly 12 months ago passes',
    inputs: { dateOfIncorporation: new Date('2025-11-01T00:00:00Z') },
    eligible: true,
    amount: 400_000,
    codes: ['BASE_AMOUNT'],
  },
  {
    name: 'incorporation date after now',
    inputs: { dateOfIncorporation: new Date('2027-01-01T00:00:00Z') },
    eligible: false,
    amount: 0,
    codes: ['INCORPORATED_TOO_RECENTLY'],
  },
  {
    name: 'not a technology company is fine by default',
    inputs: { isTechnologyCompany: false },
    eligible: true,
    amount: 400_000,
    codes: ['BASE_AMOUNT'],
  },
  {
    name: 'not a technology company when the policy requires one',
    inputs: { isTechnologyCompany: false },
    policy: { knockOuts: { requireTechnologyCompany: true } },
    eligible: false,
    amount: 0,
    codes: ['NOT_TECHNOLOGY_COMPANY'],
  },
  {
    name: 'one of several business types is excluded',
    inputs: { businessTypes: ['SAAS', 'GAMING'] },
    policy: { knockOuts: { excludedBusinessTypes: ['GAMING'] } },
    eligible: false,
    amount: 0,
    codes: ['EXCLUDED_BUSINESS_TYPE'],
  },
  {
    name: 'excluded country of incorporation given as a code',
    inputs: { countryOfIncorporation: 'kp' },
    policy: { knockOuts: { excludedCountriesOfIncorporation: ['KP'] } },
    eligible: false,
    amount: 0,
    codes: ['EXCLUDED_COUNTRY_OF_INCORPORATION'],
  },
  {
    name: 'excluded country of incorporation given as a name',
    inputs: { countryOfIncorporation: 'United Kingdom' },
    policy: { knockOuts: { excludedCountriesOfIncorporation: ['GB'] } },
    eligible: false,
    amount: 0,
    codes: ['EXCLUDED_COUNTRY_OF_INCORPORATION'],
  },
  {
    name: 'a company stage the policy has no multiple for',
    inputs: { companyStage: 'Series Z' },
    eligible: false,
    amount: 0,
    codes: ['UNKNOWN_COMPANY_STAGE'],
  },
  {
    name: 'every failing knock-out is reported, not just the first',
    inputs: { annualRevenue: 1_000, runwayMonths: 1, dateOfIncorporation: new Date('2026-10-01T00:00:00Z') },
    eligible: false,
    amount: 0,
    codes: ['REVENUE_BELOW_MINIMUM', 'RUNWAY_BELOW_MINIMUM', 'INCORPORATED_TOO_RECENTLY'],
  },
  {
    name: 'null switches a rule off',
    inputs: { annualRevenue: 50_000, runwayMonths: 0, dateOfIncorporation: new Date('2026-10-01T00:00:00Z') },
    policy: {
      knockOuts: { minAnnualRevenue: null, minRunwayMonths: null, minMonthsSinceIncorporation: null },
    },
    eligible: true,
    amount: 20_000,
    codes: ['BASE_AMOUNT'],
  },
  {
    name: 'no Shariah-compliant preference is a note, not a knock-out',
    inputs: { prefersShariaCompliant: false },
    eligible: true,
    amount: 400_000,
    codes: ['NO_SHARIA_PREFERENCE', 'BASE_AMOUNT'],
  },
  // amount formula: multiple by stage
  ...(
    [
      ['Pre-Seed', 200_000],
      ['Seed', 250_000],
      ['Series A', 330_000],
      ['Series B', 400_000],
      ['Post Series B', 500_000],
    ] as const
  ).map(([stage, amount]): Case => ({
    name: `${stage}: revenue × its multiple`,
    inputs: { companyStage: stage },
    eligible: true,
    amount,
    codes: ['BASE_AMOUNT'],
  })),
  // debt
  {
    name: 'outstanding debt is deducted',
    inputs: { hasOutstandingDebt: true, outstandingDebt: 150_000 },
    eligible: true,
    amount: 250_000,
    codes: ['BASE_AMOUNT', 'DEBT_DEDUCTED'],
  },
  {
    name: 'debt amount is ignored when the answer is No',
    inputs: { hasOutstandingDebt: false, outstandingDebt: 150_000 },
    eligible: true,
    amount: 400_000,
    codes: ['BASE_AMOUNT'],
  },
  {
    name: 'the debt factor scales the deduction',
    inputs: { hasOutstandingDebt: true, outstandingDebt: 100_000 },
    policy: { amount: { outstandingDebtFactor: 0.5 } },
    eligible: true,
    amount: 350_000,
    codes: ['BASE_AMOUNT', 'DEBT_DEDUCTED'],
  },
  {
    name: 'debt larger than the capacity leaves nothing',
    inputs: { hasOutstandingDebt: true, outstandingDebt: 500_000 },
    eligible: false,
    amount: 0,
    codes: ['BASE_AMOUNT', 'DEBT_DEDUCTED', 'AMOUNT_BELOW_MINIMUM'],
  },
  // caps
  {
    name: 'capped by the requested amount',
    inputs: { requestedAmount: 150_000 },
    eligible: true,
    amount: 150_000,
    codes: ['BASE_AMOUNT', 'CAPPED_BY_REQUESTED_AMOUNT'],
  },
  {
    name: 'a requested amount above the capacity does not raise it',
    inputs: { requestedAmount: 400_001 },
    eligible: true,
    amount: 400_000,
    codes: ['BASE_AMOUNT'],
  },
  {
    name: 'capped by the policy maximum',
    inputs: { annualRevenue: 20_000_000 },
    eligible: true,
    amount: 5_000_000,
    codes: ['BASE_AMOUNT', 'CAPPED_BY_POLICY_MAXIMUM'],
  },
  {
    name: 'both caps: the smaller wins',
    inputs: { annualRevenue: 20_000_000, requestedAmount: 3_000_000 },
    eligible: true,
    amount: 3_000_000,
    codes: ['BASE_AMOUNT', 'CAPPED_BY_REQUESTED_AMOUNT'],
  },
  {
    name: 'caps apply after the debt deduction',
    inputs: { requestedAmount: 300_000, hasOutstandingDebt: true, outstandingDebt: 50_000 },
    eligible: true,
    amount: 300_000,
    codes: ['BASE_AMOUNT', 'DEBT_DEDUCTED', 'CAPPED_BY_REQUESTED_AMOUNT'],
  },
  // minimum
  {
    name: 'a requested amount below the minimum financing',
    inputs: { requestedAmount: 9_999 },
    eligible: false,
    amount: 0,
    codes: ['BASE_AMOUNT', 'CAPPED_BY_REQUESTED_AMOUNT', 'AMOUNT_BELOW_MINIMUM'],
  },
  {
    name: 'exactly the minimum financing is eligible',
    inputs: { requestedAmount: 10_000 },
    eligible: true,
    amount: 10_000,
    codes: ['BASE_AMOUNT', 'CAPPED_BY_REQUESTED_AMOUNT'],
  },
  {
    name: 'with no minimum, zero dollars is still not eligible',
    inputs: { requestedAmount: 0 },
    policy: { amount: { minimum: 0 } },
    eligible: false,
    amount: 0,
    codes: ['BASE_AMOUNT', 'CAPPED_BY_REQUESTED_AMOUNT', 'AMOUNT_BELOW_MINIMUM'],
  },
  // rounding
  {
    name: 'cents are floored away',
    inputs: { annualRevenue: 100_001, companyStage: 'Series A' },
    eligible: true,
    amount: 33_000,
    codes: ['BASE_AMOUNT', 'ROUNDED_DOWN'],
  },
  {
    name: 'floored, never rounded up',
    inputs: { annualRevenue: 100_003, companyStage: 'Series A' },
    eligible: true,
    amount: 33_000,
    codes: ['BASE_AMOUNT', 'ROUNDED_DOWN'],
  },
  {
    name: 'binary floating point does not cost a dollar (100,100 × 0.29 is 29,029 exactly)',
    inputs: { annualRevenue: 100_100, companyStage: 'Seed' },
    policy: { amount: { revenueMultipleByStage: { ...policy.amount.revenueMultipleByStage, Seed: 0.29 } } },
    eligible: true,
    amount: 29_029,
    codes: ['BASE_AMOUNT'],
  },
  {
    name: 'a fractional requested amount is floored too',
    inputs: { requestedAmount: 12_345.67 },
    eligible: true,
    amount: 12_345,
    codes: ['BASE_AMOUNT', 'CAPPED_BY_REQUESTED_AMOUNT', 'ROUNDED_DOWN'],
  },
];

describe('decide', () => {
  it.each(cases)('$name', (c) => {
    const p: EligibilityPolicy = {
      ...policy,
      knockOuts: { ...policy.knockOuts, ...c.policy?.knockOuts },
      amount: { ...policy.amount, ...c.policy?.amount },
    };
    const decision = decide(p, { ...base, ...c.inputs }, NOW);
    expect({ eligible: decision.eligible, amount: decision.amount }).toEqual({
      eligible: c.eligible,
      amount: c.amount,
    });
    expect(decision.reasons.map((r) => r.code)).toEqual(c.codes);
    expect(Number.isInteger(decision.amount)).toBe(true);
  });

  it('explains each step in words the reviewer can check', () => {
    const d = decide(
      policy,
      { ...base, hasOutstandingDebt: true, outstandingDebt: 150_000, requestedAmount: 200_000 },
      NOW,
    );
    expect(d.reasons.map((r) => [r.kind, r.message])).toEqual([
      ['amount', 'Annualized revenue $1,000,000 × 0.4 (Series B) = $400,000.'],
      ['amount', 'Outstanding debt $150,000 × 1 = $150,000 deducted, leaving $250,000.'],
      ['amount', 'Capped at the requested amount of $200,000.'],
    ]);
  });

  it('names the threshold in a knock-out reason', () => {
    const d = decide(policy, { ...base, annualRevenue: 80_000 }, NOW);
    expect(d.reasons).toEqual([
      {
        code: 'REVENUE_BELOW_MINIMUM',
        kind: 'knock-out',
        message: 'Annualized revenue of $80,000 is below the minimum of $100,000.',
      },
    ]);
  });
});

describe('monthsBetween', () => {
  it.each([
    ['2025-11-15', '2026-11-15', 12],
    ['2025-11-16', '2026-11-15', 11],
    ['2025-11-01', '2026-11-15', 12],
    ['2026-11-15', '2026-11-15', 0],
    ['2026-12-01', '2026-11-15', -1],
  ])('%s → %s is %i months', (from, to, months) => {
    expect(monthsBetween(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`))).toBe(months);
  });
});

describe('floorToDollars', () => {
  it.each([
    [33000.33, 33000],
    [28.999999999999996, 29],
    [29.99, 29],
    [-5, 0],
    [0, 0],
  ])('%d → %d', (value, dollars) => expect(floorToDollars(value)).toBe(dollars));
});
