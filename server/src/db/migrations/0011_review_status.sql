-- The review of a submitted application (#16), kept apart from the applicant's stage so the spec's routing does not
-- change. server/src/lifecycle/review.ts owns its transitions; an application enters the review as SUBMITTED when
-- its stage becomes PENDING, and those already submitted enter it now.
ALTER TABLE applications ADD COLUMN review_status text CHECK (
  review_status IN (
    'SUBMITTED', 'IN_REVIEW', 'INFO_REQUESTED', 'OFFER_PROPOSED', 'OFFER_APPROVED', 'OFFER_SENT', 'ACCEPTED',
    'DECLINED', 'WITHDRAWN'
  )
);
UPDATE applications SET review_status = 'SUBMITTED' WHERE stage = 'PENDING';
