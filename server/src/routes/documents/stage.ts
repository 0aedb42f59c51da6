import type { StageName } from '../../db/schema';

const ORDER: readonly StageName[] = ['VERIFIED', 'ELIGIBLE', 'TRANSACTION', 'ACCOUNTING', 'PENDING'];

/** Moves an application on to `target`, never back: a re-upload after the applicant went further changes nothing. */
export function advanceStage(current: StageName | null, target: StageName): StageName {
  return current !== null && ORDER.indexOf(current) >= ORDER.indexOf(target) ? current : target;
}

/** Business type codes from eligibility_step.businessType ([{ name, code }] as the form sends it). */
export function businessTypeCodes(eligibilityStep: Record<string, unknown> | null): string[] {
  const types = eligibilityStep?.businessType;
  if (!Array.isArray(types)) return [];
  return types
    .map((t) =>
      typeof t === 'string'
        ? t
        : typeof t === 'object' && t !== null
          ? (t as { code?: unknown }).code
          : undefined,
    )
    .filter((code): code is string => typeof code === 'string');
}

/** Gaming and content businesses take the path where the team sets up transaction access with them. */
export const ENTERTAINMENT_TYPES = ['GAMING', 'CONTENT'] as const;

export const isEntertainmentBusiness = (codes: string[]) =>
  codes.some((code) => (ENTERTAINMENT_TYPES as readonly string[]).includes(code));
