import {
  reviewDueAt,
  type CaseSummary,
  type Queue,
  type queueQuerySchema,
} from '@onboarding/shared/backoffice';
import { REVIEW_STATUSES } from '@onboarding/shared/constants';
import { majorToMinor } from '@onboarding/shared/money';
import type { ReviewStatus } from '@onboarding/shared/server';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { applicants, applications, staff } from '../../db/schema';
import { isStaffId } from '../../lifecycle/assignment';
import { badRequest } from '../../lib/http-error';

// The workbench's queue: every submitted application, filtered, searched and paged in the database, with the
// counts per review status under the other filters, oldest due first. The answers of the eligibility step are jsonb:
// each filter reads them defensively (a value of another type matches nothing rather than failing the query), so it
// runs the same on PGlite and PostgreSQL.

export const QUEUE_MESSAGES = {
  assignee: 'The assignee must be me, none or a staff member’s id.',
  dates: 'The submission dates must be real dates.',
} as const;

type QueueQuery = z.output<typeof queueQuerySchema>;

const step = applications.eligibilityStep;
/** The requested amount in whole US dollars, when the answer is a number. */
const requestedAmount = sql`(CASE WHEN jsonb_typeof(${step} -> 'requestedAmount') = 'number' THEN (${step} ->> 'requestedAmount')::numeric END)`;
/** When the case entered the review (applications submitted before the review existed have only updated_at). */
const submitted = sql`coalesce(${applications.submittedAt}, ${applications.updatedAt})`;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally (backslash is PostgreSQL's LIKE escape). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function day(value: string, plusDays = 0): string {
  const date = new Date(`${value}T00:00:00.000Z`);
  // The format is checked by the schema; 2026-02-30 passes it and becomes a date in March, which is refused here.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw badRequest(QUEUE_MESSAGES.dates);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString();
}

/** Every filter but the status one (the counts are per status under these). */
export function queueFilters(query: QueueQuery, me: string): SQL[] {
  const where: SQL[] = [isNotNull(applications.reviewStatus)];
  if (query.assignee !== undefined) {
    if (query.assignee === 'me') where.push(eq(applications.assigneeId, me));
    else if (query.assignee === 'none') where.push(isNull(applications.assigneeId));
    else if (isStaffId(query.assignee)) where.push(eq(applications.assigneeId, query.assignee));
    else throw badRequest(QUEUE_MESSAGES.assignee);
  }
  if (query.businessType)
    where.push(sql`(${step} -> 'businessType') @> ${JSON.stringify([{ code: query.businessType }])}::jsonb`);
  if (query.country) where.push(sql`upper(${step} ->> 'countryOfIncorporation') = upper(${query.country})`);
  if (query.minAmount !== undefined) where.push(sql`${requestedAmount} >= ${query.minAmount}`);
  if (query.maxAmount !== undefined) where.push(sql`${requestedAmount} <= ${query.maxAmount}`);
  if (query.submittedFrom) where.push(sql`${submitted} >= ${day(query.submittedFrom)}::timestamptz`);
  if (query.submittedTo) where.push(sql`${submitted} < ${day(query.submittedTo, 1)}::timestamptz`);
  const q = query.q?.trim();
  if (q) {
    const pattern = containing(q);
    where.push(or(ilike(sql`${step} ->> 'businessName'`, pattern), ilike(applicants.email, pattern))!);
  }
  return where;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

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

/** The columns a case summary is made from (applications ⋈ applicants ⟕ staff). */
export const caseColumns = {
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

export function caseSummary(row: CaseRow): CaseSummary {
  const answers = row.eligibilityStep ?? {};
  const submittedAt = row.submittedAt ?? row.updatedAt;
  const types = Array.isArray(answers.businessType) ? (answers.businessType as unknown[]) : [];
  return {
    id: row.id,
    businessName: text(answers.businessName),
    email: row.email,
    applicantName: row.name,
    businessType: types.map((t) => text((t as { name?: unknown } | null)?.name)).filter(Boolean),
    country: text(answers.countryOfIncorporation),
    requested: { amountMinor: majorToMinor(answers.requestedAmount) ?? 0, currency: 'USD' },
    submittedAt: submittedAt.toISOString(),
    dueAt: reviewDueAt(submittedAt).toISOString(),
    reviewStatus: row.reviewStatus ?? 'SUBMITTED',
    assignee: row.assigneeId ? { id: row.assigneeId, email: row.assigneeEmail ?? '' } : null,
  };
}

export async function readQueue(db: Db, query: QueueQuery, me: string): Promise<Queue> {
  const filters = queueFilters(query, me);
  const grouped = await db
    .select({ status: applications.reviewStatus, n: count() })
    .from(applications)
    .innerJoin(applicants, eq(applicants.id, applications.applicantId))
    .where(and(...filters))
    .groupBy(applications.reviewStatus);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  for (const { status, n } of grouped) if (status) counts[status] = Number(n);
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const where = query.status ? [...filters, eq(applications.reviewStatus, query.status)] : filters;
  const rows = total
    ? await db
        .select(caseColumns)
        .from(applications)
        .innerJoin(applicants, eq(applicants.id, applications.applicantId))
        .leftJoin(staff, eq(staff.id, applications.assigneeId))
        .where(and(...where))
        // Due dates follow submission times (two business days on), so the oldest submission is due first.
        .orderBy(asc(submitted), asc(applications.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
    : [];
  return { cases: rows.map(caseSummary), total, page: query.page, pageSize: query.pageSize, counts };
}
