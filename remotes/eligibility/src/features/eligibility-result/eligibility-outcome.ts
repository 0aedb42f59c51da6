import type { EligibilityResult } from '@onboarding/shared';

export type EligibilityOutcome =
  { kind: 'eligible'; amount: number } | { kind: 'ineligible' } | { kind: 'unknown' };

/**
 * What /eligible does with the server's answer (spec: "If eligible, it shows Congratulations … Otherwise it
 * redirects to /ineligible"): eligible when the answer says `eligible: true` without the NOT_INELIGIBLE flag,
 * ineligible when it says `eligible: false` or carries the flag. No answer (check-eligible gives null when the call
 * fails) or one that says neither is unknown: a lookup that failed is not a rejection.
 */
export function eligibilityOutcome(result: EligibilityResult | null | undefined): EligibilityOutcome {
  if (!result || typeof result !== 'object') return { kind: 'unknown' };
  if (result.NOT_INELIGIBLE === true || result.eligible === false) return { kind: 'ineligible' };
  if (result.eligible !== true) return { kind: 'unknown' };
  const amount = Number(result.eligibleAmount);
  return { kind: 'eligible', amount: Number.isFinite(amount) ? amount : 0 };
}
