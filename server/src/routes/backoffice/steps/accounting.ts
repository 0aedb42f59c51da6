import {
  ACCOUNTING_LINE_ITEMS,
  accountingPanelSchema,
  type AccountingMonth,
} from '@onboarding/shared/backoffice';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountingConnectionEvents, accountingUploads } from '../../../db/schema';
import { errorResponses } from '../../../plugins/errors';
import { auditCaseView, CASE_READERS, caseParamsSchema, findCase } from '../case-access';

const figure = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A stored month of the workbook, as it was read (figures in the workbook's own units). */
export function accountingMonth(month: Record<string, unknown>): AccountingMonth {
  const out = { month: String(month.month) } as AccountingMonth;
  for (const item of ACCOUNTING_LINE_ITEMS) out[item] = figure(month[item]);
  return out;
}

export default async function accounting(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/cases/:id/accounting',
    {
      schema: {
        summary: 'A case’s accounting step: the OAuth connection (never its tokens), or the monthly accounts',
        tags: ['backoffice'],
        params: caseParamsSchema,
        response: { 200: accountingPanelSchema, ...errorResponses(401, 403, 404, 503) },
      },
      preHandler: [app.staffAuthenticate, app.requireRole(...CASE_READERS)],
    },
    async (request) => {
      const { id } = request.params;
      await findCase(app, id);
      // The API never holds the OAuth tokens (the integration service does); the outcome is all there is here.
      const [connection] = await app.db
        .select({
          service: accountingConnectionEvents.service,
          status: accountingConnectionEvents.status,
          reason: accountingConnectionEvents.reason,
          occurredAt: accountingConnectionEvents.occurredAt,
        })
        .from(accountingConnectionEvents)
        .where(eq(accountingConnectionEvents.applicationId, id))
        .orderBy(desc(accountingConnectionEvents.occurredAt))
        .limit(1);
      const [upload] = await app.db
        .select()
        .from(accountingUploads)
        .where(eq(accountingUploads.applicationId, id))
        .orderBy(desc(accountingUploads.createdAt), desc(accountingUploads.id))
        .limit(1);
      await auditCaseView(app, request, id, 'accounting.viewed');
      const series = upload?.monthlySeries as
        { rows?: Record<string, unknown>; months?: Record<string, unknown>[] } | null | undefined;
      return {
        connection: connection
          ? {
              service: connection.service,
              status: connection.status,
              reason: connection.reason,
              at: connection.occurredAt.toISOString(),
            }
          : null,
        upload: upload
          ? {
              fileName: upload.fileName,
              size: upload.sizeBytes,
              uploadedAt: upload.createdAt.toISOString(),
              sheet: upload.selectedSheet,
              sheetNames: upload.sheetNames,
              rows: Object.fromEntries(
                Object.entries(series?.rows ?? {}).filter((entry): entry is [string, number] =>
                  Number.isInteger(entry[1]),
                ),
              ),
              months: (series?.months ?? []).map(accountingMonth),
            }
          : null,
      };
    },
  );
}
