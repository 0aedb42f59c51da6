import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { applicants, applications } from '../db/schema';
import type { Executor, Tx } from './tx';

// The applications table's queries. The rules (which step may be taken, who may move a case) stay in lifecycle/;
// these only read and write rows, on the handle they are given.

export type ApplicationRow = typeof applications.$inferSelect;

/** Columns of an application to write; the caller says which, and when (`updatedAt` included). */
export type ApplicationChanges = Partial<typeof applications.$inferInsert>;

/** The application's `columns`, its row locked FOR UPDATE until `tx` ends; undefined when there is none. */
async function lockedColumns<F extends SelectedFields>(tx: Tx, id: number, columns: F) {
  const [row] = await tx
    .select(columns)
    .from(applications)
    .where(eq(applications.id, id))
    .$dynamic()
    .for('update')
    .limit(1);
  return row;
}

/** The application's journey and owner, its row locked FOR UPDATE until `tx` ends; undefined when there is none. */
export async function lockApplicationRow(tx: Tx, id: number) {
  const { applicantId, status, stage, stages, eligibilityStep } = applications;
  return lockedColumns(tx, id, { id: applications.id, applicantId, status, stage, stages, eligibilityStep });
}

/** The application's review columns, its row locked FOR UPDATE until `tx` ends; undefined when there is none. */
export async function lockCaseRow(tx: Tx, id: number) {
  const { applicantId, reviewStatus, assigneeId } = applications;
  return lockedColumns(tx, id, { id: applications.id, applicantId, reviewStatus, assigneeId });
}

/** Where the application stands in the journey, unlocked; undefined when there is none. */
export async function applicationJourney(db: Executor, id: number) {
  const [row] = await db
    .select({ stage: applications.stage, stages: applications.stages })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}

export async function updateApplication(
  db: Executor,
  id: number,
  changes: ApplicationChanges,
): Promise<void> {
  await db.update(applications).set(changes).where(eq(applications.id, id));
}

/** The whole row of the applicant's active application, if any. */
export async function activeApplication(db: Executor, applicantId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.applicantId, applicantId), eq(applications.status, 'active')))
    .limit(1);
  return row;
}

/** The whole row of a submitted application (one the review has), if `id` is one. */
export async function submittedApplication(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), isNotNull(applications.reviewStatus)));
  return row;
}

export async function insertApplication(
  db: Executor,
  applicantId: string,
  status: 'active' | 'pending',
): Promise<number> {
  const [created] = await db
    .insert(applications)
    .values({ applicantId, status })
    .returning({ id: applications.id });
  return created.id;
}

/** Marks the applicant's pending applications (links never opened) superseded. */
export async function supersedePendingApplications(
  db: Executor,
  applicantId: string,
  now: Date,
): Promise<void> {
  await db
    .update(applications)
    .set({ status: 'superseded', updatedAt: now })
    .where(and(eq(applications.applicantId, applicantId), eq(applications.status, 'pending')));
}

/** The applicant's newest active application, if any. */
export async function latestActiveApplicationId(
  db: Executor,
  applicantId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.applicantId, applicantId), eq(applications.status, 'active')))
    .orderBy(desc(applications.id))
    .limit(1);
  return row?.id;
}

/** Writes `changes` only while the application has no stage yet; false when it already had one. */
export async function updateUnstartedApplication(
  tx: Tx,
  id: number,
  changes: ApplicationChanges,
): Promise<boolean> {
  const updated = await tx
    .update(applications)
    .set(changes)
    .where(and(eq(applications.id, id), isNull(applications.stage)))
    .returning({ id: applications.id });
  return updated.length > 0;
}

export async function isPendingApplication(db: Executor, id: number): Promise<boolean> {
  const [pending] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.status, 'pending')));
  return pending !== undefined;
}

/** Marks the applicant's active applications superseded (kept, never deleted); answers their ids. */
export async function supersedeActiveApplications(
  db: Executor,
  applicantId: string,
  now: Date,
): Promise<number[]> {
  const retired = await db
    .update(applications)
    .set({ status: 'superseded', updatedAt: now })
    .where(and(eq(applications.applicantId, applicantId), eq(applications.status, 'active')))
    .returning({ id: applications.id });
  return retired.map((row) => row.id);
}

/**
 * The applications among `ids` that still open anything, each with its applicant (and the applicant it belongs to,
 * which the caller compares with its session's): one prepared statement, its SQL built once, for every request of a
 * batch (`coalesce`). A superseded application's token no longer opens anything: the applicant started a new one.
 */
export function prepareSessionAccountsQuery(db: Db) {
  return db
    .select({
      applicantId: applications.applicantId,
      applicant: { name: applicants.name, email: applicants.email, phoneNumber: applicants.phoneNumber },
      application: {
        id: applications.id,
        status: applications.status,
        stage: applications.stage,
        stages: applications.stages,
        eligibilityStep: applications.eligibilityStep,
        transactionsStep: applications.transactionsStep,
        accountingStep: applications.accountingStep,
      },
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(
      and(
        sql`${applications.id} = any(${sql.placeholder('ids')}::integer[])`,
        inArray(applications.status, ['active', 'pending']),
      ),
    )
    .prepare('authenticate_accounts');
}

/** The applicant's own applications: not one a pending "start new" created until its link was opened. */
const ownedBy = (applicantId: string) =>
  and(eq(applications.applicantId, applicantId), ne(applications.status, 'pending'));

/** The whole row of application `id` if it is one of the applicant's own (not pending); undefined otherwise. */
export async function findOwnApplication(
  db: Executor,
  applicantId: string,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), ownedBy(applicantId)))
    .limit(1);
  return row;
}

/** The whole rows of the applicant's own applications (not pending ones), newest first. */
export async function ownApplicationsOf(db: Executor, applicantId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(ownedBy(applicantId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/** The ids of every application of the applicant, whatever its status. */
export async function applicationIdsOf(db: Executor, applicantId: string): Promise<number[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.applicantId, applicantId));
  return rows.map((r) => r.id);
}

/** The whole rows of every application of the applicant, whatever its status, oldest first. */
export async function allApplicationsOf(db: Executor, applicantId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(eq(applications.applicantId, applicantId))
    .orderBy(asc(applications.id));
}

/** Deletes every application of the applicant; the caller deletes their rows in other tables first. */
export async function deleteApplicationsOf(db: Executor, applicantId: string): Promise<void> {
  await db.delete(applications).where(eq(applications.applicantId, applicantId));
}
