/**
 * Where the provider's review of a submitted application stands, apart from the applicant's stage. The
 * server's lifecycle/review.ts owns the transitions; the back office and the applicant's dashboard show them.
 */
export const REVIEW_STATUSES = [
  'SUBMITTED',
  'IN_REVIEW',
  'INFO_REQUESTED',
  'OFFER_PROPOSED',
  'OFFER_APPROVED',
  'OFFER_SENT',
  'ACCEPTED',
  'DECLINED',
  'WITHDRAWN',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
