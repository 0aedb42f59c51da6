import type { DashboardApplication } from '@onboarding/shared/dashboard';

// What the applicant reads of a review status. The back office's steps between a proposal and the offer sent
// (OFFER_PROPOSED, OFFER_APPROVED) are the provider's business: to the applicant the case is still in review.

export type PlainStatus =
  | 'inReview'
  | 'informationRequested'
  | 'offerReady'
  | 'accepted'
  | 'declined'
  | 'withdrawn'
  | 'unfinished'
  | 'notEligible';

/** An application declined at eligibility never reaches the review: it is not eligible, not unfinished. */
export function plainStatus(
  application: Pick<DashboardApplication, 'status' | 'submittedAt'> &
    Partial<Pick<DashboardApplication, 'declined'>>,
): PlainStatus {
  switch (application.status) {
    case null:
      return application.declined ? 'notEligible' : 'unfinished';
    case 'SUBMITTED':
    case 'IN_REVIEW':
    case 'OFFER_PROPOSED':
    case 'OFFER_APPROVED':
      return 'inReview';
    case 'INFO_REQUESTED':
      return 'informationRequested';
    case 'OFFER_SENT':
      return 'offerReady';
    case 'ACCEPTED':
      return 'accepted';
    case 'DECLINED':
      return 'declined';
    case 'WITHDRAWN':
      return 'withdrawn';
  }
}

/** The current application first, then the others as the server lists them (newest first). */
export function currentFirst<T extends Pick<DashboardApplication, 'current'>>(
  applications: readonly T[],
): T[] {
  return [...applications.filter((a) => a.current), ...applications.filter((a) => !a.current)];
}
