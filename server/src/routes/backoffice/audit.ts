import { auditPageSchema, auditQuerySchema, type AuditEntryView } from '@onboarding/shared/backoffice';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { auditEntriesWithStaff, type AuditFilter } from '../../data/audit';
import { isStaffId } from '../../lifecycle/assignment';
import { badRequest } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';
import { auditStaff } from '../../staff/audit';
import { caseParamsSchema, CASE_READERS, findCase } from './case-access';

// The audit log as the back office reads it: a case's trail for everyone on the team, and the whole log, per
// case or per staff member, for admins. Newest first, paged by id (an entry written meanwhile never shifts a page).
// Reading it is itself recorded.

export const AUDIT_MESSAGES = { staffId: 'There is no such staff member.' } as const;

const caseAuditQuerySchema = auditQuerySchema.pick({ before: true, limit: true });

async function auditPage(
  db: Db,
  filter: AuditFilter,
  page: { before?: number; limit: number },
): Promise<{ entries: AuditEntryView[]; next: number | null }> {
  const rows = await auditEntriesWithStaff(db, filter, { before: page.before, limit: page.limit + 1 });
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  return {
    entries: shown.map(({ entry, email }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      caseId: entry.applicationId,
      actor: entry.actor,
      staff: entry.staffId ? { id: entry.staffId, email: email ?? '' } : null,
      ip: entry.ip,
      action: entry.action,
      detail: entry.detail,
    })),
    next: more ? shown[shown.length - 1].entry.id : null,
  };
}

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
      await auditStaff(app, request, {
        applicationId: id,
        action: 'audit.viewed',
        detail: { before: request.query.before ?? null },
      });
      return page;
    },
  );

  app.get(
    '/backoffice/audit',
    {
      schema: {
        summary: 'The audit log, newest first, per case and/or per staff member (admins)',
        tags: ['backoffice'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(401, 403, 503) },
      },
      preHandler: [app.staffAuthenticate, app.requireRole('admin')],
    },
    async (request) => {
      const { caseId, staffId, before, limit } = request.query;
      const filter: AuditFilter = {};
      if (caseId !== undefined) filter.caseId = caseId;
      if (staffId !== undefined) {
        if (!isStaffId(staffId)) throw badRequest(AUDIT_MESSAGES.staffId);
        filter.staffId = staffId;
      }
      const page = await auditPage(app.db, filter, { before, limit });
      await auditStaff(app, request, {
        applicationId: null,
        action: 'audit.viewed',
        detail: { caseId: caseId ?? null, staffId: staffId ?? null, before: before ?? null },
      });
      return page;
    },
  );
}
