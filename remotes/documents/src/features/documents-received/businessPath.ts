import type { UserStatus } from '@onboarding/shared';
import type { EligibilityStepOne } from '@onboarding/shared/schemas';

// Which /documents-email the applicant sees depends on the business types of the eligibility step. Gaming and content
// businesses do not connect a transaction system: the team sets up access with them, and accounting comes next.

export const ENTERTAINMENT_CODES: readonly string[] = ['GAMING', 'CONTENT'];

export type BusinessPath = 'entertainment' | 'general';

/** Codes of eligibility_step.businessType ([{ name, code }]; plain codes are tolerated), or null when absent. */
export function businessTypeCodes(step: { businessType?: unknown } | null | undefined): string[] | null {
  const types = step?.businessType;
  if (!Array.isArray(types) || types.length === 0) return null;
  return types
    .map((t: unknown) => (typeof t === 'string' ? t : (t as { code?: unknown } | null)?.code))
    .filter((code): code is string => typeof code === 'string')
    .map((code) => code.toUpperCase());
}

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
  return codes.some((code) => ENTERTAINMENT_CODES.includes(code)) ? 'entertainment' : 'general';
}
