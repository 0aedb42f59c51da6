import { languageBodySchema } from '@onboarding/shared/dashboard';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applicants } from '../../db/schema';
import { errorResponses } from '../../plugins/errors';

/**
 * PUT /api/onboarding/language: the signed-in applicant chose a language on the page; their emails and their offer
 * letter come in it from now on (#19). Registration and the email links keep it too, from the page they were on.
 */
export default async function language(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/onboarding/language',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The language of the applicant’s emails and offer letter',
        tags: ['session'],
        security: [{ session: [] }],
        body: languageBodySchema,
        response: { 200: languageBodySchema, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      const { applicantId } = request.session;
      const { language } = request.body;
      await app.db.update(applicants).set({ language }).where(eq(applicants.id, applicantId));
      await app.audit({ applicantId, action: 'applicant.language', detail: { language } });
      return { language };
    },
  );
}
