import type { EligibilityResult } from '@onboarding/shared';

export type EligibilityOutcome = { kind: 'eligible'; amount: number } | { kind: 'ineligible' };

/**
 * What /eligible does with the server's answer (spec: "If eligible, it shows Congratulations … Otherwise it
 * redirects to /ineligible"): eligible only when the answer says `eligible: true` and carries no NOT_INELIGIBLE flag;
 * anything else, no answer at all (check-eligible gives null on error) included, goes to /ineligible.
 */
export function eligibilityOutcome(result: EligibilityResult | null | undefined): EligibilityOutcome {
  if (result && result.eligible === true && !result.NOT_INELIGIBLE) {
    const amount = Number(result.eligibleAmount);
    return { kind: 'eligible', amount: Number.isFinite(amount) ? amount : 0 };
  }
  return { kind: 'ineligible' };
}
