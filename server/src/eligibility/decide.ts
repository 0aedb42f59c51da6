import { COUNTRIES } from '@onboarding/shared/constants';
import { floorToWholeMajor, majorToMinor, usdText, wholeMajorToMinor } from '@onboarding/shared/money';
import type { EligibilityPolicy } from './policy';

/** What the policy looks at, already normalised from the applicant's answers (see inputs.ts). */
export interface DecisionInputs {
  businessTypes: string[];
  countryOfIncorporation: string;
  companyStage: string;
  dateOfIncorporation: Date;
  isTechnologyCompany: boolean;
  prefersShariaCompliant: boolean;
  annualRevenue: number;
  runwayMonths: number;
  requestedAmount: number;
  hasOutstandingDebt: boolean;
  outstandingDebt: number;
}

export type ReasonCode =
  | 'REVENUE_BELOW_MINIMUM'
  | 'RUNWAY_BELOW_MINIMUM'
  | 'INCORPORATED_TOO_RECENTLY'
  | 'NOT_TECHNOLOGY_COMPANY'
  | 'EXCLUDED_BUSINESS_TYPE'
  | 'EXCLUDED_COUNTRY_OF_INCORPORATION'
  | 'UNKNOWN_COMPANY_STAGE'
  | 'AMOUNT_BELOW_MINIMUM'
  | 'BASE_AMOUNT'
  | 'DEBT_DEDUCTED'
  | 'CAPPED_BY_REQUESTED_AMOUNT'
  | 'CAPPED_BY_POLICY_MAXIMUM'
  | 'ROUNDED_DOWN'
  | 'NO_SHARIA_PREFERENCE'
  /** A declined application of the same applicant within the cooling-off period (cooling-off.ts). */
  | 'COOLING_OFF';

export interface Reason {
  code: ReasonCode;
  /** knock-out: makes the applicant ineligible; amount: a step of the amount formula; note: for the reviewer only. */
  kind: 'knock-out' | 'amount' | 'note';
  message: string;
}

export interface Decision {
  eligible: boolean;
  /** Whole US dollars; 0 when not eligible. */
  amount: number;
  reasons: Reason[];
}

const usd = usdText;

/** Whole calendar months from `from` to `to` (UTC), counting a month only once its day is reached. */
export function monthsBetween(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

/**
 * Money is floored to whole dollars after rounding to cents: binary floats make 100 × 0.29 come out as
 * 28.999…, which a bare Math.floor would turn into a dollar less than the policy says.
 */
export const floorToDollars = floorToWholeMajor;

function countryCode(value: string): string {
  const v = value.trim();
  const byCode = COUNTRIES.find((c) => c.code === v.toUpperCase());
  if (byCode) return byCode.code;
  return COUNTRIES.find((c) => c.name.toLowerCase() === v.toLowerCase())?.code ?? v.toUpperCase();
}

function knockOuts(policy: EligibilityPolicy, inputs: DecisionInputs, now: Date): Reason[] {
  const rules = policy.knockOuts;
  const out: Reason[] = [];
  const ko = (code: ReasonCode, message: string) => out.push({ code, kind: 'knock-out', message });

  if (rules.minAnnualRevenue !== null && inputs.annualRevenue < rules.minAnnualRevenue) {
    ko(
      'REVENUE_BELOW_MINIMUM',
      `Annualized revenue of ${usd(inputs.annualRevenue)} is below the minimum of ${usd(rules.minAnnualRevenue)}.`,
    );
  }
  if (rules.minRunwayMonths !== null && inputs.runwayMonths < rules.minRunwayMonths) {
    ko(
      'RUNWAY_BELOW_MINIMUM',
      `Runway of ${inputs.runwayMonths} months is below the minimum of ${rules.minRunwayMonths} months.`,
    );
  }
  if (rules.minMonthsSinceIncorporation !== null) {
    const age = monthsBetween(inputs.dateOfIncorporation, now);
    if (age < rules.minMonthsSinceIncorporation) {
      ko(
        'INCORPORATED_TOO_RECENTLY',
        `Incorporated ${Math.max(age, 0)} full months ago; at least ${rules.minMonthsSinceIncorporation} are required.`,
      );
    }
  }
  if (rules.requireTechnologyCompany && !inputs.isTechnologyCompany) {
    ko('NOT_TECHNOLOGY_COMPANY', 'The applicant is not a technology company.');
  }
  const excludedTypes = inputs.businessTypes.filter((t) =>
    (rules.excludedBusinessTypes as string[]).includes(t),
  );
  if (excludedTypes.length) {
    ko('EXCLUDED_BUSINESS_TYPE', `Business type ${excludedTypes.join(', ')} is excluded by the policy.`);
  }
  const country = countryCode(inputs.countryOfIncorporation);
  if (rules.excludedCountriesOfIncorporation.includes(country)) {
    ko('EXCLUDED_COUNTRY_OF_INCORPORATION', `Country of incorporation ${country} is excluded by the policy.`);
  }
  if (!Object.hasOwn(policy.amount.revenueMultipleByStage, inputs.companyStage)) {
    ko(
      'UNKNOWN_COMPANY_STAGE',
      `Company stage "${inputs.companyStage}" has no revenue multiple in the policy.`,
    );
  }
  return out;
}

/**
 * The decision: every knock-out rule is checked (all failures are reported, not just the first, so the reviewer
 * sees the whole picture); if none fires, the amount is
 *   annual revenue × stage multiple − outstanding debt × debt factor,
 * capped by the requested amount, then by the policy maximum, floored to whole dollars, and must reach the policy
 * minimum (and at least $1) to be eligible. Pure: same policy, inputs and `now` give the same decision.
 */
export function decide(policy: EligibilityPolicy, inputs: DecisionInputs, now: Date): Decision {
  const reasons = knockOuts(policy, inputs, now);
  if (!inputs.prefersShariaCompliant) {
    // Every product offered is Shariah-compliant anyway; a "No" is only context for the reviewer.
    reasons.push({
      code: 'NO_SHARIA_PREFERENCE',
      kind: 'note',
      message:
        'The applicant stated no Shariah-compliant preference; the financing offered is Shariah-compliant.',
    });
  }
  if (reasons.some((r) => r.kind === 'knock-out')) return { eligible: false, amount: 0, reasons };

  const { amount: rules } = policy;
  const step = (code: ReasonCode, message: string) => reasons.push({ code, kind: 'amount', message });

  const multiple =
    rules.revenueMultipleByStage[inputs.companyStage as keyof typeof rules.revenueMultipleByStage];
  let value = inputs.annualRevenue * multiple;
  step(
    'BASE_AMOUNT',
    `Annualized revenue ${usd(inputs.annualRevenue)} × ${multiple} (${inputs.companyStage}) = ${usd(value)}.`,
  );

  if (inputs.hasOutstandingDebt && inputs.outstandingDebt > 0 && rules.outstandingDebtFactor > 0) {
    const deduction = inputs.outstandingDebt * rules.outstandingDebtFactor;
    value -= deduction;
    step(
      'DEBT_DEDUCTED',
      `Outstanding debt ${usd(inputs.outstandingDebt)} × ${rules.outstandingDebtFactor} = ${usd(deduction)} deducted, leaving ${usd(Math.max(value, 0))}.`,
    );
  }
  if (value > inputs.requestedAmount) {
    value = inputs.requestedAmount;
    step('CAPPED_BY_REQUESTED_AMOUNT', `Capped at the requested amount of ${usd(inputs.requestedAmount)}.`);
  }
  if (value > rules.maximum) {
    value = rules.maximum;
    step('CAPPED_BY_POLICY_MAXIMUM', `Capped at the policy maximum of ${usd(rules.maximum)}.`);
  }
  const amount = floorToDollars(value);
  if (value > 0 && wholeMajorToMinor(amount) !== majorToMinor(value))
    step('ROUNDED_DOWN', `Rounded down to whole dollars: ${usd(amount)}.`);

  const floor = Math.max(rules.minimum, 1);
  if (amount < floor) {
    reasons.push({
      code: 'AMOUNT_BELOW_MINIMUM',
      kind: 'knock-out',
      message: `The resulting amount of ${usd(amount)} is below the minimum financing of ${usd(floor)}.`,
    });
    return { eligible: false, amount: 0, reasons };
  }
  return { eligible: true, amount, reasons };
}
