import type { DashboardOffer, TimelineEvent } from '@onboarding/shared/dashboard';
import type { ReviewStatus } from '@onboarding/shared/server';
import type { IsoDate } from '@onboarding/shared/backoffice';
import { offerState } from '../offers/rules';

// What the applicant's dashboard shows of a case, from its rows: the review status in the applicant's terms,
// the dated timeline and the offer's status. Pure; dashboard/read.ts loads the rows.

/**
 * The review status as the applicant reads it: an offer being proposed and approved (the team's maker-checker) is
 * still the review to them, so a version returned by an approver is never seen.
 */
export function applicantStatus(status: ReviewStatus | null): ReviewStatus | null {
  return status === 'OFFER_PROPOSED' || status === 'OFFER_APPROVED' ? 'IN_REVIEW' : status;
}

/** The review's audit actions the applicant's timeline shows, and as what. The rest are the team's own steps. */
const TIMELINE_OF_ACTION: Record<string, TimelineEvent> = {
  'review.startReview': 'in_review',
  'review.requestInformation': 'information_requested',
  'review.provideInformation': 'information_provided',
  'review.sendOffer': 'offer_sent',
  'review.acceptOffer': 'accepted',
  'review.declineOffer': 'declined',
  // The team's decision comes before any offer is sent (lifecycle/review.ts): the application is declined, not an offer.
  'review.decline': 'application_declined',
  'review.withdraw': 'withdrawn',
  'review.withdrawOffer': 'offer_withdrawn',
};

/** The audit actions `timeline` reads (the query asks for these only). */
export const TIMELINE_ACTIONS = Object.keys(TIMELINE_OF_ACTION);

export interface TimelineEntry {
  event: TimelineEvent;
  at: string;
}

/** Oldest first: the submission, then each review step the applicant sees, as the audit log dated them. */
export function timeline(
  submittedAt: Date | null,
  entries: readonly { action: string; at: Date }[],
): TimelineEntry[] {
  const events: { event: TimelineEvent; at: Date }[] = [];
  if (submittedAt) events.push({ event: 'submitted', at: submittedAt });
  for (const entry of entries) {
    const event = TIMELINE_OF_ACTION[entry.action];
    if (event) events.push({ event, at: entry.at });
  }
  // A stable sort: steps recorded in the same instant keep the order they were written in.
  return events
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((e) => ({ event: e.event, at: e.at.toISOString() }));
}

/** An offer's status for the applicant: a sent offer past its validity date (a calendar date) has expired. */
export function offerStatus(
  offer: { status: string; validUntil: IsoDate },
  today: IsoDate,
): DashboardOffer['status'] | null {
  const state = offerState(offer, today);
  return state === 'sent' ||
    state === 'accepted' ||
    state === 'declined' ||
    state === 'expired' ||
    state === 'withdrawn'
    ? state
    : null;
}

/** A name as a signature is compared: trimmed, inner spaces collapsed, case-insensitive (any script). */
export function signatureForm(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether `typed` signs as `fullName`, the applicant's name on file. */
export const signatureMatches = (typed: string, fullName: string): boolean =>
  signatureForm(typed) !== '' && signatureForm(typed) === signatureForm(fullName);
