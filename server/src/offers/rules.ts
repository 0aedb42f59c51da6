import {
  validityPassed,
  type IsoDate,
  type OfferAction,
  type OfferApprovalBlock,
  type OfferStatus,
  type ReviewAction,
} from '@onboarding/shared/backoffice';
import { DASHBOARD_MESSAGES } from '@onboarding/shared/dashboard';
import type { ReviewStatus } from '@onboarding/shared/server';
import {
  REFUSALS,
  reviewRefusal,
  type ReviewActor,
  type ReviewMail,
  type StaffRole,
} from '../lifecycle/review';
import type { REVIEW_STATUS_CHANGED } from '../webhooks/outbox';

// The lifecycle of one version of a case's murabaha offer, as a table: from which state each move starts, where it
// leads, who may take it, what it audits, mails and posts as a webhook. Pure; offers/moves.ts applies a move under the
// case's row lock, in the transaction of the case's own review action (lifecycle/review.ts), so the case's status
// and the version's state never disagree. A new state is a member of OfferState; a new move is one row of MOVES.

/**
 * A version's state: its stored status, except that a sent version past its validity date (a calendar date: the
 * last day counts) has expired, which is decided here only (`offerState`). `draft`: terms not yet proposed, no row.
 */
export type OfferState = 'draft' | OfferStatus;

type ActorKind = StaffRole | 'applicant' | 'system';

export const OFFER_MESSAGES_SERVER = {
  noVersion: 'There is no such offer version.',
  notProposed: 'This offer version is not waiting for approval.',
  twice: 'You have already approved this offer version: another approver must give the second approval.',
  notOpen: 'This offer version is no longer open: only the version being approved or sent can be returned.',
  notApproved: 'This offer version is not approved, so it cannot be sent.',
  lapsed: 'This offer’s validity date has passed: return it and propose a new version.',
  noLetter: 'The offer letter is made when the offer is approved.',
  answered: 'This offer has already been answered.',
  notSent: 'Only an offer sent and not answered can be withdrawn.',
} as const;

/** The webhook a move posts: the case's, when the case moves with it. */
export type OfferWebhook = typeof REVIEW_STATUS_CHANGED;

export interface OfferMoveRule {
  from: readonly OfferState[];
  to: OfferState;
  by: readonly ActorKind[];
  /** The case's review action taken with the move, in its transaction; null: the case stays where it is. */
  review: ReviewAction | null;
  /** The audit entry's action (null: the move is recorded in the entry of the move that causes it). */
  audit: string | null;
  /** What the applicant is mailed. */
  mail: ReviewMail | null;
  webhook: OfferWebhook | null;
  /** 409 when the version is in a state the move does not start from. */
  notFrom?: string;
  /** 409 once the validity date has passed (an expired version is refused so too). */
  lapsed?: string;
  /** 409 once the provider has withdrawn the version. */
  withdrawn?: string;
  /** Its proposer may not take the move, and nobody takes it twice on one version (four eyes). */
  fourEyes?: boolean;
  /**
   * The move waits for the version's required approvals (two above OFFER_DUAL_APPROVAL_MINOR): each one before the
   * last is recorded under `audit`, and the version and the case stay where they are.
   */
  quorum?: { audit: string };
}

const CASE_WEBHOOK: OfferWebhook = 'review.status_changed';

export const MOVES = {
  propose: {
    from: ['draft'],
    to: 'proposed',
    by: ['reviewer', 'approver'],
    review: 'proposeOffer',
    audit: 'review.proposeOffer',
    mail: null,
    webhook: CASE_WEBHOOK,
  },
  approve: {
    from: ['proposed'],
    to: 'approved',
    by: ['approver'],
    review: 'approveOffer',
    audit: 'review.approveOffer',
    mail: null,
    webhook: CASE_WEBHOOK,
    notFrom: OFFER_MESSAGES_SERVER.notProposed,
    lapsed: OFFER_MESSAGES_SERVER.lapsed,
    fourEyes: true,
    quorum: { audit: 'offer.approval-recorded' },
  },
  // An approved version not yet sent can be returned too (an approver finds a mistake in the letter).
  return: {
    from: ['proposed', 'approved'],
    to: 'returned',
    by: ['approver'],
    review: 'returnToReview',
    audit: 'review.returnToReview',
    mail: null,
    webhook: CASE_WEBHOOK,
    notFrom: OFFER_MESSAGES_SERVER.notOpen,
  },
  send: {
    from: ['approved'],
    to: 'sent',
    by: ['approver'],
    review: 'sendOffer',
    audit: 'review.sendOffer',
    mail: 'offer_sent',
    webhook: CASE_WEBHOOK,
    notFrom: OFFER_MESSAGES_SERVER.notApproved,
    lapsed: OFFER_MESSAGES_SERVER.lapsed,
  },
  accept: {
    from: ['sent'],
    to: 'accepted',
    by: ['applicant'],
    review: 'acceptOffer',
    audit: 'review.acceptOffer',
    mail: null,
    webhook: CASE_WEBHOOK,
    notFrom: OFFER_MESSAGES_SERVER.answered,
    lapsed: DASHBOARD_MESSAGES.offerExpired,
    withdrawn: DASHBOARD_MESSAGES.offerWithdrawn,
  },
  decline: {
    from: ['sent'],
    to: 'declined',
    by: ['applicant'],
    review: 'declineOffer',
    audit: 'review.declineOffer',
    mail: null,
    webhook: CASE_WEBHOOK,
    notFrom: OFFER_MESSAGES_SERVER.answered,
    lapsed: DASHBOARD_MESSAGES.offerExpired,
    withdrawn: DASHBOARD_MESSAGES.offerWithdrawn,
  },
  // After sending, an approver can still take the offer back while it is unanswered (a mistake found, or it lapsed):
  // the applicant is told, and the case goes back to review for a new version.
  withdraw: {
    from: ['sent', 'expired'],
    to: 'withdrawn',
    by: ['approver'],
    review: 'withdrawOffer',
    audit: 'review.withdrawOffer',
    mail: 'offer_withdrawn',
    webhook: CASE_WEBHOOK,
    notFrom: OFFER_MESSAGES_SERVER.notSent,
  },
  // Proposing a version supersedes the earlier ones nobody will send any more, in the same transaction.
  supersede: {
    from: ['proposed', 'approved', 'returned'],
    to: 'superseded',
    by: ['system'],
    review: null,
    audit: null,
    mail: null,
    webhook: null,
  },
  // A case that ends without an answer (declined or withdrawn) takes its open versions with it, in its transaction,
  // so no version reads as waiting for an approver or the applicant on a closed case.
  close: {
    from: ['proposed', 'approved', 'sent', 'expired'],
    to: 'withdrawn',
    by: ['system'],
    review: null,
    audit: null,
    mail: null,
    webhook: null,
  },
} as const satisfies Record<string, OfferMoveRule>;

export type OfferMove = keyof typeof MOVES;

/** The moves taken on their own (not caused by another), each with the case's review action. */
export type CaseOfferMove = {
  [M in OfferMove]: (typeof MOVES)[M]['review'] extends null ? never : M;
}[OfferMove];

export const rule = (move: OfferMove): OfferMoveRule => MOVES[move];

/** A version as the rules read it. */
export interface VersionFacts {
  status: OfferStatus;
  validUntil: IsoDate;
  proposedBy: string;
  /** Who has approved it so far. */
  approvedBy?: readonly string[];
}

/** The one place "expired" is decided: a sent version whose validity date has passed without an answer. */
export function offerState<S extends string = OfferStatus>(
  version: { status: S; validUntil: IsoDate },
  today: IsoDate,
): S | 'expired' {
  return version.status === 'sent' && validityPassed(version, today) ? 'expired' : version.status;
}

export interface OfferRefusal {
  /** 403: never this actor's move; 409: not from the version's present state. */
  status: 403 | 409;
  message: string;
}

const kindOf = (actor: ReviewActor): ActorKind => (actor.kind === 'staff' ? actor.role : actor.kind);

/** Why `actor` cannot take `move` on `version` (null: a version not proposed yet) today, or null when they can. */
export function offerRefusal(
  move: OfferMove,
  version: VersionFacts | null,
  actor: ReviewActor,
  today: IsoDate,
): OfferRefusal | null {
  const r = rule(move);
  if (!r.by.includes(kindOf(actor))) return { status: 403, message: REFUSALS.role };
  const state: OfferState = version ? offerState(version, today) : 'draft';
  if (!r.from.includes(state)) {
    // An expired version is a sent one past its date: a move from `sent` is refused for the date, others for the state.
    const lapsed = state === 'expired' && r.from.includes('sent') && r.lapsed;
    const withdrawn = state === 'withdrawn' && r.withdrawn;
    return { status: 409, message: lapsed || withdrawn || r.notFrom || OFFER_MESSAGES_SERVER.notOpen };
  }
  if (version && r.lapsed && validityPassed(version, today)) return { status: 409, message: r.lapsed };
  if (version && r.fourEyes && actor.kind === 'staff') {
    if (version.proposedBy === actor.id) return { status: 403, message: REFUSALS.fourEyes };
    if (version.approvedBy?.includes(actor.id)) return { status: 409, message: OFFER_MESSAGES_SERVER.twice };
  }
  return null;
}

/** Whether the move's quorum is met with `approvals` given (always, for a move without one). */
export const quorumMet = (move: OfferMove, approvals: number, required: number): boolean =>
  !rule(move).quorum || approvals >= required;

/** The composer's buttons, and the moves they take. */
const ACTION_MOVES = {
  approve: 'approve',
  return: 'return',
  send: 'send',
  withdraw: 'withdraw',
} as const satisfies Record<OfferAction, CaseOfferMove>;

/** Whether `actor` may take `move` on `version` of a case in `caseStatus` today: the case's rules and the version's. */
export function mayMove(
  move: CaseOfferMove,
  version: VersionFacts | null,
  caseStatus: ReviewStatus,
  actor: ReviewActor,
  today: IsoDate,
): boolean {
  const review = MOVES[move].review;
  return (
    reviewRefusal(review, caseStatus, actor, { proposedBy: version?.proposedBy }) === null &&
    offerRefusal(move, version, actor, today) === null
  );
}

/** What `reader` may do with `version` now (the composer shows these, and only these). */
export function versionActions(
  version: VersionFacts,
  caseStatus: ReviewStatus,
  reader: ReviewActor,
  today: IsoDate,
): OfferAction[] {
  return (Object.keys(ACTION_MOVES) as OfferAction[]).filter((action) =>
    mayMove(ACTION_MOVES[action], version, caseStatus, reader, today),
  );
}

/** Whether `reader` may propose a new version of the case's offer now. */
export const canPropose = (caseStatus: ReviewStatus, reader: ReviewActor, today: IsoDate): boolean =>
  mayMove('propose', null, caseStatus, reader, today);

/**
 * Why `reader` cannot approve `version` while it awaits approval (null: they can, or it awaits none), in the order
 * the table refuses them: the role, the date, then four eyes. The composer explains it with who else can.
 */
export function approvalBlock(
  version: VersionFacts,
  reader: ReviewActor,
  today: IsoDate,
): OfferApprovalBlock | null {
  if (offerState(version, today) !== 'proposed') return null;
  if (!MOVES.approve.by.includes(kindOf(reader) as 'approver')) return 'role';
  if (validityPassed(version, today)) return 'lapsed';
  if (reader.kind === 'staff' && version.proposedBy === reader.id) return 'proposer';
  if (reader.kind === 'staff' && version.approvedBy?.includes(reader.id)) return 'alreadyApproved';
  return null;
}

/**
 * Who could give `version` its next approval among the active approvers: neither its proposer nor one who approved
 * it already. Empty unless it awaits approval.
 */
export function possibleApprovers<T extends { id: string }>(
  version: VersionFacts,
  active: readonly T[],
  today: IsoDate,
): T[] {
  if (offerState(version, today) !== 'proposed' || validityPassed(version, today)) return [];
  return active.filter((a) => a.id !== version.proposedBy && !version.approvedBy?.includes(a.id));
}
