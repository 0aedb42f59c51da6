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

  it('is ineligible when the server says not eligible or sets the flag', () => {
    expect(eligibilityOutcome({ eligible: false, eligibleAmount: 0, NOT_INELIGIBLE: true })).toEqual({
      kind: 'ineligible',
    });
    expect(eligibilityOutcome({ eligible: false, eligibleAmount: 0 })).toEqual({ kind: 'ineligible' });
    expect(eligibilityOutcome({ eligible: true, eligibleAmount: 5000, NOT_INELIGIBLE: true })).toEqual({
      kind: 'ineligible',
    });
  });

  it('is unknown, not ineligible, without an answer (null on error) or with one that says neither', () => {
    expect(eligibilityOutcome(null)).toEqual({ kind: 'unknown' });
    expect(eligibilityOutcome(undefined)).toEqual({ kind: 'unknown' });
    expect(eligibilityOutcome('' as unknown as EligibilityResult)).toEqual({ kind: 'unknown' });
    expect(eligibilityOutcome({} as EligibilityResult)).toEqual({ kind: 'unknown' });
    expect(
      eligibilityOutcome({ eligible: 'true', eligibleAmount: 5 } as unknown as EligibilityResult),
    ).toEqual({ kind: 'unknown' });
  });
});
