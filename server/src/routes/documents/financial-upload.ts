import { MESSAGES } from '@onboarding/shared/constants';
import { MAX_DOCUMENT_BYTES, financialUploadResponseSchema } from '@onboarding/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import { HttpError, badRequest } from '../../lib/http-error';
import { sweepOrphanedTemp } from '../../lib/owned-temp';
import { stepAllowed } from '../../lifecycle/application';
import { errorResponses } from '../../plugins/errors';
import { REQUEST_TOO_LARGE, ReceivedUpload, receiveFinancialUpload } from './receive';
import { storeDocuments } from './store';
import { validateDocuments } from './validate';

/** Five 20 MB documents as base64 data URLs, and the JSON around them: the only API body this large. */
export const FINANCIAL_UPLOAD_BODY_LIMIT = 140 * 1024 * 1024;

/**
 * Makes the JSON parser of the encapsulated `app` stream document bodies (receive.ts) into temp files under
 * DATA_DIR/tmp/`folder`, and removes them once the request is answered. For the routes that take documents as data
 * URLs: /financials' upload and the dashboard's answer to a request for information.
 */
export async function acceptStreamedDocuments(app: FastifyInstance, folder: string): Promise<void> {
  const tempRoot = path.join(app.config.dataDir, 'tmp', folder);
  // What a crashed process was receiving: no live upload owns it.
  await sweepOrphanedTemp(tempRoot);
  const maxBodyBytes = FINANCIAL_UPLOAD_BODY_LIMIT;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
      if (Number(request.headers['content-length']) > maxBodyBytes)
        throw new HttpError(413, REQUEST_TOO_LARGE);
      return receiveFinancialUpload(payload, { tempRoot, maxBodyBytes, maxFileBytes: MAX_DOCUMENT_BYTES });
    },
  );
  // Temp files go whatever happened after parsing (validation error, storage failure, client gone).
  app.addHook('onResponse', async (request) => {
    if (request.body instanceof ReceivedUpload) await request.body.dispose();
  });
}

/**
 * POST /api/onboarding/financial-upload. Encapsulated: its JSON parser streams the body (receive.ts) and applies
 * only to this route. The session and the journey (eligible, not yet submitted) are checked on request, before a
 * byte of the body is read.
 */
export default async function financialUpload(app: FastifyInstance) {
  await acceptStreamedDocuments(app, 'financial-upload');

  app.withTypeProvider<ZodTypeProvider>().post(
    '/onboarding/financial-upload',
    {
      onRequest: [app.authenticate, stepAllowed(app, 'documents')],
      bodyLimit: FINANCIAL_UPLOAD_BODY_LIMIT,
      // The body (files as data URLs, up to 140 MB) is streamed by this route's own parser and validated with
      // financialUploadSchema there.
      schema: {
        summary: 'Upload the company documents (JSON with base64 data URLs)',
        tags: ['documents'],
        security: [{ session: [] }],
        response: { 200: financialUploadResponseSchema, ...errorResponses(401, 409, 413, 415, 503) },
      },
    },
    async (request) => {
      const received = request.body;
      if (!(received instanceof ReceivedUpload)) throw badRequest(MESSAGES.required);
      try {
        const docs = await validateDocuments(received);
        const stored = await storeDocuments(app, request.session, docs);
        request.log.info({ documents: stored.documents.length, stage: stored.stage }, 'documents stored');
        return stored;
      } finally {
        await received.dispose();
      }
    },
  );
}
