import type { UserStatus } from '@onboarding/shared';
import { isStepDone, withStepDone } from './steps-done';

const status = (over: Partial<UserStatus>): UserStatus => ({
  onboarding_id: 1,
  name: 'A',
  email: 'a@example.com',
  stage: 'ELIGIBLE',
  stages_lists: [],
  eligibility_step: null,
  transactions_step: null,
  accounting_step: [],
  ...over,
});

describe('isStepDone', () => {
  it('reads the flag of stages_lists', () => {
    const s = status({
      stage: 'ACCOUNTING',
      stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true }],
    });
    expect(isStepDone(s, 'FINANCIALS')).toBe(true);
    expect(isStepDone(s, 'TRANSACTION')).toBe(true);
    expect(isStepDone(s, 'ACCOUNTING')).toBe(false);
  });

  it('without the flag, the stage says which steps are behind', () => {
    expect(isStepDone(status({ stage: 'TRANSACTION' }), 'FINANCIALS')).toBe(true);
    expect(isStepDone(status({ stage: 'TRANSACTION' }), 'TRANSACTION')).toBe(false);
    expect(isStepDone(status({ stage: 'PENDING' }), 'ACCOUNTING')).toBe(true);
    expect(isStepDone(status({ stage: 'ELIGIBLE' }), 'FINANCIALS')).toBe(false);
    expect(isStepDone(null, 'FINANCIALS')).toBe(false);
  });

  it('a flag set false wins over the stage (eligibility decided again)', () => {
    const s = status({
      stage: 'TRANSACTION',
      stages_lists: [{ CHECK_ELIGIBILITY: true, FINANCIALS: false }],
    });
    expect(isStepDone(s, 'FINANCIALS')).toBe(false);
  });
});

describe('withStepDone', () => {
  it('sets the flag as the server does; nothing to mark without an answer', () => {
    const s = status({ stage: 'ELIGIBLE', stages_lists: [{ CHECK_ELIGIBILITY: true, FINANCIALS: false }] });
    const done = withStepDone(s, 'FINANCIALS');
    expect(isStepDone(done, 'FINANCIALS')).toBe(true);
    expect(isStepDone(s, 'FINANCIALS')).toBe(false);
    expect(withStepDone(null, 'FINANCIALS')).toBeNull();
  });
});
