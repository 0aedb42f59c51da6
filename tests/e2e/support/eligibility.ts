import type { APIRequestContext } from '@playwright/test';

// Eligibility answers and an API shortcut through the check, for tests that start further down the journey
// (/financials and on). With the default policy (docs/eligibility-policy.md) the eligible answers below give
// 600,000 × 0.33 (Series A) − 50,000 of debt = US$148,000; the ineligible ones fail the US$100,000 revenue minimum.

export interface Option {
  name: string;
  code: string;
}

export interface StepOneAnswers {
  businessName: string;
  /** Without the https:// prefix, as typed after it. */
  businessWebsite: string;
  /** The month picker's yyyy-MM. */
  dateOfIncorporation: string;
  placeOfOperation: Option[];
  businessType: Option[];
  /** ISO code of the country. */
  countryOfIncorporation: string;
  companyStage: string;
}

/** Names the country pickers show for the codes used here. */
export const COUNTRY_NAMES: Record<string, string> = {
  AE: 'United Arab Emirates',
  SA: 'Saudi Arabia',
  US: 'United States',
};

/** Step one as the screens fill it in. */
export const STEP_ONE: StepOneAnswers = {
  businessName: 'Noor Labs',
  businessWebsite: 'noorlabs.io',
  dateOfIncorporation: '2020-03',
  placeOfOperation: [{ name: 'United Arab Emirates', code: 'AE' }],
  businessType: [{ name: 'Software', code: 'SAAS' }],
  countryOfIncorporation: 'AE',
  companyStage: 'Series A',
};

export const ELIGIBLE_STEP_TWO = {
  isSoftware: 'Yes',
  ARRYearlyRevenue: 600000,
  activeContracts: 1200,
  investmentRounds: 2,
  runway: 18,
  requestedAmount: 250000,
  isSharia: 'Yes',
  debt: 'Yes',
  debtAmount: 50000,
  institutionalInvestors: 3,
  raisedAmount: 1500000,
} as const;

/** What the eligible answers are worth, as /eligible shows it. */
export const ELIGIBLE_AMOUNT = 148000;
export const ELIGIBLE_AMOUNT_TEXT = '$148,000';

export const INELIGIBLE_STEP_TWO = { ...ELIGIBLE_STEP_TWO, ARRYearlyRevenue: 50000 } as const;

export interface EligibilityOptions {
  eligible: boolean;
  /** Business types of step one (e.g. Gaming for the entertainment path); Software by default. */
  businessType?: Option[];
  /** The business's name (step one); STEP_ONE's by default. A unique one lets the back office's search find it. */
  businessName?: string;
}

/** The PATCH body's eligibility_step for the chosen outcome: both steps, website with https://. */
export function eligibilityStep({
  eligible,
  businessType,
  businessName,
}: EligibilityOptions): Record<string, unknown> {
  return {
    ...STEP_ONE,
    businessName: businessName ?? STEP_ONE.businessName,
    businessType: businessType ?? STEP_ONE.businessType,
    businessWebsite: `https://${STEP_ONE.businessWebsite}`,
    ...(eligible ? ELIGIBLE_STEP_TWO : INELIGIBLE_STEP_TWO),
  };
}

/**
 * Submits the eligibility check through the API with a session token (the one of registerApplicant's email link)
 * and returns the decision as check-eligible reports it. Eligible applicants can then open /financials.
 */
export async function passEligibility(
  request: APIRequestContext,
  token: string,
  options: EligibilityOptions = { eligible: true },
): Promise<{ eligible: boolean; eligibleAmount: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const update = await request.patch('/api/onboarding/onboarding-update', {
    headers,
    data: { eligibility_step: eligibilityStep(options) },
  });
  if (!update.ok())
    throw new Error(
      `PATCH /api/onboarding/onboarding-update answered ${update.status()}: ${await update.text()}`,
    );
  const result = await request.get('/api/onboarding/check-eligible', { headers });
  if (!result.ok())
    throw new Error(`GET /api/onboarding/check-eligible answered ${result.status()}: ${await result.text()}`);
  const body = (await result.json()) as { eligible: boolean; eligibleAmount: number };
  if (body.eligible !== options.eligible) {
    throw new Error(
      `expected eligible=${options.eligible} from the default policy, got ${JSON.stringify(body)}`,
    );
  }
  return body;
}
