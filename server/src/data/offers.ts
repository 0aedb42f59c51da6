import type { OfferStatus } from '@onboarding/shared/backoffice';
import { and, asc, count, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { applicants, applications, offerApprovals, offers, staff } from '../db/schema';
import type { Executor } from './tx';

// The offers aggregate's tables (`offers`: one row per version of a case's offer; `offer_approvals`: who approved
// which version): every query on them from the offers module and the dashboard, and what the offers read of their
// case. Callers pass the transaction when the case is locked.

export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;

/** The version `version` of case `caseId`. */
export async function findVersion(db: Db, caseId: number, version: number): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, caseId), eq(offers.version, version)))
    .limit(1);
  return row;
}

/** The newest version of the case the applicant was sent (whatever became of it since), or undefined. */
export async function newestSentVersion(db: Db, caseId: number): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, caseId), isNotNull(offers.sentAt)))
    .orderBy(desc(offers.version))
    .limit(1);
  return row;
}

/** The versions of the cases `caseIds` their applicants were sent, newest first. */
export async function sentVersionsOfCases(db: Db, caseIds: number[]): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(inArray(offers.applicationId, caseIds), isNotNull(offers.sentAt)))
    .orderBy(desc(offers.version));
}

/** The number the case's next version takes. */
export async function nextVersionNumber(db: Db, caseId: number): Promise<number> {
  const [last] = await db
    .select({ version: max(offers.version) })
    .from(offers)
    .where(eq(offers.applicationId, caseId));
  return (last?.version ?? 0) + 1;
}

/** Stores a new version; its id. */
export async function insertVersion(db: Db, values: NewOfferRow): Promise<number> {
  const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
  return row.id;
}

export async function updateVersion(db: Db, id: number, set: Partial<NewOfferRow>): Promise<void> {
  await db.update(offers).set(set).where(eq(offers.id, id));
}

/** Moves every version of the case in one of `from` to `to`. */
export async function moveVersions(
  db: Db,
  caseId: number,
  from: readonly OfferStatus[],
  to: OfferStatus,
  set: Partial<NewOfferRow> = {},
): Promise<number[]> {
  const moved = await db
    .update(offers)
    .set({ ...set, status: to })
    .where(and(eq(offers.applicationId, caseId), inArray(offers.status, [...from])))
    .returning({ version: offers.version });
  return moved.map((row) => row.version);
}

/** Who has approved the version so far. */
export async function approverIds(db: Db, offerId: number): Promise<string[]> {
  const rows = await db
    .select({ staffId: offerApprovals.staffId })
    .from(offerApprovals)
    .where(eq(offerApprovals.offerId, offerId));
  return rows.map((r) => r.staffId);
}

export async function insertApproval(db: Db, offerId: number, staffId: string): Promise<void> {
  await db.insert(offerApprovals).values({ offerId, staffId });
}

/** Every version of the case's offer, newest first, with the emails of who proposed and returned it. */
export async function versionsWithStaff(db: Db, caseId: number) {
  const proposer = alias(staff, 'proposer');
  const returner = alias(staff, 'returner');
  const withdrawer = alias(staff, 'withdrawer');
  return db
    .select({
      offer: offers,
      proposerEmail: proposer.email,
      returnerEmail: returner.email,
      withdrawerEmail: withdrawer.email,
    })
    .from(offers)
    .innerJoin(proposer, eq(proposer.id, offers.proposedBy))
    .leftJoin(returner, eq(returner.id, offers.returnedBy))
    .leftJoin(withdrawer, eq(withdrawer.id, offers.withdrawnBy))
    .where(eq(offers.applicationId, caseId))
    .orderBy(desc(offers.version));
}

/** The approvals of the versions `offerIds`, oldest first, with the approver's email. */
export async function approvalsWithStaff(db: Db, offerIds: number[]) {
  if (!offerIds.length) return [];
  return db
    .select({
      offerId: offerApprovals.offerId,
      staffId: offerApprovals.staffId,
      email: staff.email,
      at: offerApprovals.approvedAt,
    })
    .from(offerApprovals)
    .innerJoin(staff, eq(staff.id, offerApprovals.staffId))
    .where(inArray(offerApprovals.offerId, offerIds))
    .orderBy(asc(offerApprovals.approvedAt));
}

/** Every version's numbers and dates, oldest first, with its count of approvals and the last one's time. */
export async function versionHistory(db: Db, caseId: number) {
  return db
    .select({
      version: offers.version,
      status: offers.status,
      salePriceMinor: offers.salePriceMinor,
      currency: offers.currency,
      proposedAt: offers.proposedAt,
      returnedAt: offers.returnedAt,
      sentAt: offers.sentAt,
      requiredApprovals: offers.requiredApprovals,
      approvals: count(offerApprovals.staffId),
      lastApproval: max(offerApprovals.approvedAt),
    })
    .from(offers)
    .leftJoin(offerApprovals, eq(offerApprovals.offerId, offers.id))
    .where(eq(offers.applicationId, caseId))
    .groupBy(offers.id)
    .orderBy(asc(offers.version));
}

/** The case's review status (a submitted application's: never null for a case). */
export async function caseReviewStatus(db: Db, caseId: number) {
  const [row] = await db
    .select({ status: applications.reviewStatus })
    .from(applications)
    .where(eq(applications.id, caseId));
  return row.status!;
}

/** Whom the case's letter is written to: the applicant's name, language and digits, and the business's name. */
export async function letterRecipient(db: Db, caseId: number) {
  const [who] = await db
    .select({
      name: applicants.name,
      language: applicants.language,
      digits: applicants.digits,
      step: applications.eligibilityStep,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(eq(applications.id, caseId));
  return who as typeof who | undefined;
}

/** The accepted versions of the cases `caseIds`, each with its case's eligibility answers. */
export async function acceptedVersionsOf(db: Executor, caseIds: number[]) {
  return db
    .select({ offer: offers, step: applications.eligibilityStep })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .where(and(inArray(offers.applicationId, caseIds), eq(offers.status, 'accepted')));
}

/** Who proposed the case's version waiting for approval (the newest proposed one), or null. */
export async function proposerOfProposedVersion(db: Executor, caseId: number): Promise<string | null> {
  const [row] = await db
    .select({ staffId: offers.proposedBy })
    .from(offers)
    .where(and(eq(offers.applicationId, caseId), eq(offers.status, 'proposed')))
    .orderBy(desc(offers.version))
    .limit(1);
  return row?.staffId ?? null;
}

/** Whether `staffId` has approved a version of the case waiting for approval. */
export async function hasApprovedProposedVersion(
  db: Executor,
  caseId: number,
  staffId: string,
): Promise<boolean> {
  const [given] = await db
    .select({ offerId: offerApprovals.offerId })
    .from(offerApprovals)
    .innerJoin(offers, eq(offers.id, offerApprovals.offerId))
    .where(
      and(
        eq(offers.applicationId, caseId),
        eq(offers.status, 'proposed'),
        eq(offerApprovals.staffId, staffId),
      ),
    )
    .limit(1);
  return given !== undefined;
}

/** Every version of the cases `caseIds`, whatever its status, oldest version first. */
export async function everyVersionOf(db: Executor, caseIds: number[]): Promise<OfferRow[]> {
  return db.select().from(offers).where(inArray(offers.applicationId, caseIds)).orderBy(asc(offers.version));
}

/** The letters' storage keys of every version of the cases `caseIds` (null where none was made). */
export async function letterKeysOf(db: Executor, caseIds: number[]): Promise<{ key: string | null }[]> {
  return db.select({ key: offers.pdfKey }).from(offers).where(inArray(offers.applicationId, caseIds));
}

/** Deletes every version of the cases `caseIds`, and their approvals first. */
export async function deleteVersionsOf(db: Executor, caseIds: number[]): Promise<void> {
  const versions = db.select({ id: offers.id }).from(offers).where(inArray(offers.applicationId, caseIds));
  await db.delete(offerApprovals).where(inArray(offerApprovals.offerId, versions));
  await db.delete(offers).where(inArray(offers.applicationId, caseIds));
}
