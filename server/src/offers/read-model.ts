import { offerFigures, todayOf, type CaseOffers, type OfferVersion } from '@onboarding/shared/backoffice';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { approvalsWithStaff, caseReviewStatus, versionsWithStaff } from '../data/offers';
import { activeApprovers } from '../data/staff';
import { notFound } from '../lib/http-error';
import type { ReviewActor } from '../lifecycle/review';
import {
  approvalBlock,
  canPropose,
  OFFER_MESSAGES_SERVER,
  offerState,
  possibleApprovers,
  versionActions,
} from './rules';

// The case's offer as the back office reads it: every version with its terms, figures, approvals, letter, the
// applicant's answer and what the reader may do with it now (from the rule table).

export const staffActor = (request: FastifyRequest): ReviewActor => ({
  kind: 'staff',
  id: request.staff.id,
  role: request.staff.role,
});

/** Today, by the clock the offers date validity with. */
export const offersToday = (app: FastifyInstance) => todayOf(app.staffSessions.now());

/** Every version of the case's offer, newest first, as the contract shows them. */
async function versions(app: FastifyInstance, caseId: number, reader: ReviewActor): Promise<OfferVersion[]> {
  const rows = await versionsWithStaff(app.db, caseId);
  if (!rows.length) return [];
  const approvals = await approvalsWithStaff(
    app.db,
    rows.map((r) => r.offer.id),
  );
  const status = await caseReviewStatus(app.db, caseId);
  const today = offersToday(app);
  const active = (await activeApprovers(app.db)).map(({ id, email }) => ({ id, email }));
  return rows.map(({ offer, proposerEmail, returnerEmail, withdrawerEmail }) => {
    const mine = approvals.filter((a) => a.offerId === offer.id);
    const approvedBy = mine.map((a) => a.staffId);
    const facts = { ...offer, approvedBy };
    return {
      version: offer.version,
      status: offerState(offer, today),
      terms: offer.terms,
      ...offerFigures(offer.terms),
      requiredApprovals: offer.requiredApprovals,
      proposedBy: { id: offer.proposedBy, email: proposerEmail },
      proposedAt: offer.proposedAt.toISOString(),
      approvals: mine.map((a) => ({ by: { id: a.staffId, email: a.email }, at: a.at.toISOString() })),
      returned:
        offer.returnedBy && offer.returnedAt
          ? {
              by: { id: offer.returnedBy, email: returnerEmail ?? '' },
              at: offer.returnedAt.toISOString(),
              reason: offer.returnReason ?? '',
            }
          : null,
      withdrawn:
        offer.status === 'withdrawn' && offer.withdrawnAt
          ? {
              by: offer.withdrawnBy ? { id: offer.withdrawnBy, email: withdrawerEmail ?? '' } : null,
              at: offer.withdrawnAt.toISOString(),
              reason: offer.withdrawReason,
            }
          : null,
      sentAt: offer.sentAt?.toISOString() ?? null,
      clausesVersion: offer.clausesVersion,
      letter:
        offer.pdfKey && offer.pdfSha256 && offer.pdfSize !== null
          ? { sha256: offer.pdfSha256, size: offer.pdfSize }
          : null,
      actions: versionActions(facts, status, reader, today),
      approvers: possibleApprovers(facts, active, today),
      whyNot: approvalBlock(facts, reader, today),
      answer:
        (offer.status === 'accepted' || offer.status === 'declined') && offer.answeredAt
          ? {
              kind: offer.status,
              at: offer.answeredAt.toISOString(),
              signature: offer.signature,
              reason: offer.declineReason,
            }
          : null,
    };
  });
}

/** The active approvers besides `staffId`: none, and a version they propose waits for an admin to add one. */
export async function otherApprovers(app: FastifyInstance, staffId: string) {
  return (await activeApprovers(app.db))
    .filter((a) => a.id !== staffId)
    .map(({ id, email }) => ({ id, email }));
}

/** GET /backoffice/cases/:id/offers. */
export async function caseOffers(
  app: FastifyInstance,
  caseId: number,
  request: FastifyRequest,
): Promise<CaseOffers> {
  const reader = staffActor(request);
  const reviewStatus = await caseReviewStatus(app.db, caseId);
  return {
    caseId,
    reviewStatus,
    canPropose: canPropose(reviewStatus, reader, offersToday(app)),
    dualApprovalAboveMinor: app.config.OFFER_DUAL_APPROVAL_MINOR,
    clausesVersion: app.offerClauses.version,
    otherApprovers: await otherApprovers(app, request.staff.id),
    offers: await versions(app, caseId, reader),
  };
}

/** The version `version` of case `caseId`, as the reader sees it. */
export async function offerVersion(
  app: FastifyInstance,
  caseId: number,
  version: number,
  request: FastifyRequest,
): Promise<OfferVersion> {
  const found = (await versions(app, caseId, staffActor(request))).find((v) => v.version === version);
  if (!found) throw notFound(OFFER_MESSAGES_SERVER.noVersion);
  return found;
}
