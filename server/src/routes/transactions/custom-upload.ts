import {
  CSV_DATE_COLUMN,
  checkCsvColumnCount,
  csvCheckResponseSchema,
  customUploadResponseSchema,
  customUploadSchema,
  type CustomUpload,
} from '@onboarding/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { transactionImports, uploads } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { isStorageError } from '../../storage';
import { mappingForStorage, resolveColumnMapping } from '../../transactions/column-mapping';
import { readCsvHead } from '../../transactions/csv-head';
import type { ImportResult } from '../../transactions/csv-import';
import { sniffDateOrder, type DateOrder } from '../../transactions/csv-values';
import { AnalysisCache } from '../../transactions/analysis-cache';
import { CsvImportError } from '../../transactions/import-error';
import type { Session } from '../../types';
import { confirmStoredUpload, type StoredUpload } from '../uploads/upload-store';
import { stepAllowed, takeStep } from '../../lifecycle/application';
import { errorResponses } from '../../plugins/errors';
import { supersedeConnections } from '../../transactions/connections';

export const UPLOAD_NOT_FOUND = 'We could not find your uploaded file. Please upload it again.';
export const UPLOAD_CHANGED = 'Your uploaded file was replaced after it was checked. Please upload it again.';

/** Samples returned to the browser; the stored row keeps more for the review team. */
const SAMPLES_IN_ANSWER = 5;

interface Analysis {
  upload: StoredUpload;
  mapping: Record<string, string>;
  dateOrder: DateOrder;
  result: ImportResult;
}

/** Analyses of recent uploads (transactions/analysis-cache.ts): utils/check then custom-upload read a file once. */
const analyses = new AnalysisCache<Analysis>();

/**
 * Reads the caller's own stored upload: header first (column count, mapping), then the whole object as a stream
 * through the worker, once per upload and set of options. Nothing is written here.
 */
async function analyse(app: FastifyInstance, session: Session, payload: CustomUpload): Promise<Analysis> {
  // Found by timestamp within the caller's application only: another applicant's timestamp is simply not found.
  const upload = await confirmStoredUpload(app, session.applicationId, payload.timestamp);
  if (!upload) throw notFound(UPLOAD_NOT_FOUND);
  const key = JSON.stringify([
    upload.key,
    upload.version ?? upload.size,
    payload.industry,
    payload.calculation_metod,
    payload.skip_validation,
    Object.entries(payload.col_mapping).sort(),
  ]);
  return analyses.get(key, () => readUpload(app, session.applicationId, upload, payload));
}

async function readUpload(
  app: FastifyInstance,
  applicationId: number,
  upload: StoredUpload,
  payload: CustomUpload,
): Promise<Analysis> {
  const open = async () => {
    try {
      return await app.storage.getStream(upload.key, { version: upload.version });
    } catch (err) {
      if (isStorageError(err, 'NotFound')) throw notFound(UPLOAD_NOT_FOUND);
      if (isStorageError(err, 'Changed')) throw conflict(UPLOAD_CHANGED);
      throw err;
    }
  };
  const head = await readCsvHead(await open());
  const columnsError = checkCsvColumnCount(payload.industry, head.headers.length);
  if (columnsError) throw new CsvImportError(400, columnsError);
  const mapping = resolveColumnMapping(payload.industry, payload.col_mapping, head.headers);
  const dateIndex = mapping[CSV_DATE_COLUMN[payload.industry]]!.index;
  const dateOrder = sniffDateOrder(head.sampleRows.map((row) => row[dateIndex] ?? ''));
  const result = await app.transactions.importer.run(applicationId, await open(), {
    industry: payload.industry,
    method: payload.calculation_metod,
    mapping,
    headerCount: head.headers.length,
    delimiter: head.delimiter,
    dateOrder,
    validateDates: !payload.skip_validation,
  });
  return { upload, mapping: mappingForStorage(payload.industry, mapping), dateOrder, result };
}

function summary(result: ImportResult) {
  return {
    months: result.series.length,
    first_month: result.series[0]?.month ?? null,
    last_month: result.series.at(-1)?.month ?? null,
    customers: result.customers,
    rows_read: result.rowsRead,
    rows_rejected: result.rowsRejected,
    rejected_by_kind: result.rejectedByKind,
    rejected_samples: result.rejectedSamples.slice(0, SAMPLES_IN_ANSWER),
  };
}

export default async function customUpload(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: the session and the journey are checked before the body is even validated, so an
  // anonymous caller learns nothing about the payload rules and gets a 401.
  const onRequest = [app.authenticate, stepAllowed(app, 'transactions')];
  /** A route that takes the custom-upload payload; `response` is what it answers. */
  const payloadRoute = <R extends z.ZodType>(summary: string, response: R) => ({
    onRequest,
    schema: {
      summary,
      tags: ['transactions'],
      security: [{ session: [] }],
      body: customUploadSchema,
      response: { 200: response, ...errorResponses(401, 404, 409, 503) },
    },
  });

  /**
   * POST /api/onboarding/custom-upload: the payload of spec section 3 (version, col_mapping, industry,
   * calculation_metod, system_name, skip_validation, timestamp). Stores the mapping and the monthly series, sets
   * transactions_step { systemType: 'OTHER', systemName, industry }, TRANSACTION, stage ACCOUNTING.
   */
  app.post(
    '/onboarding/custom-upload',
    payloadRoute('Import the uploaded transactions CSV with its column mapping', customUploadResponseSchema),
    async (request) => {
      const session = request.session;
      const payload = request.body;
      const { upload, mapping, dateOrder, result } = await analyse(app, session, payload);
      // The analysis may be remembered from utils/check: the file recorded must still be the one it read.
      if (upload.version !== undefined && (await app.storage.head(upload.key))?.version !== upload.version)
        throw conflict(UPLOAD_CHANGED);
      const transactionsStep = {
        systemType: 'OTHER' as const,
        systemName: payload.system_name,
        industry: payload.industry,
      };
      const { result: stored } = await takeStep(app, session.applicationId, 'transactions', async (tx) => {
        // The upload held until the import is recorded: the storage sweep never removes a file being imported.
        const [held] = await tx
          .select({ status: uploads.status })
          .from(uploads)
          .where(and(eq(uploads.applicationId, session.applicationId), eq(uploads.key, upload.key)))
          .for('update');
        if (held?.status !== 'stored') throw notFound(UPLOAD_NOT_FOUND);
        await supersedeConnections(tx, session.applicationId);
        const [row] = await tx
          .insert(transactionImports)
          .values({
            applicationId: session.applicationId,
            uploadTimestamp: upload.timestamp,
            uploadKey: upload.key,
            industry: payload.industry,
            method: payload.calculation_metod,
            systemName: payload.system_name,
            mapping,
            skipValidation: payload.skip_validation,
            dateOrder,
            series: result.series as unknown as Record<string, unknown>[],
            customers: result.customers,
            rowsRead: result.rowsRead,
            rowsRejected: result.rowsRejected,
            rejectedByKind: result.rejectedByKind as Record<string, number>,
            rejectedSamples: result.rejectedSamples,
            bytes: result.bytes,
          })
          .returning({ id: transactionImports.id });
        return {
          result: { importId: row.id },
          record: {
            action: 'transactions.csv_imported',
            detail: {
              importId: row.id,
              timestamp: upload.timestamp,
              industry: payload.industry,
              method: payload.calculation_metod,
              rowsRead: result.rowsRead,
              rowsRejected: result.rowsRejected,
              months: result.series.length,
            },
            set: { transactionsStep },
          },
        };
      });
      request.log.info(
        {
          importId: stored.importId,
          bytes: result.bytes,
          rows: result.rowsRead,
          rejected: result.rowsRejected,
        },
        'transactions CSV imported',
      );
      return { status: 'stored' as const, transactions_step: transactionsStep, ...summary(result) };
    },
  );

  /**
   * POST /api/onboarding/utils/check: the same payload, the same checks and figures as custom-upload, stored
   * nowhere. Lets the browser show what the file will give (and which rows are unreadable) before submitting.
   */
  app.post(
    '/onboarding/utils/check',
    payloadRoute('What the uploaded CSV gives with this mapping, storing nothing', csvCheckResponseSchema),
    async (request) => {
      const { result } = await analyse(app, request.session, request.body);
      return { status: 'valid' as const, ...summary(result) };
    },
  );
}
