import { MESSAGES } from '@onboarding/shared/constants';
import {
  applicationParamsSchema,
  DASHBOARD_MESSAGES,
  informationBodySchema,
  applicationAnswerSchema,
} from '@onboarding/shared/dashboard';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { provideInformation } from '../../dashboard/answers';
import { dashboardAuthenticate } from '../../dashboard/auth';
import { ownApplication } from '../../dashboard/read';
import { badRequest, conflict } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';
import { acceptStreamedDocuments, FINANCIAL_UPLOAD_BODY_LIMIT } from '../documents/financial-upload';
import { ReceivedUpload } from '../documents/receive';
import { validateDocuments } from '../documents/validate';

/**
 * POST /api/dashboard/applications/:id/information: the documents a reviewer asked for, as /financials sends them
 * (base64 data URLs in JSON, streamed to disk) and checked by the same rules. Encapsulated for its JSON parser. The
 * session, the application's owner and the open request are checked on request, before a byte of the body is read.
 */
export default async function information(fastify: FastifyInstance) {
  await acceptStreamedDocuments(fastify, 'dashboard-information');
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function requestOpen(request: FastifyRequest) {
    const params = applicationParamsSchema.safeParse(request.params);
    // A malformed id is refused by the params' validation that follows.
    if (!params.success) return;
    const row = await ownApplication(app.db, request.dashboard, params.data.id);
    if (row.reviewStatus !== 'INFO_REQUESTED') throw conflict(DASHBOARD_MESSAGES.nothingRequested);
  }

  app.post(
    '/dashboard/applications/:id/information',
    {
      onRequest: [dashboardAuthenticate(app), requestOpen],
      bodyLimit: FINANCIAL_UPLOAD_BODY_LIMIT,
      // The body is streamed by this route's own parser and validated with informationBodySchema there.
      schema: {
        summary:
          'Upload the documents a reviewer asked for (JSON with base64 data URLs); the case goes back to review',
        tags: ['dashboard'],
        security: [{ session: [] }],
        params: applicationParamsSchema,
        response: { 200: applicationAnswerSchema, ...errorResponses(401, 404, 409, 413, 415, 503) },
      },
    },
    async (request) => {
      const received = request.body;
      if (!(received instanceof ReceivedUpload)) throw badRequest(MESSAGES.required);
      try {
        const { body, documents } = await validateDocuments(received, informationBodySchema);
        const application = await provideInformation(
          app,
          request.dashboard,
          request.params.id,
          documents,
          body.message || undefined,
        );
        request.log.info({ documents: documents.length }, 'information provided');
        return { application };
      } finally {
        await received.dispose();
      }
    },
  );
}
