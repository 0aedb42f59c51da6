import { and, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { applicants, applications, eligibilityDecisions } from '../db/schema';
import { containing } from './cases';
import type { Executor } from './tx';

// The applications the review never received, for the back office's own views of them: declined at eligibility
// (a decision that says not eligible) and not submitted (no review status, no such decision). A "start new"
// application whose link was never opened (pending) is nobody's application yet and is left out, as the dashboard
// leaves it out. Read-only: nothing here writes.

export type PreReviewView = 'declined' | 'unsubmitted';

export interface PreReviewRow {
  id: number;
  eligibilityStep: Record<string, unknown> | null;
  stage: string | null;
  status: 'pending' | 'active' | 'superseded';
  createdAt: Date;
  updatedAt: Date;
  email: string;
  name: string;
  decidedAt: Date | null;
  reasons: { code: string; kind: string; message: string }[] | null;
}

const isDeclined = eq(eligibilityDecisions.eligible, false);
const notDeclined = or(isNull(eligibilityDecisions.id), eq(eligibilityDecisions.eligible, true))!;

function conditions(view: PreReviewView | null, search: string | undefined): SQL[] {
  const where: SQL[] = [isNull(applications.reviewStatus), ne(applications.status, 'pending')];
  if (view === 'declined') where.push(isDeclined);
  if (view === 'unsubmitted') where.push(notDeclined);
  if (search) {
    const pattern = containing(search);
    where.push(
      or(
        ilike(sql`${applications.eligibilityStep} ->> 'businessName'`, pattern),
        ilike(applicants.email, pattern),
      )!,
    );
  }
  return where;
}

const base = (db: Executor) =>
  db
    .select({
      id: applications.id,
      eligibilityStep: applications.eligibilityStep,
      stage: applications.stage,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      email: applicants.email,
      name: applicants.name,
      decidedAt: eligibilityDecisions.decidedAt,
      reasons: eligibilityDecisions.reasons,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(eligibilityDecisions, eq(eligibilityDecisions.applicationId, applications.id));

/** One page of the view, the most recent activity first. */
export async function preReviewPage(
  db: Executor,
  view: PreReviewView,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<PreReviewRow[]> {
  return base(db)
    .where(and(...conditions(view, search)))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many applications each view holds under `search`. */
export async function countPreReview(
  db: Executor,
  search: string | undefined,
): Promise<Record<PreReviewView, number>> {
  const rows = await db
    .select({ declined: sql<boolean>`coalesce(${isDeclined}, false)`, n: count() })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(eligibilityDecisions, eq(eligibilityDecisions.applicationId, applications.id))
    .where(and(...conditions(null, search)))
    .groupBy(sql`1`);
  const counts = { declined: 0, unsubmitted: 0 };
  for (const { declined, n } of rows) counts[declined ? 'declined' : 'unsubmitted'] += Number(n);
  return counts;
}
