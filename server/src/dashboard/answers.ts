import { DASHBOARD_MESSAGES, type DashboardApplication } from '@onboarding/shared/dashboard';
import type { DocumentKey } from '@onboarding/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { applicantContact } from '../data/applicants';
import { openInformationRequests, replyToInformationRequests } from '../data/cases';
import { insertDocuments, supersedeCurrentDocuments } from '../data/documents';
import type { OfferRow } from '../data/offers';
import { badRequest, conflict, HttpError, notFound } from '../lib/http-error';
import { applyReviewAction } from '../lifecycle/review-actions';
import { applyOfferMove } from '../offers/moves';
import { offerRefusal } from '../offers/rules';
import { writeDocumentObjects, type ValidDocument } from '../documents/objects';
import type { DashboardSession } from './auth';
import { DASHBOARD_SERVER_MESSAGES, dashboardApplication, ownApplication, sentOffer, todayFor } from './read';
import { signatureMatches } from './view';

// What the applicant does from the dashboard: answer a request for information with the documents asked for
// (the review's provideInformation, through applyReviewAction), accept or decline the offer sent (the offer's
// accept and decline moves, through applyOfferMove). Each writes its own rows under the case's lock, in the
// transaction that moves the review status and writes the audit entry and the webhooks. The checks run once before
// (to refuse early, before any file is stored) and again under the lock (what counts).

const applicant = { kind: 'applicant' } as const;

/** The documents the open requests ask for; 409 when none is open. */
async function requested(db: Db, applicationId: number) {
  const open = await openInformationRequests(db, applicationId);
  if (!open.length) throw conflict(DASHBOARD_MESSAGES.nothingRequested);
  return {
    ids: open.map((r) => r.id),
    kinds: new Set(open.flatMap((r) => r.documentKinds as DocumentKey[])),
  };
}

/** 400 unless `given` are exactly the documents asked for. */
function checkDocuments(asked: Set<DocumentKey>, given: DocumentKey[]) {
  if (given.some((kind) => !asked.has(kind))) throw badRequest(DASHBOARD_MESSAGES.notRequested);
  if ([...asked].some((kind) => !given.includes(kind))) throw badRequest(DASHBOARD_MESSAGES.documentsMissing);
}

/**
 * POST /dashboard/applications/:id/information, with the files validated by the /financials rules. The objects are
 * written first, then one transaction records them as new versions beside the old ones (which stay, superseded, for
 * the reviewer to compare), answers the requests and takes the case back to review. If that fails, the objects go
 * too: nothing is half done, and the applicant's upload is refused as a whole, never silently lost.
 */
export async function provideInformation(
  app: FastifyInstance,
  session: DashboardSession,
  id: number,
  docs: ValidDocument[],
  message: string | undefined,
): Promise<DashboardApplication> {
  const row = await ownApplication(app.db, session, id);
  if (row.reviewStatus !== 'INFO_REQUESTED') throw conflict(DASHBOARD_MESSAGES.nothingRequested);
  const given = docs.map((d) => d.kind);
  checkDocuments((await requested(app.db, id)).kinds, given);

  const written: string[] = [];
  try {
    const rows = await writeDocumentObjects(app, id, docs, written);
    await applyReviewAction(app, {
      applicationId: id,
      action: 'provideInformation',
      actor: applicant,
      work: async (db, locked) => {
        const asked = await requested(db, locked.id);
        checkDocuments(asked.kinds, given);
        const now = new Date();
        const superseded = given.length ? await supersedeCurrentDocuments(db, locked.id, now, given) : [];
        if (rows.length) await insertDocuments(db, rows);
        if (message) await replyToInformationRequests(db, asked.ids, message);
        // The audit entry names what was given; the reply stays in its row.
        return {
          detail: {
            informationRequestIds: asked.ids,
            documents: docs.map((d) => ({ kind: d.kind, type: d.type, size: d.size, sha256: d.sha256 })),
            superseded: superseded.length,
            reply: !!message,
          },
        };
      },
    });
  } catch (err) {
    await Promise.allSettled(written.map((key) => app.storage.delete(key)));
    throw err;
  }
  return dashboardApplication(app, session, id);
}

export type OfferAnswer =
  | { kind: 'accept'; version: number; signature: string }
  | { kind: 'decline'; version: number; reason?: string };

/**
 * The request's own checks on the version sent: the version read must be it (409), and an acceptance's typed name
 * must sign as the applicant's (400), after the rule table's (answered or expired: 409).
 */
function checkAnswer(
  row: OfferRow | undefined,
  answer: OfferAnswer,
  fullName: string,
  today: string,
): OfferRow {
  if (!row) throw notFound(DASHBOARD_SERVER_MESSAGES.noOffer);
  if (row.version !== answer.version) throw conflict(DASHBOARD_MESSAGES.offerChanged);
  const refusal = offerRefusal(answer.kind, row, applicant, today);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  if (answer.kind === 'accept' && !signatureMatches(answer.signature, fullName))
    throw badRequest(DASHBOARD_MESSAGES.signature);
  return row;
}

/**
 * POST /dashboard/applications/:id/offer/accept and /decline: the rule table's `accept` or `decline` move on the
 * version sent, before its validity date. The version records the answer (when, from which address, the typed
 * signature or the reason) and the case becomes ACCEPTED or DECLINED, in one transaction. The checks run once before
 * the move (to answer early) and again under the lock (what counts).
 */
export async function answerOffer(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  answer: OfferAnswer,
): Promise<DashboardApplication> {
  const session = request.dashboard;
  await ownApplication(app.db, session, id);
  const who = (await applicantContact(app.db, session.applicantId))!;
  checkAnswer(await sentOffer(app.db, id), answer, who.name, todayFor(app));

  await applyOfferMove(app, {
    caseId: id,
    move: answer.kind,
    actor: applicant,
    find: sentOffer,
    missing: DASHBOARD_SERVER_MESSAGES.noOffer,
    check: (row) => checkAnswer(row, answer, who.name, todayFor(app)),
    // The signature, the reason and the address stay in the version's row; the entry names the version.
    work: async () => ({
      set: {
        answeredAt: app.staffSessions.now(),
        answeredIp: request.ip,
        signature: answer.kind === 'accept' ? answer.signature.trim() : null,
        declineReason: answer.kind === 'decline' ? answer.reason?.trim() || null : null,
      },
    }),
  });
  return dashboardApplication(app, session, id);
}
