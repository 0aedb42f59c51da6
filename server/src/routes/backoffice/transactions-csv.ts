import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestCsvImport } from '../../data/transaction-imports';
import { conflict, notFound } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';
import { auditStaff } from '../../staff/audit';
import { isStorageError } from '../../storage/types';
import { CASE_READERS, caseParamsSchema, findCase } from './case-access';
import { CONTENT_SECURITY_POLICY, contentDisposition } from './steps/documents';

export const CSV_DOWNLOAD_MESSAGES = {
  none: 'This case has no uploaded transactions file.',
  gone: 'This file is no longer stored.',
  changed: 'The stored file does not match the one the applicant uploaded.',
} as const;

const CSV_MIME = 'text/csv';
/** The name of a download whose upload predates recorded names. */
const FALLBACK_NAME = 'transactions.csv';

/**
 * GET /backoffice/cases/:id/transactions/csv: the transactions CSV the applicant uploaded (the latest import's), as
 * a download, for the reviewer to open in their own tools. A plain GET (a link), so no CSRF token; case readers only,
 * and every download is audited as a document's is.
 */
export default async function transactionsCsv(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/backoffice/cases/:id/transactions/csv',
    {
      schema: {
        summary: 'The transactions CSV the applicant uploaded, as a download',
        tags: ['backoffice'],
        params: caseParamsSchema,
        response: {
          200: {
            description:
              'The file as uploaded (text/csv, attachment), pinned to the version confirmed on upload',
            content: { 'text/csv': { schema: z.string().describe('The file’s bytes') } },
          },
          ...errorResponses(401, 403, 404, 409, 503),
        },
      },
      preHandler: [app.staffAuthenticate, app.requireRole(...CASE_READERS)],
    },
    async (request, reply) => {
      const { id } = request.params;
      await findCase(app, id);
      const latest = await latestCsvImport(app.db, id);
      if (!latest) throw notFound(CSV_DOWNLOAD_MESSAGES.none);
      const file = latest.file;
      if (!file || file.status !== 'stored' || file.size === null) throw notFound(CSV_DOWNLOAD_MESSAGES.gone);
      // Pinned, as the import read it: the version confirmed on upload, of the size confirmed then.
      const head = await app.storage.head(file.key);
      if (!head) throw notFound(CSV_DOWNLOAD_MESSAGES.gone);
      if (head.size !== file.size || (file.version !== null && head.version !== file.version))
        throw conflict(CSV_DOWNLOAD_MESSAGES.changed);
      let stream;
      try {
        stream = await app.storage.getStream(file.key, { version: file.version ?? undefined });
      } catch (err) {
        if (isStorageError(err, 'NotFound')) throw notFound(CSV_DOWNLOAD_MESSAGES.gone);
        if (isStorageError(err, 'Changed')) throw conflict(CSV_DOWNLOAD_MESSAGES.changed);
        throw err;
      }
      await auditStaff(app, request, {
        applicationId: id,
        action: 'transactions.csv-downloaded',
        detail: { importId: latest.import.id, size: file.size },
      });
      return (
        reply
          .header('Content-Type', CSV_MIME)
          .header('Content-Length', String(file.size))
          .header(
            'Content-Disposition',
            contentDisposition('attachment', file.originalName ?? FALLBACK_NAME, CSV_MIME),
          )
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .header('Cache-Control', 'private, no-store')
          // A stream is sent as it is (no serializer runs); the declared schema only documents the file.
          .send(stream as never)
      );
    },
  );
}
