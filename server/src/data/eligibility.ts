import { and, eq, inArray, ne } from 'drizzle-orm';
import { applications, eligibilityDecisions } from '../db/schema';
import type { Executor } from './tx';

// The eligibility decisions' queries: one decision per application, written once by the policy (its unique index is
// the backstop) and read by the journey, the back office, underwriting, the cooling-off period and privacy.

export type EligibilityDecisionRow = typeof eligibilityDecisions.$inferSelect;

/** The application's decision; undefined while it is undecided. */
export async function decisionOf(
  db: Executor,
  applicationId: number,
): Promise<EligibilityDecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(eligibilityDecisions)
    .where(eq(eligibilityDecisions.applicationId, applicationId))
    .limit(1);
  return row;
}

/** Records the application's decision; its id. Throws a unique violation when the application already has one. */
export async function insertDecision(
  db: Executor,
  values: typeof eligibilityDecisions.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(eligibilityDecisions)
    .values(values)
    .returning({ id: eligibilityDecisions.id });
  return row.id;
}

/** The eligibility decisions of the applicant's applications other than `exceptId` (the cooling-off period's input). */
export async function decisionsOfOtherApplications(db: Executor, applicantId: string, exceptId: number) {
  return db
    .select({
      applicationId: eligibilityDecisions.applicationId,
      eligible: eligibilityDecisions.eligible,
      decidedAt: eligibilityDecisions.decidedAt,
    })
    .from(eligibilityDecisions)
    .innerJoin(applications, eq(applications.id, eligibilityDecisions.applicationId))
    .where(and(eq(applications.applicantId, applicantId), ne(eligibilityDecisions.applicationId, exceptId)));
}

/** The decisions of the applications `applicationIds`. */
export async function decisionsOf(db: Executor, applicationIds: number[]): Promise<EligibilityDecisionRow[]> {
  return db
    .select()
    .from(eligibilityDecisions)
    .where(inArray(eligibilityDecisions.applicationId, applicationIds));
}

export async function deleteDecisionsOf(db: Executor, applicationIds: number[]): Promise<void> {
  await db.delete(eligibilityDecisions).where(inArray(eligibilityDecisions.applicationId, applicationIds));
}
