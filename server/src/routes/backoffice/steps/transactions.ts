import { transactionsPanelSchema, type RevenuePoint } from '@onboarding/shared/backoffice';
import { majorToMinor } from '@onboarding/shared/money';
import { TRANSACTION_PROVIDERS } from '@onboarding/shared/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { latestCsvImport } from '../../../data/transaction-imports';
import { entertainmentPaths, providerCredentials } from '../../../db/schema';
import { errorResponses } from '../../../plugins/errors';
import { auditCaseView, CASE_READERS, caseParamsSchema, findCase } from '../case-access';

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;

/** A stored month of the CSV's series (amounts in major units, two decimals) in integer minor units. */
export function revenuePoint(point: Record<string, unknown>): RevenuePoint {
  const saas = 'mrr' in point;
  return {
    month: String(point.month),
    revenueMinor: majorToMinor(saas ? point.mrr : point.gmv) ?? 0,
    billingsMinor: saas ? majorToMinor(point.billings) : null,
    takeMinor: saas ? null : majorToMinor(point.take),
    orders: saas ? null : count(point.orders),
    activeCustomers: count(point.active_customers),
    newCustomers: count(point.new_customers),
    churnedCustomers: count(point.churned_customers),
  };
}

export default async function transactions(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/cases/:id/transactions',
    {
      schema: {
        summary:
          'A case’s transactions step: the provider connection (never its keys), or the CSV and its series',
        tags: ['backoffice'],
        params: caseParamsSchema,
        response: { 200: transactionsPanelSchema, ...errorResponses(401, 403, 404, 503) },
      },
      preHandler: [app.staffAuthenticate, app.requireRole(...CASE_READERS)],
    },
    async (request) => {
      const { id } = request.params;
      const application = await findCase(app, id);
      // Only what describes the connection is selected: the sealed key and client id never leave the table.
      const [credential] = await app.db
        .select({
          provider: providerCredentials.provider,
          status: providerCredentials.status,
          verification: providerCredentials.verification,
          verifiedAt: providerCredentials.verifiedAt,
          createdAt: providerCredentials.createdAt,
        })
        .from(providerCredentials)
        .where(eq(providerCredentials.applicationId, id))
        .orderBy(desc(providerCredentials.createdAt), desc(providerCredentials.id))
        .limit(1);
      const latest = await latestCsvImport(app.db, id);
      const csv = latest?.import;
      const [path] = await app.db
        .select({ applicationId: entertainmentPaths.applicationId })
        .from(entertainmentPaths)
        .where(eq(entertainmentPaths.applicationId, id));
      await auditCaseView(app, request, id, 'transactions.viewed');

      const provider = credential && TRANSACTION_PROVIDERS.find((p) => p.id === credential.provider);
      const systemType = application.transactionsStep?.systemType;
      return {
        systemType: typeof systemType === 'string' ? systemType : null,
        skipped: Boolean(path),
        provider: credential
          ? {
              system: provider?.systemType ?? credential.provider.toUpperCase(),
              name: provider?.name ?? credential.provider,
              status: credential.status,
              verification: credential.verification,
              verifiedAt: credential.verifiedAt?.toISOString() ?? null,
              connectedAt: credential.createdAt.toISOString(),
            }
          : null,
        csv:
          latest && csv
            ? {
                fileName: latest.file?.originalName ?? null,
                size: csv.bytes,
                available: latest.file?.status === 'stored',
                uploadedAt: csv.createdAt.toISOString(),
                systemName: csv.systemName,
                industry: csv.industry,
                method: csv.method,
                dateOrder: csv.dateOrder,
                mapping: Object.fromEntries(
                  Object.entries(csv.mapping).map(([field, column]) => [field, String(column)]),
                ),
                skipValidation: csv.skipValidation,
                customers: csv.customers,
                rowsRead: csv.rowsRead,
                rowsRejected: csv.rowsRejected,
                series: csv.series.map(revenuePoint),
              }
            : null,
      };
    },
  );
}
