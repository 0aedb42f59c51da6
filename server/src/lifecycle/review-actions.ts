import { REVIEW_ACTIONS, type ReviewAction, type ReviewActionBody } from '@onboarding/shared/backoffice';
import type { DocumentKey } from '@onboarding/shared/schemas';
import type { ReviewStatus } from '@onboarding/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicantRecipient } from '../data/applicants';
import { lockCaseRow, updateApplication } from '../data/applications';
import { answerInformationRequests, insertCaseNote, insertInformationRequest } from '../data/cases';
import type { Db } from '../db/client';
import { hasApprovedProposedVersion, moveVersions, proposerOfProposedVersion } from '../data/offers';
import { badRequest, conflict, HttpError, notFound } from '../lib/http-error';
import { auditStaff } from '../staff/audit';
import { queueWebhooks, REVIEW_STATUS_CHANGED } from '../webhooks/outbox';
import type { Tx } from './application';
import type { DeclineReason } from './decline-reasons';
import { MOVES } from '../offers/rules';
import { afterReview, availableActions, isFinal, reviewRefusal, type ReviewActor } from './review';
import {
  declinedEmail,
  informationRequestedEmail,
  offerSentEmail,
  offerWithdrawnEmail,
  withdrawnEmail,
} from './review-mail';

// The one place a case's review status changes, as application.ts is for the journey's stage: the case's row
// locked, the rules of review.ts checked again under the lock, the action's own rows, the new status, the audit
// entry and a webhook per configured URL, in one transaction; the applicant's email queued in it and delivered after
// the commit (mail/queue.ts retries it if the mail server is down). Routes call `applyReviewAction`; nothing else
// writes `review_status` (but recordStep, when an application is submitted).

export const REVIEW_MESSAGES = {
  notFound: 'There is no such case.',
  informationNeeded: 'Choose the documents to upload again, or write a message (or both).',
  reason: 'Choose a reason for declining from the list.',
  withdrawal: 'Write down the applicant’s request to withdraw, in your words.',
  offerSteps:
    'Offers are proposed, approved, returned and sent with their terms, on the case’s offers (/backoffice/cases/:id/offers).',
} as const;

/** The applicant's own actions (from the dashboard): never offered to staff. */
export const APPLICANT_ACTIONS: readonly ReviewAction[] = [
  'provideInformation',
  'acceptOffer',
  'declineOffer',
];
export const STAFF_ACTIONS = REVIEW_ACTIONS.filter((a) => !APPLICANT_ACTIONS.includes(a));

export interface LockedCase {
  id: number;
  applicantId: string;
  reviewStatus: ReviewStatus;
  assigneeId: string | null;
}

const asDb = (tx: Tx) => tx as unknown as Db;

/** The case's row, locked until the transaction ends; 404 for a draft or an unknown id (nothing tells them apart). */
export async function lockCase(tx: Tx, id: number): Promise<LockedCase> {
  const row = await lockCaseRow(tx, id);
  if (!row || !row.reviewStatus) throw notFound(REVIEW_MESSAGES.notFound);
  return { ...row, reviewStatus: row.reviewStatus };
}

/** Who proposed the case's offer waiting for approval (an approver may not approve their own: four eyes). */
export async function offerProposer(db: Db, caseId: number): Promise<string | null> {
  return proposerOfProposedVersion(db, caseId);
}

/** The offer's steps: the offers module (offers/moves.ts) takes them, with the version's rows as their work. */
export const OFFER_STEPS: readonly ReviewAction[] = [
  'proposeOffer',
  'approveOffer',
  'returnToReview',
  'sendOffer',
  'withdrawOffer',
];

/**
 * An action's own rows besides the review's (an offer's version, its approval, its letter), written in the
 * transaction under the case's lock once the rules allowed the action. `detail` goes into the audit entry;
 * `partial` (the first of two approvals) records the step without changing the status: only its rows and its audit
 * entry `audit` are written. `offer` is what the applicant's mail says of a sent offer.
 */
export type ReviewWork = (
  tx: Db,
  locked: LockedCase,
) => Promise<{
  detail?: Record<string, unknown>;
  partial?: { audit: string };
  offer?: { validUntil: string };
}>;

/** What a staff member may do on a case now: the workbench shows these and only these. */
export function staffActions(
  status: ReviewStatus,
  actor: ReviewActor,
  context: { proposedBy?: string | null } = {},
): ReviewAction[] {
  return availableActions(status, actor).filter(
    (action) => !APPLICANT_ACTIONS.includes(action) && reviewRefusal(action, status, actor, context) === null,
  );
}

/** staffActions, with the proposer looked up when it matters. */
export async function staffActionsOn(
  db: Db,
  caseId: number,
  status: ReviewStatus,
  actor: ReviewActor,
): Promise<ReviewAction[]> {
  if (status !== 'OFFER_PROPOSED') return staffActions(status, actor);
  const actions = staffActions(status, actor, { proposedBy: await offerProposer(db, caseId) });
  // The first of two approvals given: the same approver cannot give the second.
  if (actor.kind === 'staff' && actions.includes('approveOffer')) {
    if (await hasApprovedProposedVersion(db, caseId, actor.id))
      return actions.filter((a) => a !== 'approveOffer');
  }
  return actions;
}

export interface ReviewActionInput {
  applicationId: number;
  action: ReviewAction;
  actor: ReviewActor;
  body?: ReviewActionBody;
  /** The staff member's request: their session and address go into the audit entry. */
  request?: FastifyRequest;
  /** The action's own rows (the offer steps need theirs: OFFER_STEPS), under the lock after the rules. */
  work?: ReviewWork;
}

export interface ReviewActionOutcome {
  from: ReviewStatus;
  to: ReviewStatus;
  /** Whether the applicant was mailed now (false: no mail due, or queued for a retry). */
  mailSent: boolean;
}

/** What an action needs besides the transition, checked under the lock after the rules (400 otherwise). */
type Work =
  | { kind: 'none' }
  | { kind: 'request'; documents: DocumentKey[]; message: string | null }
  | { kind: 'decline'; reason: DeclineReason; text: string | null }
  | { kind: 'withdraw'; text: string };

function validated(app: FastifyInstance, action: ReviewAction, body: ReviewActionBody): Work {
  const message = body.message?.trim() || null;
  switch (action) {
    case 'requestInformation': {
      const documents = [...new Set(body.documents ?? [])];
      if (!documents.length && !message) throw badRequest(REVIEW_MESSAGES.informationNeeded);
      return { kind: 'request', documents, message };
    }
    case 'decline': {
      const reason = app.declineReasons.reasons.find((r) => r.code === body.reason);
      if (!reason) throw badRequest(REVIEW_MESSAGES.reason);
      return { kind: 'decline', reason, text: message };
    }
    case 'withdraw':
      if (!message) throw badRequest(REVIEW_MESSAGES.withdrawal);
      return { kind: 'withdraw', text: message };
    default:
      return { kind: 'none' };
  }
}

/** Staff rows (notes, requests) name their author; the rules only let staff take these actions. */
function staffId(actor: ReviewActor): string {
  if (actor.kind !== 'staff') throw new Error('a staff action taken by someone else');
  return actor.id;
}

/**
 * Takes `input.action` on a case already locked by `lockCase` in `tx` (assignment takes a case into review in its
 * own transaction). Returns the mail to deliver after the commit, if any.
 */
export async function takeReviewAction(
  app: FastifyInstance,
  tx: Tx,
  locked: LockedCase,
  input: ReviewActionInput,
): Promise<{ from: ReviewStatus; to: ReviewStatus; mailId: number | null }> {
  const { action, actor } = input;
  const from = locked.reviewStatus;
  const context = action === 'approveOffer' ? { proposedBy: await offerProposer(asDb(tx), locked.id) } : {};
  const refusal = reviewRefusal(action, from, actor, context);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const work = validated(app, action, input.body ?? {});
  // An offer step is nothing without its offer (the terms, the approval, the letter): only the offers module takes it.
  if (OFFER_STEPS.includes(action) && !input.work) throw conflict(REVIEW_MESSAGES.offerSteps);
  const own = input.work ? await input.work(asDb(tx), locked) : {};
  const { status: to, mail } = afterReview(action);
  const now = new Date();
  if (own.partial) {
    await auditEntry(app, tx, locked, input, { action: own.partial.audit, detail: { ...own.detail } });
    return { from, to: from, mailId: null };
  }

  await updateApplication(tx, locked.id, { reviewStatus: to, updatedAt: now });
  locked.reviewStatus = to;

  // The audit entry says what happened, not what the applicant gave: ids and codes, the texts stay in their rows.
  const detail: Record<string, unknown> = { from, to, ...own.detail };
  if (isFinal(to)) {
    const withdrawn = await moveVersions(asDb(tx), locked.id, MOVES.close.from, MOVES.close.to, {
      withdrawnAt: now,
      withdrawnBy: actor.kind === 'staff' ? actor.id : null,
    });
    if (withdrawn.length) detail.offersWithdrawn = withdrawn;
  }
  if (work.kind === 'request') {
    const informationRequestId = await insertInformationRequest(tx, {
      applicationId: locked.id,
      staffId: staffId(actor),
      documentKinds: work.documents,
      message: work.message,
    });
    Object.assign(detail, {
      informationRequestId,
      documents: work.documents,
      message: !!work.message,
    });
  }
  if (action === 'provideInformation') {
    await answerInformationRequests(tx, locked.id, now);
  }
  if (work.kind === 'decline' || work.kind === 'withdraw') {
    // The decision's words stay with the case, where the team reads them: as an internal note.
    const text =
      work.kind === 'decline'
        ? `Declined: ${work.reason.label}${work.text ? `\n\n${work.text}` : ''}`
        : `Withdrawn at the applicant’s request: ${work.text}`;
    const note = await insertCaseNote(tx, { applicationId: locked.id, staffId: staffId(actor), text });
    detail.noteId = note.id;
    if (work.kind === 'decline')
      Object.assign(detail, { reason: work.reason.code, reasonsVersion: app.declineReasons.version });
  }

  await auditEntry(app, tx, locked, input, { action: `review.${action}`, detail });

  await queueWebhooks(asDb(tx), app.config.WEBHOOK_URLS, {
    type: REVIEW_STATUS_CHANGED,
    caseId: locked.id,
    from,
    to,
    action,
    at: now.toISOString(),
  });

  let mailId: number | null = null;
  if (mail) {
    const applicant = (await applicantRecipient(tx, locked.applicantId))!;
    const message =
      work.kind === 'request'
        ? informationRequestedEmail(applicant, {
            documents: work.documents,
            message: work.message,
            dashboardUrl: app.config.DASHBOARD_URL,
          })
        : work.kind === 'decline'
          ? declinedEmail(applicant, { reason: work.reason.labels, text: work.text })
          : mail === 'offer_sent'
            ? offerSentEmail(applicant, {
                validUntil: own.offer?.validUntil ?? null,
                dashboardUrl: app.config.DASHBOARD_URL,
              })
            : mail === 'offer_withdrawn'
              ? offerWithdrawnEmail(applicant, { dashboardUrl: app.config.DASHBOARD_URL })
              : withdrawnEmail(applicant);
    mailId = await app.mailQueue.enqueue(asDb(tx), message);
  }
  return { from, to, mailId };
}

/** The action's audit entry: a staff member's with their session and address, or the applicant's or the system's. */
async function auditEntry(
  app: FastifyInstance,
  tx: Tx,
  locked: LockedCase,
  input: ReviewActionInput,
  entry: { action: string; detail: Record<string, unknown> },
) {
  const { actor } = input;
  const full = { applicationId: locked.id, ...entry };
  if (actor.kind === 'staff' && input.request) await auditStaff(app, input.request, full, asDb(tx));
  else
    await app.audit(
      {
        ...full,
        actor: actor.kind,
        applicantId: actor.kind === 'applicant' ? locked.applicantId : null,
        staffId: actor.kind === 'staff' ? actor.id : null,
      },
      asDb(tx),
    );
}

/** Takes a review action in its own transaction, then mails the applicant and wakes the webhook sender. */
export async function applyReviewAction(
  app: FastifyInstance,
  input: ReviewActionInput,
): Promise<ReviewActionOutcome> {
  const done = await app.db.transaction(async (tx) => {
    const locked = await lockCase(tx, input.applicationId);
    return takeReviewAction(app, tx, locked, input);
  });
  return { from: done.from, to: done.to, mailSent: await afterCommit(app, done.mailId) };
}

/** What follows a committed transition: the applicant's email (retried if it fails now) and the webhooks. */
export async function afterCommit(app: FastifyInstance, mailId: number | null): Promise<boolean> {
  app.webhooks.wake();
  return mailId === null ? false : app.mailQueue.deliver(mailId);
}
