import { and, desc, eq } from 'drizzle-orm';
import { applications } from '../db/schema';
import type { Executor, Tx } from './tx';

// The applications table's queries. The rules (which step may be taken, who may move a case) stay in lifecycle/;
// these only read and write rows, on the handle they are given.

/** Columns of an application to write; the caller says which, and when (`updatedAt` included). */
export type ApplicationChanges = Partial<typeof applications.$inferInsert>;

/** The application's journey and owner, its row locked FOR UPDATE until `tx` ends; undefined when there is none. */
export async function lockApplicationRow(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: applications.id,
      applicantId: applications.applicantId,
      status: applications.status,
      stage: applications.stage,
      stages: applications.stages,
      eligibilityStep: applications.eligibilityStep,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** The application's review columns, its row locked FOR UPDATE until `tx` ends; undefined when there is none. */
export async function lockCaseRow(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: applications.id,
      applicantId: applications.applicantId,
      reviewStatus: applications.reviewStatus,
      assigneeId: applications.assigneeId,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update')
    .limit(1);
  return row;
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
