import {
  salePrice,
  termsProblem,
  type OfferStepResult,
  type OfferTerms,
} from '@onboarding/shared/backoffice';
import type { ReviewStatus } from '@onboarding/shared/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  approverIds,
  findVersion,
  insertApproval,
  insertVersion,
  moveVersions,
  nextVersionNumber,
  updateVersion,
  type NewOfferRow,
  type OfferRow,
} from '../data/offers';
import { activeApprovers, staffMember } from '../data/staff';
import type { Db } from '../db/client';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import type { ReviewActor } from '../lifecycle/review';
import { applyReviewAction, type LockedCase, type ReviewActionOutcome } from '../lifecycle/review-actions';
import { offerAwaitingApprovalEmail } from '../mail/offer-awaiting';
import { keptOrStoredLetter, removeLetters, storeLetter } from './letter-store';
import { offersToday, offerVersion, staffActor } from './read-model';
import { MOVES, OFFER_MESSAGES_SERVER, offerRefusal, quorumMet, type CaseOfferMove } from './rules';

// Applies the moves of the offer's rule table (rules.ts): each in the transaction of its case's review action
// (lifecycle/review-actions.ts), which locks the case's row, checks the case's rules and writes the case's status,
// the audit entry, the webhook and the applicant's mail; here, under that lock, the version's rules are checked
// against its row and the version's state and columns written. Nothing else writes an offer's status.

/** What a move writes besides the version's new state. */
export interface MoveWork {
  /** The version's columns to set with its state (for `propose`: the new version's row). */
  set?: Partial<NewOfferRow>;
  /** Goes into the audit entry, after the version's id and number. */
  detail?: Record<string, unknown>;
}

export interface OfferMoveInput {
  caseId: number;
  move: CaseOfferMove;
  actor: ReviewActor;
  /** The staff member's request: their session and address go into the audit entry. */
  request?: FastifyRequest;
  /** The version moved, read under the lock (404 when it returns nothing); not for `propose`. */
  find?: (db: Db, caseId: number) => Promise<OfferRow | undefined>;
  /** 404's message when `find` finds nothing. */
  missing?: string;
  /** The request's own checks on the version, before the table's (the version read, a signature…). */
  check?: (row: OfferRow) => void;
  /** The move's own writes once the table allowed it (and its quorum is met). */
  work?: (db: Db, locked: LockedCase, row: OfferRow | null) => Promise<MoveWork>;
}

export interface OfferMoveOutcome extends ReviewActionOutcome {
  /** The version moved (or proposed). */
  version: number;
}

/** Takes `input.move` in its case's transaction, then mails the applicant and wakes the webhook sender. */
export async function applyOfferMove(app: FastifyInstance, input: OfferMoveInput): Promise<OfferMoveOutcome> {
  const { move, actor } = input;
  const rule = MOVES[move];
  const today = offersToday(app);
  let version = 0;
  const outcome = await applyReviewAction(app, {
    applicationId: input.caseId,
    action: rule.review,
    actor,
    request: input.request,
    work: async (db, locked) => {
      let row: OfferRow | null = null;
      if (input.find) {
        row = (await input.find(db, locked.id)) ?? null;
        if (!row) throw notFound(input.missing ?? OFFER_MESSAGES_SERVER.noVersion);
        input.check?.(row);
      }
      const approvedBy = row && 'fourEyes' in rule ? await approverIds(db, row.id) : [];
      const refusal = offerRefusal(move, row && { ...row, approvedBy }, actor, today);
      if (refusal) throw new HttpError(refusal.status, refusal.message);

      if (!row) {
        // A new version: the earlier ones nobody will send any more are superseded by it.
        const { set, detail } = (await input.work?.(db, locked, null)) ?? {};
        version = await nextVersionNumber(db, locked.id);
        await moveVersions(db, locked.id, MOVES.supersede.from, MOVES.supersede.to);
        const id = await insertVersion(db, {
          ...(set as NewOfferRow),
          applicationId: locked.id,
          version,
          status: rule.to as OfferRow['status'],
        });
        return { detail: { offerId: id, version, ...detail } };
      }

      version = row.version;
      const base: Record<string, unknown> = { offerId: row.id, version: row.version };
      if ('quorum' in rule && actor.kind === 'staff') {
        await insertApproval(db, row.id, actor.id);
        const approvals = approvedBy.length + 1;
        Object.assign(base, { approvals, requiredApprovals: row.requiredApprovals });
        if (!quorumMet(move, approvals, row.requiredApprovals))
          return { detail: base, partial: { audit: rule.quorum.audit } };
      }
      const { set, detail } = (await input.work?.(db, locked, row)) ?? {};
      await updateVersion(db, row.id, { ...set, status: rule.to as OfferRow['status'] });
      return { detail: { ...base, ...detail }, offer: { validUntil: row.validUntil } };
    },
  });
  return { ...outcome, version };
}

/** Two approvals when the sale price is above the configured amount, one otherwise. */
export const requiredApprovals = (app: FastifyInstance, salePriceMinor: number) =>
  salePriceMinor > app.config.OFFER_DUAL_APPROVAL_MINOR ? 2 : 1;

/** A staff member's move on a version, with the letters stored by a transaction that did not commit removed. */
async function staffMove(
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  move: 'approve' | 'return' | 'send' | 'withdraw',
  version: number,
  work?: (db: Db, row: OfferRow, stored: string[]) => Promise<MoveWork>,
): Promise<OfferStepResult> {
  const stored: string[] = [];
  let outcome: { to: ReviewStatus; mailSent: boolean };
  try {
    outcome = await applyOfferMove(app, {
      caseId,
      move,
      actor: staffActor(request),
      request,
      find: (db, id) => findVersion(db, id, version),
      work: work && ((db, _locked, row) => work(db, row!, stored)),
    });
  } catch (err) {
    await removeLetters(app, stored);
    throw err;
  }
  return result(app, request, caseId, version, outcome);
}

async function result(
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  version: number,
  outcome: { to: ReviewStatus; mailSent: boolean },
): Promise<OfferStepResult> {
  return {
    reviewStatus: outcome.to,
    offer: await offerVersion(app, caseId, version, request),
    mailSent: outcome.mailSent,
  };
}

/** POST /backoffice/cases/:id/offers: a new version, from review (the case IN_REVIEW: first, or after a return). */
export async function proposeOffer(
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  terms: OfferTerms,
): Promise<OfferStepResult> {
  const problem = termsProblem(terms, offersToday(app));
  if (problem) throw badRequest(problem);
  const salePriceMinor = salePrice(terms);
  const required = requiredApprovals(app, salePriceMinor);
  const clausesVersion = app.offerClauses.version;
  const proposer = request.staff;
  // The approvers' notices, queued with the version and delivered once it is committed (never to the proposer).
  const notices: number[] = [];
  let others = 0;
  const outcome = await applyOfferMove(app, {
    caseId,
    move: 'propose',
    actor: staffActor(request),
    request,
    work: async (db, locked) => {
      const approvers = (await activeApprovers(db)).filter((a) => a.id !== proposer.id);
      others = approvers.length;
      const version = await nextVersionNumber(db, locked.id);
      const proposerEmail = (await staffMember(db, proposer.id))?.email ?? '';
      for (const a of approvers)
        notices.push(
          await app.mailQueue.enqueue(
            db,
            offerAwaitingApprovalEmail({
              to: a.email,
              language: a.language,
              caseId: locked.id,
              version,
              proposerEmail,
              salePriceMinor,
              currency: terms.currency,
              requiredApprovals: required,
              backofficeUrl: app.config.BACKOFFICE_URL,
            }),
          ),
        );
      return {
        set: {
          terms,
          currency: terms.currency,
          costMinor: terms.costMinor,
          profitMinor: terms.profitMinor,
          salePriceMinor,
          tenureMonths: terms.tenureMonths,
          validUntil: terms.validUntil,
          clausesVersion,
          requiredApprovals: required,
          proposedBy: proposer.id,
        },
        detail: {
          salePriceMinor,
          currency: terms.currency,
          requiredApprovals: required,
          clausesVersion,
          approversNotified: approvers.length,
        },
      };
    },
  });
  for (const id of notices) await app.mailQueue.deliver(id);
  return {
    ...(await result(app, request, caseId, outcome.version, outcome)),
    // Nobody else can approve it: the proposer is told now, not when they wonder why it waits.
    warning: others === 0 ? 'noOtherApprover' : null,
  };
}

/** POST …/offers/:version/approve: one approval; the last one required approves the version and makes its letter. */
export const approveOffer = (
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  version: number,
) =>
  staffMove(app, request, caseId, 'approve', version, async (db, row, stored) => {
    const letter = await storeLetter(app, db, caseId, row, offersToday(app), stored);
    return { set: { approvedAt: new Date(), ...letter }, detail: { letterSha256: letter.pdfSha256 } };
  });

/** Who took a move that needs a reason, when and why, in the version's row: the audit entry names the version only. */
const REASON_COLUMNS = {
  return: (by: string, at: Date, reason: string) => ({
    returnedBy: by,
    returnedAt: at,
    returnReason: reason,
  }),
  withdraw: (by: string, at: Date, reason: string) => ({
    withdrawnBy: by,
    withdrawnAt: at,
    withdrawReason: reason,
  }),
} satisfies Record<string, (by: string, at: Date, reason: string) => Partial<NewOfferRow>>;

/**
 * POST …/offers/:version/return (a proposed or approved version back to review) and …/withdraw (a sent, unanswered
 * one taken back; the applicant is mailed): the case is in review again, where a new version is proposed. The
 * approver's reason stays in the version's row, where the team reads it.
 */
export const moveWithReason = (
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  version: number,
  move: keyof typeof REASON_COLUMNS,
  reason: string,
) =>
  staffMove(app, request, caseId, move, version, async () => ({
    set: REASON_COLUMNS[move](request.staff.id, new Date(), reason),
  }));

/** POST …/offers/:version/send: the approved version goes to the applicant with its letter (made now if lost). */
export const sendOffer = (app: FastifyInstance, request: FastifyRequest, caseId: number, version: number) =>
  staffMove(app, request, caseId, 'send', version, async (db, row, stored) => {
    const letter = await keptOrStoredLetter(app, db, caseId, row, offersToday(app), stored);
    return {
      set: { sentBy: request.staff.id, sentAt: new Date(), ...letter },
      detail: { letterSha256: letter.pdfSha256 },
    };
  });
