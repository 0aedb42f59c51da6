import type { UserStatus } from '@onboarding/shared';
import { routeAfterDecision } from './route-after-decision';

const status = (stage: UserStatus['stage'], flags: UserStatus['stages_lists'][number]) =>
  ({ stage, stages_lists: [flags], transactions_step: null }) as unknown as UserStatus;

describe('routeAfterDecision', () => {
  it('goes where the status says the applicant is', () => {
    expect(
      routeAfterDecision(status('ELIGIBLE', { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false })),
    ).toBe('/eligible');
    expect(
      routeAfterDecision(
        status('TRANSACTION', { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true }),
      ),
    ).toBe('/subscriptions');
  });

  it('goes to the result when the status is older than the decision or missing', () => {
    expect(routeAfterDecision(status('VERIFIED', { CHECK_ELIGIBILITY: false }))).toBe('/eligible');
    expect(routeAfterDecision(null)).toBe('/eligible');
  });
});
