import { deletionBodySchema, deletionResponseSchema } from '@onboarding/shared/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { z } from 'zod';
import { dashboardAuthenticate } from '../../dashboard/auth';
import { unauthorized } from '../../lib/http-error';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses } from '../../plugins/errors';
import { eraseApplicant } from '../../privacy/deletion';
import { buildExport, loadExportRows } from '../../privacy/export';
import { loadRetentionPolicy, retentionPolicyFileFrom } from '../../privacy/retention-policy';

// The dashboard's "My data": the applicant's copy of everything held about them (a ZIP), and their deletion
// request. Both take the applicant's session; both are audited (the deletion's entry without the erased data).

/** Stored files are already compressed (PDF, images, workbooks): storing them as they are costs size, not CPU. */
const STORED = { compress: false } as const;

export default async function myData(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const retention = await loadRetentionPolicy(retentionPolicyFileFrom({ ...process.env, ...app.config }));

  app.get(
    '/dashboard/export',
    {
      onRequest: [dashboardAuthenticate(app)],
      schema: {
        summary: 'Everything held about the applicant: a ZIP of data.json and the original files',
        tags: ['dashboard'],
        security: [{ session: [] }],
        response: {
          200: {
            description: 'The ZIP (application/zip, attachment onboarding-data-<date>.zip)',
            content: { 'application/zip': { schema: z.string().describe('The ZIP’s bytes') } },
          },
          ...errorResponses(401, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { applicantId, applicationId } = request.dashboard;
      // Each export reads every file of the applicant from storage: a few per window is plenty.
      await app.rateLimits.check(request, 'data_export', { email: applicantId });
      const rows = await loadExportRows(app.db, applicantId);
      if (!rows) throw unauthorized();
      const keys = rows.applications.flatMap((a) => [
        ...a.documents.map((d) => d.key),
        ...a.uploads.map((u) => u.key),
        ...a.accountingUploads.map((u) => u.storageKey),
        ...a.offers.flatMap((o) => (o.pdfKey ? [o.pdfKey] : [])),
      ]);
      const present = new Set<string>();
      for (const key of new Set(keys)) if (await app.storage.exists(key)) present.add(key);
      const now = new Date();
      const { data, files } = buildExport(rows, present, now);
      await app.audit({
        applicationId,
        applicantId,
        action: 'data.exported',
        detail: { applications: rows.applications.length, files: files.length },
      });

      const zip = new yazl.ZipFile();
      zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'data.json', { mtime: now });
      for (const file of files) {
        // Opened one at a time as the ZIP reaches it: never every object at once, never a whole file in memory.
        zip.addReadStreamLazy(file.path, { ...STORED, mtime: now }, (done) => {
          app.storage.getStream(file.key).then(
            (stream) => done(null, stream),
            (err: unknown) => done(err, undefined as never),
          );
        });
      }
      zip.end();
      const output = zip.outputStream as Readable;
      // Headers are gone by the time a file fails to read: the download is cut short rather than left incomplete.
      zip.on('error', (err: Error) => {
        request.log.error({ err }, 'data export failed while streaming');
        output.destroy(err);
      });
      request.log.info({ files: files.length }, 'data export started');
      return reply
        .header('Content-Type', 'application/zip')
        .header(
          'Content-Disposition',
          `attachment; filename="onboarding-data-${now.toISOString().slice(0, 10)}.zip"`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(output as never);
    },
  );

  app.post(
    '/dashboard/deletion',
    {
      onRequest: [app.rateLimits.perIp('data_deletion'), dashboardAuthenticate(app)],
      schema: {
        summary:
          'Erase the applicant’s applications, files and personal data, but what the retention policy keeps',
        tags: ['dashboard'],
        security: [{ session: [] }],
        body: deletionBodySchema,
        response: { 200: deletionResponseSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request) => {
      const answer = await eraseApplicant(
        app,
        request.dashboard.applicantId,
        retention,
        new Date(),
        requestLanguage(request),
      );
      request.log.info(
        { applications: answer.erased.applications, files: answer.erased.files, kept: answer.kept.length },
        'applicant erased',
      );
      return answer;
    },
  );
}
