import type { EligibilityStep } from '@onboarding/shared/schemas';
import type { DecisionInputs } from './decide';

/** The policy's view of a validated eligibility_step (the shared schema already normalised Yes/No and numbers). */
export function toDecisionInputs(step: EligibilityStep): DecisionInputs {
  const hasDebt = step.debt === 'Yes';
  return {
    businessTypes: step.businessType.map((t) => t.code),
    countryOfIncorporation: step.countryOfIncorporation,
    companyStage: step.companyStage,
    dateOfIncorporation: new Date(step.dateOfIncorporation),
    isTechnologyCompany: step.isSoftware === 'Yes',
    prefersShariaCompliant: step.isSharia === 'Yes',
    annualRevenue: step.ARRYearlyRevenue,
    runwayMonths: step.runway,
    requestedAmount: step.requestedAmount,
    hasOutstandingDebt: hasDebt,
    outstandingDebt: hasDebt ? (step.debtAmount ?? 0) : 0,
  };
}
