import {
  ACCOUNTING_SYSTEM_IDS,
  MAX_EXCEL_BYTES,
  accountingUploadResponseSchema,
  excelSheetRowsResponseSchema,
  excelSheetsResponseSchema,
} from '@onboarding/shared/schemas';
import { MESSAGES } from '@onboarding/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExcelPool } from '../../excel/pool';
import type { ExcelTask, TaskResult, UploadResult } from '../../excel/tasks';
import {
  ACCOUNTING_RESULT_AUDIENCE,
  loadServiceKey,
  verifyServiceToken,
} from '../../integration/service-token';
import { stepAllowed } from '../../lifecycle/application';
import { requireBearerToken } from '../../lib/bearer-token';
import { errorResponses } from '../../plugins/errors';
import { connectionOutcomeSchema, recordConnectionEvent, recordUpload } from './accounting-state';
import { collectJsonBodies } from './raw-body';
import { storeWorkbook, workbookStorage } from './workbook-store';

/** The base64 of a 20 MB file plus the JSON around it (names, mapping). */
const MAX_BODY_BYTES = Math.ceil(MAX_EXCEL_BYTES / 3) * 4 + 64 * 1024;

const accountingResultSchema = z.object({
  resultId: z.uuid(),
  applicationId: z.number().int().positive(),
  service: z.enum(ACCOUNTING_SYSTEM_IDS),
  status: z.enum(['connected', 'access_denied']),
  reason: z.string().max(200).nullish(),
  occurredAt: z.iso.datetime({ offset: true }),
});

/**
 * Accounting: the Excel calls (excel-sheets, excel-sheet-rows), monthly accounts (accounting-upload), and the
 * internal call by which the integration service reports an OAuth connection's outcome.
 */
export default async function accounting(app: FastifyInstance) {
  const pool = new ExcelPool({
    onParseFailure: (task, detail) => app.log.debug({ task, detail }, 'workbook could not be parsed'),
  });
  app.addHook('onReady', async () => {
    if (app.config.NODE_ENV !== 'test') pool.warm();
  });
  app.addHook('onClose', () => pool.close());
  const storage = await workbookStorage(app);

  async function runExcel<T extends TaskResult>(request: FastifyRequest, task: ExcelTask): Promise<T> {
    const body = request.body as Buffer;
    return (await pool.run<T>(task, body, { owner: request.session.applicationId })).result;
  }

  /**
   * excel-sheets and excel-sheet-rows: the worker answers `{ sheets }` or `{ rows }` (up to 200 × 200 cells) already
   * serialised, and the bytes are sent as they are. Rebuilding the rows as objects here and checking them against the
   * response schema cost the event loop 30-70 ms, mostly garbage collection; the schemas still document the answer.
   */
  async function sendSerialised(request: FastifyRequest, reply: FastifyReply, task: 'sheets' | 'rows') {
    const body = request.body as Buffer;
    const { json } = await pool.runSerialised(task, body, { owner: request.session.applicationId });
    return reply.type('application/json; charset=utf-8').send(json);
  }

  // Routes whose bodies carry a workbook: the bytes go to a worker unparsed (raw-body.ts). The session is checked
  // on request, before a byte of the body is read.
  await app.register(async (plugin) => {
    const files = plugin.withTypeProvider<ZodTypeProvider>();
    collectJsonBodies(files, MAX_BODY_BYTES, MESSAGES.documentTooLarge);
    // The journey too: a workbook out of order never reaches a worker.
    const onRequest = [app.authenticate, stepAllowed(app, 'accounting')];
    /** A workbook route's options: the checks above, and what it answers. */
    const workbookRoute = <R extends z.ZodType>(summary: string, response: R) => ({
      onRequest,
      schema: {
        summary,
        tags: ['accounting'],
        security: [{ session: [] }],
        response: { 200: response, ...errorResponses(401, 409, 413, 503) },
      },
    });

    files.post(
      '/onboarding/utils/excel-sheets',
      workbookRoute('The sheet names of a monthly-accounts workbook', excelSheetsResponseSchema),
      (request, reply) => sendSerialised(request, reply, 'sheets'),
    );

    files.post(
      '/onboarding/utils/excel-sheet-rows',
      workbookRoute('The first rows of one sheet, for the mapping', excelSheetRowsResponseSchema),
      (request, reply) => sendSerialised(request, reply, 'rows'),
    );

    files.post(
      '/onboarding/accounting-upload',
      workbookRoute(
        'Submit the monthly management accounts (completes the application)',
        accountingUploadResponseSchema,
      ),
      async (request) => {
        const { upload, sheetNames, series, file, sha256 } = await runExcel<UploadResult>(request, 'upload');
        const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
        const storageKey = await storeWorkbook(
          storage,
          request.session.applicationId,
          upload.fileName,
          bytes,
        );
        try {
          await recordUpload(app, request.session, {
            name: upload.name,
            fileName: upload.fileName,
            storageKey,
            sizeBytes: bytes.length,
            sha256,
            sheetNames,
            selectedSheet: upload.selectedSheet || null,
            isMapping: upload.isMapping,
            columnMapping: upload.columnMapping,
            monthlySeries: series,
          });
        } catch (err) {
          await storage.delete(storageKey).catch(() => undefined);
          throw err;
        }
        return { success: true as const, months: series?.months.length ?? 0 };
      },
    );
  });

  const serviceKey = await loadServiceKey(app.config);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/internal/accounting-result',
    {
      onRequest: requireBearerToken(
        (token) => verifyServiceToken(serviceKey, token, ACCOUNTING_RESULT_AUDIENCE),
        'A service token is required.',
      ),
      schema: {
        summary: 'Service to service: the integration service reports an OAuth outcome (never public)',
        tags: ['internal'],
        body: accountingResultSchema,
        response: { 200: z.object({ outcome: connectionOutcomeSchema }), ...errorResponses(401, 404, 503) },
      },
    },
    async (request) => {
      const { occurredAt, ...event } = request.body;
      const outcome = await recordConnectionEvent(app, { ...event, occurredAt: new Date(occurredAt) });
      return { outcome };
    },
  );
}
