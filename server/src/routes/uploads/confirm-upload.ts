import { MESSAGES } from '@onboarding/shared/constants';
import { confirmUploadResponseSchema } from '@onboarding/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/errors';
import { confirmStoredUpload } from './upload-store';

const querySchema = z.object({
  timestamp: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(64),
});

/** GET /api/onboarding/utils/confirm-upload?timestamp=… → true only for the caller's own upload, stored. */
export default async function confirmUpload(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/onboarding/utils/confirm-upload',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Whether a direct upload is stored (true) or not yet (false)',
        tags: ['uploads'],
        security: [{ session: [] }],
        querystring: querySchema,
        response: { 200: confirmUploadResponseSchema, ...errorResponses(401, 503) },
      },
    },
    async (request) => {
      const { timestamp } = request.query;
      return (await confirmStoredUpload(app, request.session.applicationId, timestamp)) !== null;
    },
  );
}
