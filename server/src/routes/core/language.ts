import { languageAnswerSchema, languageBodySchema } from '@onboarding/shared/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setApplicantLanguage } from '../../data/applicants';
import { unauthorized } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';

/**
 * PUT /api/onboarding/language: the signed-in applicant chose a language (and, in Arabic, digits) on the page; their
 * emails and their offer letter come in it from now on. Registration and the email links keep it too, from the
 * page they were on. Digits left out stay as kept.
 */
export default async function language(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/onboarding/language',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The language and digits of the applicant’s emails and offer letter',
        tags: ['session'],
        security: [{ session: [] }],
        body: languageBodySchema,
        response: { 200: languageAnswerSchema, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      const { applicantId } = request.session;
      const { language, digits } = request.body;
      const kept = await setApplicantLanguage(app.db, applicantId, { language, digits });
      // An applicant erased since the session was opened has no emails to write.
      if (!kept) throw unauthorized();
      await app.audit({ applicantId, action: 'applicant.language', detail: { ...kept } });
      return kept;
    },
  );
}
