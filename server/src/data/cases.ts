import type { ReviewStatus } from '@onboarding/shared/server';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { applicants, applications, caseNotes, informationRequests, staff } from '../db/schema';
import type { Executor } from './tx';

// The back office's reads of cases (submitted applications): the queue, filtered, searched and paged in the
// database, and one case with its applicant, notes and requests for information (each with its author's address). The answers of the eligibility step are jsonb: each filter reads them
// defensively (a value of another type matches nothing rather than failing the query), so it runs the same on
// PGlite and PostgreSQL. What a filter may be (a real date, a staff id) is checked by the caller.

/** The queue's filters, already checked. */
export interface CaseFilter {
  /** A staff member's id, or null for cases nobody is assigned. */
  assigneeId?: string | null;
  businessType?: string;
  country?: string;
  /** Whole US dollars. */
  minAmount?: number;
  maxAmount?: number;
  /** Entered the review at or after this instant (ISO). */
  submittedFrom?: string;
  /** Entered the review before this instant (ISO). */
  submittedBefore?: string;
  /** Text in the business's name or the applicant's email, case-insensitive. */
  search?: string;
}

export interface CaseRow {
  id: number;
  eligibilityStep: Record<string, unknown> | null;
  submittedAt: Date | null;
  updatedAt: Date;
  reviewStatus: ReviewStatus | null;
  assigneeId: string | null;
  assigneeEmail: string | null;
  email: string;
  name: string;
}

const step = applications.eligibilityStep;
/** The requested amount in whole US dollars, when the answer is a number. */
const requestedAmount = sql`(CASE WHEN jsonb_typeof(${step} -> 'requestedAmount') = 'number' THEN (${step} ->> 'requestedAmount')::numeric END)`;
/** When the case entered the review (applications submitted before the review existed have only updated_at). */
const submitted = sql`coalesce(${applications.submittedAt}, ${applications.updatedAt})`;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally (backslash is PostgreSQL's LIKE escape). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The conditions of `filter`, on submitted applications only. */
function caseConditions(filter: CaseFilter): SQL[] {
  const where: SQL[] = [isNotNull(applications.reviewStatus)];
  if (filter.assigneeId === null) where.push(isNull(applications.assigneeId));
  else if (filter.assigneeId !== undefined) where.push(eq(applications.assigneeId, filter.assigneeId));
  if (filter.businessType)
    where.push(sql`(${step} -> 'businessType') @> ${JSON.stringify([{ code: filter.businessType }])}::jsonb`);
  if (filter.country) where.push(sql`upper(${step} ->> 'countryOfIncorporation') = upper(${filter.country})`);
  if (filter.minAmount !== undefined) where.push(sql`${requestedAmount} >= ${filter.minAmount}`);
  if (filter.maxAmount !== undefined) where.push(sql`${requestedAmount} <= ${filter.maxAmount}`);
  if (filter.submittedFrom) where.push(sql`${submitted} >= ${filter.submittedFrom}::timestamptz`);
  if (filter.submittedBefore) where.push(sql`${submitted} < ${filter.submittedBefore}::timestamptz`);
  if (filter.search) {
    const pattern = containing(filter.search);
    where.push(or(ilike(sql`${step} ->> 'businessName'`, pattern), ilike(applicants.email, pattern))!);
  }
  return where;
}

/** The columns a case summary is made from (applications ⋈ applicants ⟕ staff). */
const caseColumns = {
  id: applications.id,
  eligibilityStep: applications.eligibilityStep,
  submittedAt: applications.submittedAt,
  updatedAt: applications.updatedAt,
  reviewStatus: applications.reviewStatus,
  assigneeId: applications.assigneeId,
  assigneeEmail: staff.email,
  email: applicants.email,
  name: applicants.name,
};

/** How many cases match `filter`, per review status (statuses without any are absent). */
export async function countCasesByStatus(
  db: Executor,
  filter: CaseFilter,
): Promise<{ status: ReviewStatus | null; n: number }[]> {
  const grouped = await db
    .select({ status: applications.reviewStatus, n: count() })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(and(...caseConditions(filter)))
    .groupBy(applications.reviewStatus);
  return grouped.map(({ status, n }) => ({ status, n: Number(n) }));
}

/** One page of the cases matching `filter` (and `status`, if given), the oldest submission first. */
export async function casePage(
  db: Executor,
  filter: CaseFilter,
  status: ReviewStatus | undefined,
  page: { limit: number; offset: number },
): Promise<CaseRow[]> {
  const where = caseConditions(filter);
  if (status) where.push(eq(applications.reviewStatus, status));
  return (
    db
      .select(caseColumns)
      .from(applications)
      .innerJoin(applicants, eq(applicants.id, applications.applicantId))
      .leftJoin(staff, eq(staff.id, applications.assigneeId))
      .where(and(...where))
      // Due dates follow submission times (two business days on), so the oldest submission is due first.
      .orderBy(asc(submitted), asc(applications.id))
      .limit(page.limit)
      .offset(page.offset)
  );
}

/** The case `id` with its applicant and assignee; undefined when there is no such application. */
export async function caseWithApplicant(db: Executor, id: number) {
  const [row] = await db
    .select({
      ...caseColumns,
      applicantId: applicants.id,
      phoneNumber: applicants.phoneNumber,
      stage: applications.stage,
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(staff, eq(staff.id, applications.assigneeId))
    .where(eq(applications.id, id));
  return row;
}

/** The applicant's other applications than `exceptId`, newest first. */
export async function otherApplicationsOf(db: Executor, applicantId: string, exceptId: number) {
  return db
    .select({
      id: applications.id,
      submittedAt: applications.submittedAt,
      reviewStatus: applications.reviewStatus,
    })
    .from(applications)
    .where(and(eq(applications.applicantId, applicantId), ne(applications.id, exceptId)))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

/** The case's notes, oldest first, each with its author's address. */
export async function caseNotesWithAuthors(db: Executor, caseId: number) {
  return db
    .select({
      id: caseNotes.id,
      staffId: caseNotes.staffId,
      email: staff.email,
      text: caseNotes.text,
      createdAt: caseNotes.createdAt,
    })
    .from(caseNotes)
    .leftJoin(staff, eq(staff.id, caseNotes.staffId))
    .where(eq(caseNotes.applicationId, caseId))
    .orderBy(asc(caseNotes.id));
}

/** The case's requests for information, oldest first, each with its author's address. */
export async function informationRequestsWithAuthors(db: Executor, caseId: number) {
  return db
    .select({
      id: informationRequests.id,
      staffId: informationRequests.staffId,
      email: staff.email,
      documents: informationRequests.documentKinds,
      message: informationRequests.message,
      createdAt: informationRequests.createdAt,
      answeredAt: informationRequests.answeredAt,
      reply: informationRequests.reply,
    })
    .from(informationRequests)
    .leftJoin(staff, eq(staff.id, informationRequests.staffId))
    .where(eq(informationRequests.applicationId, caseId))
    .orderBy(asc(informationRequests.id));
}
