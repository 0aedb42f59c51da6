import type { Dashboard, DashboardApplication, DashboardOffer } from '@onboarding/shared/dashboard';
import type { DocumentKey } from '@onboarding/shared/schemas';
import { and, asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { applicantContact } from '../data/applicants';
import { findOwnApplication, ownApplicationsOf, type ApplicationRow } from '../data/applications';
import { informationRequestsOf } from '../data/cases';
import { decisionsOf } from '../data/eligibility';
import { declineOutcome } from '../eligibility/outcome';
import { newestSentVersion, sentVersionsOfCases, type OfferRow } from '../data/offers';
import { notFound } from '../lib/http-error';
import { offerFigures, todayOf } from '@onboarding/shared/backoffice';
import { majorToMinor } from '@onboarding/shared/money';
import type { DashboardSession } from './auth';
import { applicantStatus, offerStatus, timeline, TIMELINE_ACTIONS } from './view';

// The applicant's applications as the dashboard reads them: only the session's applicant's, never another's
// (an id of someone else reads as unknown), each with its status, timeline, requests for information and the offer
// as it was sent (never a version the team is still working on).

export const DASHBOARD_SERVER_MESSAGES = {
  notFound: 'There is no such application.',
  noOffer: 'There is no offer on this application.',
} as const;

/** Today, by the app's clock (the one the offers module dates validity with). */
export const todayFor = (app: FastifyInstance) => todayOf(app.staffSessions.now());

/** The application `id` if it is the session's applicant's; 404 otherwise (the same as an unknown id). */
export async function ownApplication(db: Db, session: DashboardSession, id: number): Promise<ApplicationRow> {
  const row = await findOwnApplication(db, session.applicantId, id);
  if (!row) throw notFound(DASHBOARD_SERVER_MESSAGES.notFound);
  return row;
}

/** The version of the case's offer the applicant was sent (the newest such), or undefined. */
export const sentOffer = (db: Db, applicationId: number): Promise<OfferRow | undefined> =>
  newestSentVersion(db, applicationId);

export const letterUrl = (applicationId: number) =>
  `/api/dashboard/applications/${applicationId}/offer/letter`;

function offerView(row: OfferRow, today: string): DashboardOffer | null {
  const status = offerStatus(row, today);
  if (!status || !row.sentAt) return null;
  const { terms } = row;
  const { salePriceMinor, rate, schedule } = offerFigures(terms);
  return {
    version: row.version,
    status,
    currency: row.currency,
    asset: terms.asset.description,
    costMinor: row.costMinor,
    profitMinor: row.profitMinor,
    salePriceMinor,
    rate,
    tenureMonths: row.tenureMonths,
    scheduleType: terms.schedule.type,
    revenueShareBps: terms.schedule.type === 'revenue_linked' ? terms.schedule.revenueShareBps : null,
    schedule,
    charityDonationPerLateInstalmentMinor: terms.charity?.donationPerLateInstalmentMinor ?? null,
    validUntil: row.validUntil,
    sentAt: row.sentAt.toISOString(),
    withdrawnAt: row.status === 'withdrawn' ? (row.withdrawnAt?.toISOString() ?? null) : null,
    letterUrl: letterUrl(row.applicationId),
    answer:
      (row.status === 'accepted' || row.status === 'declined') && row.answeredAt
        ? { kind: row.status, at: row.answeredAt.toISOString(), reason: row.declineReason }
        : null,
  };
}

/** The dashboard's view of `rows` (the applicant's applications), newest first. */
async function views(
  app: FastifyInstance,
  db: Db,
  session: DashboardSession,
  rows: ApplicationRow[],
): Promise<DashboardApplication[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [entries, requests, offerRows, decisions] = await Promise.all([
    db
      .select({ applicationId: auditLog.applicationId, action: auditLog.action, at: auditLog.at })
      .from(auditLog)
      .where(and(inArray(auditLog.applicationId, ids), inArray(auditLog.action, TIMELINE_ACTIONS)))
      .orderBy(asc(auditLog.id)),
    informationRequestsOf(db, ids),
    sentVersionsOfCases(db, ids),
    decisionsOf(db, ids),
  ]);
  const today = todayFor(app);
  // Declined at eligibility, the application never reaches the review: the dashboard says so, and why.
  const declinedAt = (decision: (typeof decisions)[number] | undefined) =>
    decision ? declineOutcome(decision, app.config.ELIGIBILITY_COOLING_OFF_DAYS) : null;
  return rows.map((row) => {
    const answers = row.eligibilityStep ?? {};
    const offer = offerRows.find((o) => o.applicationId === row.id);
    return {
      id: row.id,
      businessName: typeof answers.businessName === 'string' ? answers.businessName : '',
      requested:
        typeof answers.requestedAmount === 'number'
          ? { amountMinor: majorToMinor(answers.requestedAmount) ?? 0, currency: 'USD' }
          : null,
      createdAt: row.createdAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      status: applicantStatus(row.reviewStatus),
      stage: row.stage ?? '',
      current: row.id === session.applicationId,
      timeline: timeline(
        row.submittedAt,
        entries.filter((e) => e.applicationId === row.id),
      ),
      // The newest first (informationRequestsOf reads them oldest first).
      informationRequests: requests
        .filter((r) => r.applicationId === row.id)
        .reverse()
        .map((r) => ({
          id: r.id,
          requestedAt: r.createdAt.toISOString(),
          documents: r.documentKinds as DocumentKey[],
          message: r.message,
          answeredAt: r.answeredAt?.toISOString() ?? null,
        })),
      offer: offer ? offerView(offer, today) : null,
      declined: declinedAt(decisions.find((d) => d.applicationId === row.id)),
    };
  });
}

/** GET /dashboard/applications. */
export async function dashboardOf(app: FastifyInstance, session: DashboardSession): Promise<Dashboard> {
  const db: Db = app.db;
  const applicant = (await applicantContact(db, session.applicantId))!;
  const rows = await ownApplicationsOf(db, session.applicantId);
  return { applicant, applications: await views(app, db, session, rows) };
}

/** One of the applicant's applications as the dashboard shows it (the answer of the offer's steps). */
export async function dashboardApplication(
  app: FastifyInstance,
  session: DashboardSession,
  id: number,
): Promise<DashboardApplication> {
  const row = await ownApplication(app.db, session, id);
  const [view] = await views(app, app.db, session, [row]);
  return view;
}
