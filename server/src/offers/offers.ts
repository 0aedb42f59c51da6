import crypto from 'node:crypto';
import {
  offerFigures,
  salePrice,
  termsProblem,
  todayOf,
  validityPassed,
  type CaseOffers,
  type OfferAction,
  type OfferStepResult,
  type OfferTerms,
  type OfferVersion,
} from '@onboarding/shared/backoffice';
import type { ReviewStatus } from '@onboarding/shared/server';
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { applicants, applications, offerApprovals, offers, staff } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/http-error';
import type { ReviewActor } from '../lifecycle/review';
import { applyReviewAction, type LockedCase, type ReviewWork } from '../lifecycle/review-actions';
import { CONTENT_SECURITY_POLICY } from '../routes/backoffice/steps/documents';
import { isStorageError } from '../storage';
import { offerLetter, type LetterVersion } from './letter';

// The offer's maker-checker (#17) on the database: a version is proposed with its terms (frozen: a change is a new
// version), approved by one approver, or two above OFFER_DUAL_APPROVAL_MINOR, never by its proposer nor twice by the
// same person, returned to review with a reason, and sent with its letter. Every step runs through
// applyReviewAction (lifecycle/review-actions.ts): the case's row lock, the review rules (roles, status, four eyes
// from the offers table), the version's rows, the review status, the audit entry, the webhooks and the applicant's
// mail, in one transaction.

export const OFFER_MESSAGES_SERVER = {
  noVersion: 'There is no such offer version.',
  notProposed: 'This offer version is not waiting for approval.',
  twice: 'You have already approved this offer version: another approver must give the second approval.',
  notOpen: 'This offer version is no longer open: only the version being approved or sent can be returned.',
  notApproved: 'This offer version is not approved, so it cannot be sent.',
  lapsed: 'This offer’s validity date has passed: return it and propose a new version.',
  noLetter: 'The offer letter is made when the offer is approved.',
} as const;

type OfferRow = typeof offers.$inferSelect;

const actorOf = (request: FastifyRequest): ReviewActor => ({
  kind: 'staff',
  id: request.staff.id,
  role: request.staff.role,
});

const today = (app: FastifyInstance) => todayOf(app.staffSessions.now());

/** Two approvals when the sale price is above the configured amount, one otherwise. */
export const requiredApprovals = (app: FastifyInstance, salePriceMinor: number) =>
  salePriceMinor > app.config.OFFER_DUAL_APPROVAL_MINOR ? 2 : 1;

/** What `reader` may do with `row` now (the composer shows these, and only these). */
export function versionActions(
  row: Pick<OfferRow, 'status' | 'proposedBy' | 'validUntil'>,
  approvedBy: string[],
  caseStatus: ReviewStatus,
  reader: ReviewActor,
  on: string,
): OfferAction[] {
  if (reader.kind !== 'staff' || reader.role !== 'approver') return [];
  const lapsed = validityPassed(row, on);
  const actions: OfferAction[] = [];
  if (
    caseStatus === 'OFFER_PROPOSED' &&
    row.status === 'proposed' &&
    row.proposedBy !== reader.id &&
    !approvedBy.includes(reader.id) &&
    !lapsed
  )
    actions.push('approve');
  if (
    (caseStatus === 'OFFER_PROPOSED' && row.status === 'proposed') ||
    (caseStatus === 'OFFER_APPROVED' && row.status === 'approved')
  )
    actions.push('return');
  if (caseStatus === 'OFFER_APPROVED' && row.status === 'approved' && !lapsed) actions.push('send');
  return actions;
}

/** Every version of the case's offer, newest first, as the contract shows them. */
async function versions(app: FastifyInstance, caseId: number, reader: ReviewActor): Promise<OfferVersion[]> {
  const db: Db = app.db;
  const proposer = alias(staff, 'proposer');
  const returner = alias(staff, 'returner');
  const rows = await db
    .select({ offer: offers, proposerEmail: proposer.email, returnerEmail: returner.email })
    .from(offers)
    .innerJoin(proposer, eq(proposer.id, offers.proposedBy))
    .leftJoin(returner, eq(returner.id, offers.returnedBy))
    .where(eq(offers.applicationId, caseId))
    .orderBy(desc(offers.version));
  if (!rows.length) return [];
  const approvals = await db
    .select({
      offerId: offerApprovals.offerId,
      staffId: offerApprovals.staffId,
      email: staff.email,
      at: offerApprovals.approvedAt,
    })
    .from(offerApprovals)
    .innerJoin(staff, eq(staff.id, offerApprovals.staffId))
    .where(
      inArray(
        offerApprovals.offerId,
        rows.map((r) => r.offer.id),
      ),
    )
    .orderBy(asc(offerApprovals.approvedAt));
  const [caseRow] = await db
    .select({ status: applications.reviewStatus })
    .from(applications)
    .where(eq(applications.id, caseId));
  const on = today(app);
  return rows.map(({ offer, proposerEmail, returnerEmail }) => {
    const mine = approvals.filter((a) => a.offerId === offer.id);
    const status = offer.status === 'sent' && validityPassed(offer, on) ? 'expired' : offer.status;
    return {
      version: offer.version,
      status,
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
      sentAt: offer.sentAt?.toISOString() ?? null,
      clausesVersion: offer.clausesVersion,
      letter:
        offer.pdfKey && offer.pdfSha256 && offer.pdfSize !== null
          ? { sha256: offer.pdfSha256, size: offer.pdfSize }
          : null,
      actions: versionActions(
        offer,
        mine.map((a) => a.staffId),
        caseRow.status!,
        reader,
        on,
      ),
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

/** GET /backoffice/cases/:id/offers. */
export async function caseOffers(
  app: FastifyInstance,
  caseId: number,
  request: FastifyRequest,
): Promise<CaseOffers> {
  const reader = actorOf(request);
  const [row] = await app.db
    .select({ status: applications.reviewStatus })
    .from(applications)
    .where(eq(applications.id, caseId));
  const reviewStatus = row.status!;
  return {
    caseId,
    reviewStatus,
    canPropose: reviewStatus === 'IN_REVIEW' && request.staff.role !== 'admin',
    dualApprovalAboveMinor: app.config.OFFER_DUAL_APPROVAL_MINOR,
    clausesVersion: app.offerClauses.version,
    offers: await versions(app, caseId, reader),
  };
}

async function versionRow(db: Db, caseId: number, version: number): Promise<OfferRow> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, caseId), eq(offers.version, version)))
    .limit(1);
  if (!row) throw notFound(OFFER_MESSAGES_SERVER.noVersion);
  return row;
}

/** The version `version` of case `caseId`, as the reader sees it. */
export async function offerVersion(
  app: FastifyInstance,
  caseId: number,
  version: number,
  request: FastifyRequest,
): Promise<OfferVersion> {
  const found = (await versions(app, caseId, actorOf(request))).find((v) => v.version === version);
  if (!found) throw notFound(OFFER_MESSAGES_SERVER.noVersion);
  return found;
}

/** Every version of the case's offer as its letter lists them (#17): numbers and dates, oldest first. */
async function letterVersions(db: Db, caseId: number): Promise<LetterVersion[]> {
  const rows = await db
    .select({
      version: offers.version,
      status: offers.status,
      salePriceMinor: offers.salePriceMinor,
      currency: offers.currency,
      proposedAt: offers.proposedAt,
      returnedAt: offers.returnedAt,
      requiredApprovals: offers.requiredApprovals,
      approvals: count(offerApprovals.staffId),
      lastApproval: max(offerApprovals.approvedAt),
    })
    .from(offers)
    .leftJoin(offerApprovals, eq(offerApprovals.offerId, offers.id))
    .where(eq(offers.applicationId, caseId))
    .groupBy(offers.id)
    .orderBy(asc(offers.version));
  return rows.map((r) => ({
    version: r.version,
    status: r.status,
    salePriceMinor: r.salePriceMinor,
    currency: r.currency,
    proposedOn: todayOf(r.proposedAt),
    approvals: r.approvals,
    requiredApprovals: r.requiredApprovals,
    approvedOn:
      r.lastApproval && r.approvals >= r.requiredApprovals ? todayOf(new Date(r.lastApproval)) : null,
    returnedOn: r.returnedAt ? todayOf(r.returnedAt) : null,
  }));
}

/**
 * Makes and stores the letter of `row` (object storage, the uploads' drivers), in the applicant's language (#19);
 * the key, digest and size.
 */
async function storeLetter(
  app: FastifyInstance,
  db: Db,
  locked: LockedCase,
  row: OfferRow,
  stored: string[],
) {
  const [who] = await db
    .select({
      name: applicants.name,
      language: applicants.language,
      digits: applicants.digits,
      step: applications.eligibilityStep,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(eq(applications.id, locked.id));
  const businessName = typeof who?.step?.businessName === 'string' ? who.step.businessName : '';
  const { pdf, sha256 } = await offerLetter({
    caseId: locked.id,
    version: row.version,
    language: who?.language ?? 'en',
    digits: who?.digits,
    applicant: { name: who?.name ?? '', businessName },
    terms: row.terms,
    clauses: app.offerClauses,
    versions: await letterVersions(db, locked.id),
    issuedOn: today(app),
  });
  // A key of its own each time: a letter once stored is never replaced (a failed transaction leaves an orphan,
  // removed by the caller).
  const key = `offers/${locked.id}/v${row.version}-${crypto.randomUUID()}.pdf`;
  await app.storage.put(key, pdf, {
    size: pdf.length,
    contentType: 'application/pdf',
    metadata: { sha256, case: String(locked.id), version: String(row.version) },
  });
  stored.push(key);
  return { pdfKey: key, pdfSha256: sha256, pdfSize: pdf.length };
}

/** Runs an offer step, and removes a letter stored by a transaction that did not commit. */
async function step(
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  action: 'proposeOffer' | 'approveOffer' | 'returnToReview' | 'sendOffer',
  work: (db: Db, locked: LockedCase, stored: string[]) => ReturnType<ReviewWork>,
) {
  const stored: string[] = [];
  try {
    return await applyReviewAction(app, {
      applicationId: caseId,
      action,
      actor: actorOf(request),
      request,
      work: (db, locked) => work(db, locked, stored),
    });
  } catch (err) {
    await Promise.all(stored.map((key) => app.storage.delete(key).catch(() => undefined)));
    throw err;
  }
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
  const problem = termsProblem(terms, today(app));
  if (problem) throw badRequest(problem);
  const salePriceMinor = salePrice(terms);
  let version = 0;
  const outcome = await step(app, request, caseId, 'proposeOffer', async (db, locked) => {
    const [last] = await db
      .select({ version: max(offers.version) })
      .from(offers)
      .where(eq(offers.applicationId, locked.id));
    version = (last?.version ?? 0) + 1;
    // Earlier versions nobody will send any more are superseded by this one.
    await db
      .update(offers)
      .set({ status: 'superseded' })
      .where(
        and(
          eq(offers.applicationId, locked.id),
          inArray(offers.status, ['proposed', 'approved', 'returned']),
        ),
      );
    const required = requiredApprovals(app, salePriceMinor);
    const [row] = await db
      .insert(offers)
      .values({
        applicationId: locked.id,
        version,
        terms,
        currency: terms.currency,
        costMinor: terms.costMinor,
        profitMinor: terms.profitMinor,
        salePriceMinor,
        tenureMonths: terms.tenureMonths,
        validUntil: terms.validUntil,
        clausesVersion: app.offerClauses.version,
        requiredApprovals: required,
        proposedBy: request.staff.id,
      })
      .returning({ id: offers.id });
    return {
      detail: {
        offerId: row.id,
        version,
        salePriceMinor,
        currency: terms.currency,
        requiredApprovals: required,
        clausesVersion: app.offerClauses.version,
      },
    };
  });
  return result(app, request, caseId, version, outcome);
}

/** POST …/offers/:version/approve: one approval; the last one required approves the version and makes its letter. */
export async function approveOffer(
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  version: number,
): Promise<OfferStepResult> {
  const outcome = await step(app, request, caseId, 'approveOffer', async (db, locked, stored) => {
    const row = await versionRow(db, locked.id, version);
    if (row.status !== 'proposed') throw conflict(OFFER_MESSAGES_SERVER.notProposed);
    if (validityPassed(row, today(app))) throw conflict(OFFER_MESSAGES_SERVER.lapsed);
    const earlier = await db
      .select({ staffId: offerApprovals.staffId })
      .from(offerApprovals)
      .where(eq(offerApprovals.offerId, row.id));
    // The proposer was refused by the review rules already (four eyes); one person gives one approval.
    if (earlier.some((a) => a.staffId === request.staff.id)) throw conflict(OFFER_MESSAGES_SERVER.twice);
    await db.insert(offerApprovals).values({ offerId: row.id, staffId: request.staff.id });
    const approvals = earlier.length + 1;
    const detail = { offerId: row.id, version, approvals, requiredApprovals: row.requiredApprovals };
    if (approvals < row.requiredApprovals) return { detail, partial: { audit: 'offer.approval-recorded' } };
    const letter = await storeLetter(app, db, locked, row, stored);
    await db
      .update(offers)
      .set({ status: 'approved', approvedAt: new Date(), ...letter })
      .where(eq(offers.id, row.id));
    return { detail: { ...detail, letterSha256: letter.pdfSha256 } };
  });
  return result(app, request, caseId, version, outcome);
}

/** POST …/offers/:version/return: back to review with the approver's reason; a new version is proposed from there. */
export async function returnOffer(
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  version: number,
  reason: string,
): Promise<OfferStepResult> {
  const outcome = await step(app, request, caseId, 'returnToReview', async (db, locked) => {
    const row = await versionRow(db, locked.id, version);
    if (row.status !== 'proposed' && row.status !== 'approved') throw conflict(OFFER_MESSAGES_SERVER.notOpen);
    await db
      .update(offers)
      .set({ status: 'returned', returnedBy: request.staff.id, returnedAt: new Date(), returnReason: reason })
      .where(eq(offers.id, row.id));
    // The reason stays in its row (the team reads it on the offer): the audit entry names the version only.
    return { detail: { offerId: row.id, version } };
  });
  return result(app, request, caseId, version, outcome);
}

/** POST …/offers/:version/send: the approved version goes to the applicant (the letter stored, the applicant mailed). */
export async function sendOffer(
  app: FastifyInstance,
  request: FastifyRequest,
  caseId: number,
  version: number,
): Promise<OfferStepResult> {
  const outcome = await step(app, request, caseId, 'sendOffer', async (db, locked, stored) => {
    const row = await versionRow(db, locked.id, version);
    if (row.status !== 'approved') throw conflict(OFFER_MESSAGES_SERVER.notApproved);
    if (validityPassed(row, today(app))) throw conflict(OFFER_MESSAGES_SERVER.lapsed);
    // Made on approval; made now if that store was lost.
    const letter =
      row.pdfKey && (await app.storage.exists(row.pdfKey))
        ? { pdfKey: row.pdfKey, pdfSha256: row.pdfSha256, pdfSize: row.pdfSize }
        : await storeLetter(app, db, locked, row, stored);
    await db
      .update(offers)
      .set({ status: 'sent', sentBy: request.staff.id, sentAt: new Date(), ...letter })
      .where(eq(offers.id, row.id));
    return {
      detail: { offerId: row.id, version, letterSha256: letter.pdfSha256 },
      offer: { validUntil: row.validUntil },
    };
  });
  return result(app, request, caseId, version, outcome);
}

export interface StoredLetter {
  key: string;
  sha256: string;
  size: number;
}

/** The stored letter of a version row; 404 while it has none. */
export function letterOfRow(row: Pick<OfferRow, 'pdfKey' | 'pdfSha256' | 'pdfSize'>): StoredLetter {
  if (!row.pdfKey || !row.pdfSha256 || row.pdfSize === null) throw notFound(OFFER_MESSAGES_SERVER.noLetter);
  return { key: row.pdfKey, sha256: row.pdfSha256, size: row.pdfSize };
}

/** The stored letter of a version, for GET …/offers/:version/pdf. */
export async function letterOf(app: FastifyInstance, caseId: number, version: number) {
  return letterOfRow(await versionRow(app.db, caseId, version));
}

const LETTER_CHANGED = 'The stored letter has changed since it was made.';

/** The letter's bytes from storage, pinned to the version of the size recorded; 404 gone, 409 changed. */
export async function openLetter(app: FastifyInstance, letter: StoredLetter) {
  const head = await app.storage.head(letter.key);
  if (!head) throw notFound(OFFER_MESSAGES_SERVER.noLetter);
  if (head.size !== letter.size) throw conflict(LETTER_CHANGED);
  try {
    return await app.storage.getStream(letter.key, { version: head.version });
  } catch (err) {
    if (isStorageError(err, 'NotFound')) throw notFound(OFFER_MESSAGES_SERVER.noLetter);
    if (isStorageError(err, 'Changed')) throw conflict(LETTER_CHANGED);
    throw err;
  }
}

/** Answers the letter opened by openLetter: a PDF shown inline, never run, never cached. */
export function sendLetter(
  reply: FastifyReply,
  letter: StoredLetter,
  stream: Awaited<ReturnType<typeof openLetter>>,
  fileName: string,
) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(letter.size))
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', 'private, no-store')
    .send(stream as never);
}
