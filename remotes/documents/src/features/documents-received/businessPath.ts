import type { UserStatus } from '@onboarding/shared';
import { businessTypeCodes, isEntertainmentBusiness } from '@onboarding/shared/routing';
import type { EligibilityStepOne } from '@onboarding/shared/schemas';

// Which /documents-email the applicant sees depends on the business types of the eligibility step (the rule itself
// is @onboarding/shared/routing's, which the server enforces too).

export type BusinessPath = 'entertainment' | 'general';

/**
 * The business types as this page knows them: step one as the eligibility screens last kept it (filled in this
 * session, or from check-user on load), else check-user's eligibility_step. Null: not known here, ask check-user.
 */
export function knownBusinessTypes(
  stepOne: Pick<EligibilityStepOne, 'businessType'> | null | undefined,
  status: Pick<UserStatus, 'eligibility_step'> | null | undefined,
): string[] | null {
  return businessTypeCodes(stepOne) ?? businessTypeCodes(status?.eligibility_step);
}

export function businessPath(codes: readonly string[]): BusinessPath {
  return isEntertainmentBusiness(codes) ? 'entertainment' : 'general';
}
