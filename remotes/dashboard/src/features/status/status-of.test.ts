import { REVIEW_STATUSES } from '@onboarding/shared/constants';
import { currentFirst, plainStatus } from './status-of';

describe('plainStatus', () => {
  it.each([
    ['SUBMITTED', 'inReview'],
    ['IN_REVIEW', 'inReview'],
    // The provider's own steps towards an offer: to the applicant, still in review.
    ['OFFER_PROPOSED', 'inReview'],
    ['OFFER_APPROVED', 'inReview'],
    ['INFO_REQUESTED', 'informationRequested'],
    ['OFFER_SENT', 'offerReady'],
    ['ACCEPTED', 'accepted'],
    ['DECLINED', 'declined'],
    ['WITHDRAWN', 'withdrawn'],
  ] as const)('%s reads as %s', (status, plain) => {
    expect(plainStatus({ status, submittedAt: '2026-11-02T09:00:00.000Z' })).toBe(plain);
  });

  it('names every review status', () => {
    for (const status of REVIEW_STATUSES) expect(plainStatus({ status, submittedAt: null })).toBeTruthy();
  });

  it('calls an application without a review status unfinished', () => {
    expect(plainStatus({ status: null, submittedAt: null })).toBe('unfinished');
    expect(plainStatus({ status: null, submittedAt: null, declined: null })).toBe('unfinished');
    expect(
      plainStatus({ status: null, submittedAt: null, declined: { reasons: ['age'], decidableFrom: null } }),
    ).toBe('notEligible');
  });
});

describe('currentFirst', () => {
  it('puts the current application first and keeps the others in order', () => {
    const list = [
      { id: 1, current: false },
      { id: 2, current: true },
      { id: 3, current: false },
    ];
    expect(currentFirst(list).map((a) => a.id)).toEqual([2, 1, 3]);
  });
});
