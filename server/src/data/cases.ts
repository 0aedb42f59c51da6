import { PROMISE_STATUSES, type QueueSortKey, type SortDirection } from '@onboarding/shared/backoffice';
import { REVIEW_STATUSES } from '@onboarding/shared/constants';
import type { ReviewStatus } from '@onboarding/shared/server';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  applicants,
  applications,
  auditLog,
  caseNotes,
  informationRequests,
  offerApprovals,
  offers,
  staff,
  underwritingResults,
} from '../db/schema';
import type { Executor } from './tx';

// The case aggregate: a submitted application with its notes and requests for information. The back office's reads
// of cases: the queue, filtered, searched and paged in the database, and one case with its applicant, notes and
// requests (each with its author's address); and the notes' and requests' own queries, whoever writes or reads them
// (the review's actions, the dashboard, privacy). The answers of the eligibility step are jsonb: each filter reads
// them defensively (a value of another type matches nothing rather than failing the query), so it runs the same on
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
  /** Awaiting this approver: a proposed version someone else proposed, not yet approved by them, still valid. */
  awaitingApprovalBy?: { staffId: string; today: string };
  /** Only cases whose applicant answered a request after the last staff change (`applicantReplied`). */
  applicantReplied?: boolean;
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

/** The latest stored underwriting of the case (the queue never computes: that runs the CSV through the workers). */
const latestUnderwriting = sql`(SELECT ${underwritingResults.result} FROM ${underwritingResults} WHERE ${underwritingResults.applicationId} = ${applications.id} ORDER BY ${underwritingResults.computedAt} DESC, ${underwritingResults.id} DESC LIMIT 1)`;
/** The pricing guide's suggested facility in minor units (null without one). */
const suggestedMinor = sql<
  number | null
>`((${latestUnderwriting}) -> 'pricing' ->> 'suggestedMinor')::bigint`;
/** The main figure's metric (MRR of a SaaS section, else GMV of a marketplace one), a jsonb object or null. */
const figureMetric = sql`coalesce(jsonb_path_query_first((${latestUnderwriting}), '$.sections[*] ? (@.kind == "saas").metrics[*] ? (@.key == "mrr" && @.value != null)'), jsonb_path_query_first((${latestUnderwriting}), '$.sections[*] ? (@.kind == "marketplace").metrics[*] ? (@.key == "gmv" && @.value != null)'))`;
const figureValue = sql`((${figureMetric}) ->> 'value')::numeric`;
/** Audited moves on the case, reading left out (views of the case, its letter, its figures, and recomputing them). */
const changes = sql`${auditLog.applicationId} = ${applications.id} AND ${auditLog.action} NOT LIKE '%viewed' AND ${auditLog.action} NOT LIKE 'underwriting.%'`;
/** The latest audited change on the case by anyone, or its submission. */
const lastActivity = sql`greatest(${submitted}, (SELECT max(${auditLog.at}) FROM ${auditLog} WHERE ${changes}))`;
const lastStaffChange = sql`(SELECT max(${auditLog.at}) FROM ${auditLog} WHERE ${changes} AND ${auditLog.staffId} IS NOT NULL)`;
const lastAnswer = sql`(SELECT max(${informationRequests.answeredAt}) FROM ${informationRequests} WHERE ${informationRequests.applicationId} = ${applications.id})`;
/** The applicant answered a request after the team's last change on the case: the ball is in the team's court. */
const applicantReplied = sql`(${lastAnswer} IS NOT NULL AND (${lastStaffChange} IS NULL OR ${lastAnswer} > ${lastStaffChange}))`;
const promiseRuns = sql`${applications.reviewStatus} IN (${sql.join(
  PROMISE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)})`;
const statusOrder = sql`array_position(ARRAY[${sql.join(
  REVIEW_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${applications.reviewStatus})`;

/** What each sort key orders by (a whitelist: the query schema names the keys); empty values come last. */
const SORT_EXPRESSIONS: Record<QueueSortKey, SQL> = {
  // Due dates follow submission times (two business days on), so the oldest submission is due first.
  due: sql`CASE WHEN ${promiseRuns} THEN ${submitted} END`,
  business: sql`lower(${step} ->> 'businessName')`,
  status: statusOrder,
  requested: requestedAmount,
  suggested: suggestedMinor,
  figure: figureValue,
  activity: lastActivity,
  assignee: sql`lower(${staff.email})`,
};

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
  const awaiting = filter.awaitingApprovalBy;
  if (awaiting) {
    // The four-eyes rule and the approver's role as offers/rules.ts decides them, in SQL so the view pages.
    where.push(eq(applications.reviewStatus, 'OFFER_PROPOSED'));
    where.push(
      sql`EXISTS (SELECT 1 FROM ${staff} WHERE ${staff.id} = ${awaiting.staffId} AND ${staff.role} = 'approver')`,
    );
    where.push(
      sql`EXISTS (SELECT 1 FROM ${offers} WHERE ${offers.applicationId} = ${applications.id} AND ${offers.status} = 'proposed' AND ${offers.proposedBy} <> ${awaiting.staffId} AND ${offers.validUntil} >= ${awaiting.today}::date AND NOT EXISTS (SELECT 1 FROM ${offerApprovals} WHERE ${offerApprovals.offerId} = ${offers.id} AND ${offerApprovals.staffId} = ${awaiting.staffId}))`,
    );
  }
  if (filter.applicantReplied) where.push(applicantReplied);
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

/** A timestamptz as the driver gives a raw expression's: a Date, or PostgreSQL's text (`2026-03-02 10:00:00+00`). */
function instant(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value).replace(' ', 'T');
  return new Date(/[+-]\d{2}$/.test(text) ? `${text}:00` : text);
}

/** A row of the queue: the case's summary's columns and what the reviewer triages by. */
export interface QueueRow extends CaseRow {
  suggestedMinor: number | null;
  /** The main figure's metric as stored ({ key, value, … }), or null. */
  figure: { key?: unknown; value?: unknown } | null;
  lastActivityAt: Date;
  applicantReplied: boolean;
}

/**
 * One page of the cases matching `filter` (and `status`, if given), ordered by `sort` (empty values last), ties by
 * id. The default, `due` ascending, is the oldest submission first among the cases whose promise still runs.
 */
export async function casePage(
  db: Executor,
  filter: CaseFilter,
  status: ReviewStatus | undefined,
  page: { limit: number; offset: number },
  sort: { key: QueueSortKey; dir: SortDirection } = { key: 'due', dir: 'asc' },
): Promise<QueueRow[]> {
  const where = caseConditions(filter);
  if (status) where.push(eq(applications.reviewStatus, status));
  const order = sort.dir === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await db
    .select({
      ...caseColumns,
      suggestedMinor: suggestedMinor.mapWith((v) => (v === null ? null : Number(v))),
      figure: sql<QueueRow['figure']>`${figureMetric}`,
      lastActivityAt: sql<Date>`${lastActivity}`.mapWith(instant),
      applicantReplied: sql<boolean>`${applicantReplied}`.mapWith(Boolean),
    })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .leftJoin(staff, eq(staff.id, applications.assigneeId))
    .where(and(...where))
    .orderBy(sql`${SORT_EXPRESSIONS[sort.key]} ${order} NULLS LAST`, asc(applications.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/**
 * The latest stored underwriting of each case in `ids` (a queue's page) with its metrics' version, by case: one query
 * for the page, never a computation. A case without stored figures is absent.
 */
export async function latestUnderwritingOf(
  db: Executor,
  ids: number[],
): Promise<Map<number, { metricsVersion: string; sections: unknown }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([underwritingResults.applicationId], {
      applicationId: underwritingResults.applicationId,
      metricsVersion: underwritingResults.metricsVersion,
      sections: sql<unknown>`${underwritingResults.result} -> 'sections'`,
    })
    .from(underwritingResults)
    .where(inArray(underwritingResults.applicationId, ids))
    .orderBy(
      underwritingResults.applicationId,
      desc(underwritingResults.computedAt),
      desc(underwritingResults.id),
    );
  return new Map(rows.map(({ applicationId, ...rest }) => [applicationId, rest]));
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

/** A case's rows of `table` (its notes or its requests), oldest first, each with `fields` and its author's address. */
function withAuthors<F extends SelectedFields>(
  db: Executor,
  table: typeof caseNotes | typeof informationRequests,
  fields: F,
  caseId: number,
) {
  return db
    .select({ ...fields, staffId: table.staffId, email: staff.email })
    .from(table)
    .leftJoin(staff, eq(staff.id, table.staffId))
    .where(eq(table.applicationId, caseId))
    .orderBy(asc(table.id));
}

/** The case's notes, oldest first, each with its author's address. */
export async function caseNotesWithAuthors(db: Executor, caseId: number) {
  const { id, text, createdAt } = caseNotes;
  return withAuthors(db, caseNotes, { id, text, createdAt }, caseId);
}

/** The case's requests for information, oldest first, each with its author's address. */
export async function informationRequestsWithAuthors(db: Executor, caseId: number) {
  const { id, documentKinds: documents, message, createdAt, answeredAt, reply } = informationRequests;
  return withAuthors(
    db,
    informationRequests,
    { id, documents, message, createdAt, answeredAt, reply },
    caseId,
  );
}

/** Adds a note to the case; the whole row. */
export async function insertCaseNote(db: Executor, values: typeof caseNotes.$inferInsert) {
  const [note] = await db.insert(caseNotes).values(values).returning();
  return note;
}

/** Asks the applicant for information on the case; the request's id. */
export async function insertInformationRequest(
  db: Executor,
  values: typeof informationRequests.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(informationRequests).values(values).returning({ id: informationRequests.id });
  return row.id;
}

/** The case's unanswered requests for information, newest first. */
export async function openInformationRequests(db: Executor, caseId: number) {
  return db
    .select({ id: informationRequests.id, documentKinds: informationRequests.documentKinds })
    .from(informationRequests)
    .where(and(eq(informationRequests.applicationId, caseId), isNull(informationRequests.answeredAt)))
    .orderBy(desc(informationRequests.id));
}

/** Marks the case's unanswered requests answered at `now`. */
export async function answerInformationRequests(db: Executor, caseId: number, now: Date): Promise<void> {
  await db
    .update(informationRequests)
    .set({ answeredAt: now })
    .where(and(eq(informationRequests.applicationId, caseId), isNull(informationRequests.answeredAt)));
}

/** Keeps the applicant's words with the requests `ids` they answer. */
export async function replyToInformationRequests(db: Executor, ids: number[], reply: string): Promise<void> {
  await db.update(informationRequests).set({ reply }).where(inArray(informationRequests.id, ids));
}

export type InformationRequestRow = typeof informationRequests.$inferSelect;

/** The whole rows of the requests for information of the cases `caseIds`, oldest first. */
export async function informationRequestsOf(
  db: Executor,
  caseIds: number[],
): Promise<InformationRequestRow[]> {
  return db
    .select()
    .from(informationRequests)
    .where(inArray(informationRequests.applicationId, caseIds))
    .orderBy(asc(informationRequests.id));
}

/** Deletes the notes and the requests for information of the cases `caseIds`. */
export async function deleteCaseRecordsOf(db: Executor, caseIds: number[]): Promise<void> {
  await db.delete(caseNotes).where(inArray(caseNotes.applicationId, caseIds));
  await db.delete(informationRequests).where(inArray(informationRequests.applicationId, caseIds));
}
