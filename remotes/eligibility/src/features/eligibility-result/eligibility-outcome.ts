import type { EligibilityResult } from '@onboarding/shared';

export type EligibilityOutcome = { kind: 'eligible'; amount: number } | { kind: 'ineligible' } | { kind: 'unknown' };

/**
 * What /eligible does with the server's answer: eligible only when it says so and carries no NOT_INELIGIBLE flag;
 * a decided "no" goes to /ineligible; no answer at all (a failed call) is neither.
 */
export function eligibilityOutcome(result: EligibilityResult | null): EligibilityOutcome {
  if (!result) return { kind: 'unknown' };
  if (result.eligible === true && !result.NOT_INELIGIBLE) {
    const amount = Number(result.eligibleAmount);
    return { kind: 'eligible', amount: Number.isFinite(amount) ? amount : 0 };
  }
  return { kind: 'ineligible' };
}
