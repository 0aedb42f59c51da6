import type { EligibilityResult } from '@onboarding/shared';
import { eligibilityOutcome } from './eligibility-outcome';

describe('eligibilityOutcome', () => {
  it('is eligible with the amount when the server says eligible', () => {
    expect(eligibilityOutcome({ eligible: true, eligibleAmount: 148000, NOT_INELIGIBLE: false })).toEqual({
      kind: 'eligible',
      amount: 148000,
    });
    expect(eligibilityOutcome({ eligible: true, eligibleAmount: 148000 })).toEqual({
      kind: 'eligible',
      amount: 148000,
    });
  });

  it('is ineligible when not eligible or when the flag is set', () => {
    expect(eligibilityOutcome({ eligible: false, eligibleAmount: 0, NOT_INELIGIBLE: true })).toEqual({
      kind: 'ineligible',
    });
    expect(eligibilityOutcome({ eligible: true, eligibleAmount: 5000, NOT_INELIGIBLE: true })).toEqual({
      kind: 'ineligible',
    });
  });

  it('is ineligible when there is no answer (null on error) or the answer is not clearly eligible', () => {
    expect(eligibilityOutcome(null)).toEqual({ kind: 'ineligible' });
    expect(eligibilityOutcome(undefined)).toEqual({ kind: 'ineligible' });
    expect(eligibilityOutcome({} as EligibilityResult)).toEqual({ kind: 'ineligible' });
    expect(
      eligibilityOutcome({ eligible: 'true', eligibleAmount: 5 } as unknown as EligibilityResult),
    ).toEqual({ kind: 'ineligible' });
  });
});
