import { Readable } from 'node:stream';
import {
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  type AuditEntryView,
} from '@onboarding/shared/backoffice';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { allAuditEntries, auditEntriesWithStaff, type AuditFilter, type AuditRow } from '../../data/audit';
import { isStaffId } from '../../lifecycle/assignment';
import { badRequest } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';
import { auditStaff } from '../../staff/audit';
import { auditLogCsvHeader, auditLogCsvLine, auditLogJsonLine } from './audit-export';
import { auditCaseView, caseParamsSchema, CASE_READERS, findCase } from './case-access';

// The audit log as the back office reads it: a case's trail for everyone on the team, and the whole log, filtered
// by case, member, action, time and business name, for admins, on screen or exported. Newest first, paged by id
// (an entry written meanwhile never shifts a page). Reading it and exporting it are themselves recorded.

export const AUDIT_MESSAGES = {
  staffId: 'There is no such staff member.',
  range: 'The end of the period must come after its start.',
} as const;

const caseAuditQuerySchema = auditQuerySchema.pick({ before: true, limit: true });

/** An entry as the back office shows it: a `staff:<id>` actor reads as a staff member, named by address. */
export function auditEntryView({
  entry,
  actingId,
  email,
  targetId,
  targetEmail,
  business,
}: AuditRow): AuditEntryView {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    caseId: entry.applicationId,
    business,
    actor: actingId ? 'staff' : entry.actor,
    staff: actingId ? { id: actingId, email: email ?? '' } : null,
    target: targetId || targetEmail ? { id: targetId, email: targetEmail } : null,
    ip: entry.ip,
    action: entry.action,
    detail: entry.detail,
  };
}

async function auditPage(
  db: Db,
  filter: AuditFilter,
  page: { before?: number; limit: number },
): Promise<{ entries: AuditEntryView[]; next: number | null }> {
  const rows = await auditEntriesWithStaff(db, filter, { before: page.before, limit: page.limit + 1 });
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return {
    entries: shown.map(auditEntryView),
    next: more ? shown[shown.length - 1].entry.id : null,
  };
}

/** The admin's filters, checked: a member by id, a period whose end follows its start. */
function filterOf(query: {
  caseId?: number;
  staffId?: string;
  action?: string;
  from?: string;
  to?: string;
  business?: string;
}): AuditFilter {
  const filter: AuditFilter = {};
  if (query.caseId !== undefined) filter.caseId = query.caseId;
  if (query.staffId) {
    if (!isStaffId(query.staffId)) throw badRequest(AUDIT_MESSAGES.staffId);
    filter.staffId = query.staffId;
  }
  if (query.action) filter.action = query.action;
  if (query.from) filter.from = new Date(query.from);
  if (query.to) filter.to = new Date(query.to);
  if (filter.from && filter.to && filter.to <= filter.from) throw badRequest(AUDIT_MESSAGES.range);
  if (query.business) filter.business = query.business;
  return filter;
}

/** The filter as the audit entry of its reading records it (what was looked for, not what was found). */
const filterDetail = (filter: AuditFilter) => ({
  caseId: filter.caseId ?? null,
  staffId: filter.staffId ?? null,
  action: filter.action ?? null,
  from: filter.from?.toISOString() ?? null,
  to: filter.to?.toISOString() ?? null,
  business: filter.business ?? null,
});

export default async function audit(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/backoffice/cases/:id/audit',
    {
      schema: {
        summary: 'A case’s audit trail, newest first (every staff role)',
        tags: ['backoffice'],
        params: caseParamsSchema,
        querystring: caseAuditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(401, 403, 404, 503) },
      },
      preHandler: [app.staffAuthenticate, app.requireRole(...CASE_READERS, 'admin')],
    },
    async (request) => {
      const { id } = request.params;
      await findCase(app, id);
      const page = await auditPage(app.db, { caseId: id }, request.query);
      await auditCaseView(app, request, id, 'audit.viewed', { before: request.query.before ?? null });
      return page;
    },
  );

  app.get(
    '/backoffice/audit',
    {
      schema: {
        summary:
          'The audit log, newest first, filtered by case, member, action, period and business name (admins)',
        tags: ['backoffice'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403, 503) },
      },
      preHandler: [app.staffAuthenticate, app.requireRole('admin')],
    },
    async (request) => {
      const { before, limit } = request.query;
      const filter = filterOf(request.query);
      const page = await auditPage(app.db, filter, { before, limit });
      await auditStaff(app, request, {
        applicationId: null,
        action: 'audit.viewed',
        detail: { ...filterDetail(filter), before: before ?? null },
      });
      return page;
    },
  );

  app.get(
    '/backoffice/audit/export',
    {
      schema: {
        summary: 'The filtered audit log as a file: CSV or JSON lines, newest first (admins)',
        tags: ['backoffice'],
        querystring: auditExportQuerySchema,
        response: {
          200: {
            description: 'The entries, streamed: a CSV header and one row each, or one JSON object a line',
            content: {
              'text/csv': { schema: z.string() },
              'application/x-ndjson': { schema: z.string() },
            },
          },
          ...errorResponses(400, 401, 403, 503),
        },
      },
      preHandler: [app.staffAuthenticate, app.requireRole('admin')],
    },
    async (request, reply) => {
      const { format } = request.query;
      const filter = filterOf(request.query);
      // Recorded before the first row leaves: an export cut short was still an export.
      await auditStaff(app, request, {
        applicationId: null,
        action: 'audit.exported',
        detail: { ...filterDetail(filter), format },
      });
      const db = app.db;
      async function* lines() {
        if (format === 'csv') yield auditLogCsvHeader();
        for await (const row of allAuditEntries(db, filter)) {
          const view = auditEntryView(row);
          yield format === 'csv' ? auditLogCsvLine(view) : auditLogJsonLine(view);
        }
      }
      const stamp = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="audit-log-${stamp}.${format}"`)
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
          // A stream is sent as it is (no serializer runs); the declared schema only documents the file.
          .send(Readable.from(lines()) as never)
      );
    },
  );
}
