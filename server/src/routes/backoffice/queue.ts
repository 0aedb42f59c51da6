import {
  applicationViewQuerySchema,
  applicationViewResultSchema,
  reviewDueAt,
  type ApplicationViewResult,
  PROMISE_STATUSES,
  type CaseSummary,
  type PreReviewApplication,
  type Queue,
  type QueueCase,
  type queueQuerySchema,
  underwritingSectionSchema,
} from '@onboarding/shared/backoffice';
import { REVIEW_STATUSES } from '@onboarding/shared/constants';
import { majorToMinor } from '@onboarding/shared/money';
import { applicationReference, type ReviewStatus } from '@onboarding/shared/server';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  casePage,
  countCasesByStatus,
  latestUnderwritingOf,
  type CaseFilter,
  type CaseRow,
  type QueueRow,
} from '../../data/cases';
import { countPreReview, preReviewPage, type PreReviewRow } from '../../data/pre-review';
import type { Executor } from '../../data/tx';
import { declineOutcome } from '../../eligibility/outcome';
import { isStaffId } from '../../lifecycle/assignment';
import { badRequest } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';
import { auditStaff } from '../../staff/audit';
import type { FlagRules } from '../../underwriting/flag-rules';
import { flagsOf } from '../../underwriting/flags';
import { METRICS_VERSION } from '../../underwriting/service';

// The workbench's queue: every submitted application, filtered, searched and paged in the database, with the
// counts per review status under the other filters, oldest due first. The filters are checked here; the queries
// are the cases data module's.

export const QUEUE_MESSAGES = {
  assignee: 'The assignee must be me, none or a staff member’s id.',
  dates: 'The submission dates must be real dates.',
} as const;

type QueueQuery = z.output<typeof queueQuerySchema>;

function day(value: string, plusDays = 0): string {
  const date = new Date(`${value}T00:00:00.000Z`);
  // The format is checked by the schema; 2026-02-30 passes it and becomes a date in March, which is refused here.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw badRequest(QUEUE_MESSAGES.dates);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString();
}

/** Every filter but the status one (the counts are per status under these); 400 for an unknown assignee or date. */
export function queueFilter(query: QueueQuery, me: string): CaseFilter {
  const filter: CaseFilter = {};
  if (query.assignee !== undefined) {
    if (query.assignee === 'me') filter.assigneeId = me;
    else if (query.assignee === 'none') filter.assigneeId = null;
    else if (isStaffId(query.assignee)) filter.assigneeId = query.assignee;
    else throw badRequest(QUEUE_MESSAGES.assignee);
  }
  if (query.businessType) filter.businessType = query.businessType;
  if (query.country) filter.country = query.country;
  if (query.minAmount !== undefined) filter.minAmount = query.minAmount;
  if (query.maxAmount !== undefined) filter.maxAmount = query.maxAmount;
  if (query.submittedFrom) filter.submittedFrom = day(query.submittedFrom);
  if (query.submittedTo) filter.submittedBefore = day(query.submittedTo, 1);
  const q = query.q?.trim();
  if (q) filter.search = q;
  // The saved views: a reviewer asking for the approver's view gets none (the data module checks the role).
  if (query.awaiting === 'me')
    filter.awaitingApprovalBy = { staffId: me, today: new Date().toISOString().slice(0, 10) };
  if (query.replied === 'yes') filter.applicantReplied = true;
  return filter;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

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

const promiseRuns = (status: CaseSummary['reviewStatus']) =>
  (PROMISE_STATUSES as readonly string[]).includes(status);

/** The main figure from its stored metric (MRR or GMV in minor units), or null when there is none to show. */
function figureOf(metric: QueueRow['figure']): QueueCase['figure'] {
  if (!metric || (metric.key !== 'mrr' && metric.key !== 'gmv')) return null;
  const value = metric.value;
  return typeof value === 'number' && Number.isInteger(value)
    ? { key: metric.key, amountMinor: value, currency: 'USD' }
    : null;
}

const storedSections = z.array(underwritingSectionSchema);

/**
 * The case's flags from its latest stored figures, by the decision summary's rules (flagsOf): the queue lists many
 * cases and never computes figures (that runs a CSV through the workers), so a case whose figures were never
 * computed, or were computed under other metrics' definitions, has none to show (undefined), never a misleading 0.
 * Stored figures that predate newer data give the flags the case page showed with them.
 */
export function storedFlags(
  rules: FlagRules,
  stored: { metricsVersion: string; sections: unknown } | undefined,
  submittedAt: Date | null,
): QueueCase['flags'] {
  if (!stored || stored.metricsVersion !== METRICS_VERSION) return undefined;
  const sections = storedSections.safeParse(stored.sections);
  if (!sections.success) return undefined;
  return flagsOf(rules, { sections: sections.data, submittedAt: submittedAt?.toISOString() ?? null }).map(
    ({ code, severity }) => ({ code, severity }),
  );
}

/** A row of the queue: the summary, the time left only while the review's promise runs, and the triage columns. */
export function queueCase(row: QueueRow, flags?: QueueCase['flags']): QueueCase {
  const summary = caseSummary(row);
  return {
    ...summary,
    dueAt: promiseRuns(summary.reviewStatus) ? summary.dueAt : null,
    suggested: row.suggestedMinor === null ? null : { amountMinor: row.suggestedMinor, currency: 'USD' },
    figure: figureOf(row.figure),
    ...(flags ? { flags } : {}),
    lastActivityAt: row.lastActivityAt.toISOString(),
    applicantReplied: row.applicantReplied,
  };
}

/** The queue's page; with the flag rules, each case's flags from its stored figures (one more query for the page). */
export async function readQueue(
  db: Executor,
  query: QueueQuery,
  me: string,
  flagRules?: FlagRules,
): Promise<Queue> {
  const filter = queueFilter(query, me);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  for (const { status, n } of await countCasesByStatus(db, filter)) if (status) counts[status] = n;
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const rows = total
    ? await casePage(
        db,
        filter,
        query.status,
        {
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        },
        { key: query.sort, dir: query.dir },
      )
    : [];
  const stored = flagRules
    ? await latestUnderwritingOf(
        db,
        rows.map((r) => r.id),
      )
    : new Map<number, never>();
  const cases = rows.map((row) =>
    queueCase(row, flagRules && storedFlags(flagRules, stored.get(row.id), row.submittedAt)),
  );
  return { cases, total, page: query.page, pageSize: query.pageSize, counts };
}

// ---- The views of applications the review never received ---------------------------------------------------------

type ViewQuery = z.output<typeof applicationViewQuerySchema>;

export function preReviewApplication(row: PreReviewRow, coolingOffDays: number): PreReviewApplication {
  const answers = row.eligibilityStep ?? {};
  const decline =
    row.decidedAt && row.reasons
      ? declineOutcome({ eligible: false, reasons: row.reasons, decidedAt: row.decidedAt }, coolingOffDays)
      : null;
  return {
    id: row.id,
    reference: applicationReference(row.id),
    businessName: text(answers.businessName),
    applicantName: row.name,
    email: row.email,
    stage: row.stage,
    superseded: row.status === 'superseded',
    startedAt: row.createdAt.toISOString(),
    lastActivityAt: row.updatedAt.toISOString(),
    declined: decline && { ...decline, decidedAt: row.decidedAt!.toISOString() },
  };
}

export async function readApplicationView(
  db: Executor,
  query: ViewQuery,
  coolingOffDays: number,
): Promise<ApplicationViewResult> {
  const search = query.q?.trim() || undefined;
  const counts = await countPreReview(db, search);
  const total = counts[query.view];
  const rows = total
    ? await preReviewPage(db, query.view, search, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      })
    : [];
  return {
    applications: rows
      // A declined row has its decision; an unsubmitted one may have an eligible decision, which is no decline.
      .map((row) =>
        preReviewApplication(query.view === 'declined' ? row : { ...row, reasons: null }, coolingOffDays),
      ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

/**
 * GET /backoffice/applications: the views "Declined at eligibility" and "Not submitted", beside the queue. For the
 * case readers only (`readers`), read-only, and audited like the queue (`queue.viewed` with the view).
 */
export function registerApplicationViews(fastify: FastifyInstance, readers: preHandlerHookHandler[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/backoffice/applications',
    {
      schema: {
        summary:
          'Applications that never reached the review: declined at eligibility, or not submitted (read-only)',
        tags: ['backoffice'],
        querystring: applicationViewQuerySchema,
        response: { 200: applicationViewResultSchema, ...errorResponses(401, 403, 503) },
      },
      preHandler: readers,
    },
    async (request) => {
      const result = await readApplicationView(
        app.db,
        request.query,
        app.config.ELIGIBILITY_COOLING_OFF_DAYS,
      );
      const { view, q, page, pageSize } = request.query;
      // As the queue's entry: the search text is left out, the applications shown are named by id.
      await auditStaff(app, request, {
        action: 'queue.viewed',
        detail: {
          view,
          search: Boolean(q?.trim()),
          page,
          pageSize,
          caseIds: result.applications.map((a) => a.id),
        },
      });
      return result;
    },
  );
}
