import type { ReviewAction, StaffRole } from '@onboarding/shared/backoffice';
import { REVIEW_STATUSES, type ReviewStatus } from '@onboarding/shared/server';

// The review of a submitted application, as the server enforces it: which action may be taken from which
// review status, by whom, and what it leads to. Pure; the workbench's routes apply it under the application's row
// lock with the audit entry, like the journey (journey.ts). The review status is kept apart from the applicant's
// `stage`, so the spec's routing does not change: an application enters the review as SUBMITTED when its stage
// becomes PENDING (application.ts).

export type { ReviewAction, StaffRole };

/** Who acts: a staff member (with their role), the applicant (from the dashboard), or the server itself. */
export type ReviewActor =
  { kind: 'staff'; id: string; role: StaffRole } | { kind: 'applicant' } | { kind: 'system' };

type ActorKind = StaffRole | 'applicant' | 'system';

/** What the applicant is mailed when an action is taken (the templates live with the mail). */
export type ReviewMail =
  'information_requested' | 'declined' | 'offer_sent' | 'offer_withdrawn' | 'withdrawn';

interface Rule {
  from: readonly ReviewStatus[];
  to: ReviewStatus;
  by: readonly ActorKind[];
  /** In words, for the refusal: "… cannot be <verb>". */
  verb: string;
  mail?: ReviewMail;
  /** From these statuses only an approver may take it: what approvers decided is undone by an approver. */
  approverFrom?: readonly ReviewStatus[];
}

/** Where no action leads anywhere any more: the applicant's answer, the provider's decline, a withdrawal. */
const CLOSED: readonly ReviewStatus[] = ['ACCEPTED', 'DECLINED', 'WITHDRAWN'];
const OPEN: readonly ReviewStatus[] = REVIEW_STATUSES.filter((status) => !CLOSED.includes(status));

// Reviewers read, request information and recommend; approvers decide and approve offers; admins manage staff and
// read the audit log, and take no part in a case's decisions.
const RULES = {
  startReview: {
    from: ['SUBMITTED'],
    to: 'IN_REVIEW',
    by: ['reviewer', 'approver'],
    verb: 'taken into review',
  },
  requestInformation: {
    from: ['IN_REVIEW'],
    to: 'INFO_REQUESTED',
    by: ['reviewer', 'approver'],
    verb: 'sent a request for information',
    mail: 'information_requested',
  },
  provideInformation: {
    from: ['INFO_REQUESTED'],
    to: 'IN_REVIEW',
    by: ['applicant'],
    verb: 'given more information',
  },
  proposeOffer: {
    from: ['IN_REVIEW'],
    to: 'OFFER_PROPOSED',
    by: ['reviewer', 'approver'],
    verb: 'proposed an offer',
  },
  // An approved offer not yet sent can be sent back too (an approver finds a mistake in the letter): a new version
  // is proposed from review.
  returnToReview: {
    from: ['OFFER_PROPOSED', 'OFFER_APPROVED'],
    to: 'IN_REVIEW',
    by: ['approver'],
    verb: 'returned to review',
  },
  approveOffer: { from: ['OFFER_PROPOSED'], to: 'OFFER_APPROVED', by: ['approver'], verb: 'approved' },
  sendOffer: {
    from: ['OFFER_APPROVED'],
    to: 'OFFER_SENT',
    by: ['approver', 'system'],
    verb: 'sent an offer',
    mail: 'offer_sent',
  },
  // A sent offer that must not stand (a mistake found after sending, or one that lapsed unanswered) is withdrawn by
  // an approver; the case goes back to review, where a new version can be proposed.
  withdrawOffer: {
    from: ['OFFER_SENT'],
    to: 'IN_REVIEW',
    by: ['approver'],
    verb: 'the subject of an offer withdrawal',
    mail: 'offer_withdrawn',
  },
  acceptOffer: { from: ['OFFER_SENT'], to: 'ACCEPTED', by: ['applicant'], verb: 'accepted' },
  declineOffer: {
    from: ['OFFER_SENT'],
    to: 'DECLINED',
    by: ['applicant'],
    verb: 'declined by the applicant',
  },
  decline: {
    from: ['SUBMITTED', 'IN_REVIEW', 'INFO_REQUESTED', 'OFFER_PROPOSED'],
    to: 'DECLINED',
    by: ['approver'],
    verb: 'declined',
    mail: 'declined',
  },
  withdraw: {
    from: OPEN,
    to: 'WITHDRAWN',
    by: ['reviewer', 'approver'],
    verb: 'withdrawn',
    mail: 'withdrawn',
    approverFrom: ['OFFER_APPROVED', 'OFFER_SENT'],
  },
} as const satisfies Record<ReviewAction, Rule>;

const LABEL: Record<ReviewStatus, string> = {
  SUBMITTED: 'submitted',
  IN_REVIEW: 'in review',
  INFO_REQUESTED: 'waiting for information',
  OFFER_PROPOSED: 'waiting for an approver',
  OFFER_APPROVED: 'approved',
  OFFER_SENT: 'with the applicant',
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  WITHDRAWN: 'withdrawn',
};

/** The refusals every rule table of a case shares (the offer's too): a role's, and four eyes on an approval. */
export const REFUSALS = {
  role: 'Your role does not allow this action.',
  fourEyes: 'An offer must be approved by someone other than the person who proposed it.',
  approverOnly: 'Only an approver can do this once an offer is approved or sent.',
} as const;

export interface ReviewRefusal {
  /** 403: the actor may never take this action; 409: not from the case's present status. */
  status: 403 | 409;
  message: string;
}

const kindOf = (actor: ReviewActor): ActorKind => (actor.kind === 'staff' ? actor.role : actor.kind);

/**
 * Why `actor` cannot take `action` on a case in `status`, or null when they can. `proposedBy`: the staff member who
 * proposed the offer, who may not approve it too (four eyes).
 */
export function reviewRefusal(
  action: ReviewAction,
  status: ReviewStatus,
  actor: ReviewActor,
  context: { proposedBy?: string | null } = {},
): ReviewRefusal | null {
  const rule: Rule = RULES[action];
  if (!rule.by.includes(kindOf(actor))) return { status: 403, message: REFUSALS.role };
  if (!rule.from.includes(status))
    return { status: 409, message: `This case is ${LABEL[status]} and cannot be ${rule.verb}.` };
  if (rule.approverFrom?.includes(status) && kindOf(actor) !== 'approver')
    return { status: 403, message: REFUSALS.approverOnly };
  if (action === 'approveOffer' && actor.kind === 'staff' && context.proposedBy === actor.id)
    return { status: 403, message: REFUSALS.fourEyes };
  return null;
}

/** The status `action` leads to, and the email the applicant gets, if any. */
export function afterReview(action: ReviewAction): { status: ReviewStatus; mail: ReviewMail | null } {
  const rule: Rule = RULES[action];
  return { status: rule.to, mail: rule.mail ?? null };
}

/** The actions `actor` may take on a case in `status` (the workbench shows these, and only these). */
export function availableActions(status: ReviewStatus, actor: ReviewActor): ReviewAction[] {
  return (Object.keys(RULES) as ReviewAction[]).filter(
    (action) => reviewRefusal(action, status, actor) === null,
  );
}

/** No action leads anywhere from here. */
export const isFinal = (status: ReviewStatus): boolean => !OPEN.includes(status);
