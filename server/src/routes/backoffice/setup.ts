import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LANGUAGES } from '@onboarding/shared/server';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language';
import { errorResponses } from '../../plugins/errors';
import { STAFF_MESSAGES } from '../../staff/accounts';
import { SETUP_MESSAGES, redeemSetupLink } from '../../staff/setup';
import { answering } from './staff-refusals';

const setupBodySchema = z.object({
  token: z
    .string({ error: SETUP_MESSAGES.token })
    .min(16, SETUP_MESSAGES.token)
    .max(128, SETUP_MESSAGES.token)
    .describe('The setup link’s token (the back office reads it from the link’s fragment)'),
  email: z.string({ error: STAFF_MESSAGES.email }).max(320, STAFF_MESSAGES.email),
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe(
      'The setup page’s language, the administrator’s emails’ until they choose (default: Accept-Language)',
    ),
});

const setupAnswerSchema = z.object({
  enrolmentPath: z
    .string()
    .describe(
      'The back office page to go on to: the new administrator’s enrolment, its token in the fragment',
    ),
  mailSent: z
    .boolean()
    .describe('False while the mail server is unreachable (the enrolment email is retried)'),
});

/**
 * POST /backoffice/setup: a new installation's setup link (staff/setup.ts) turned into the first administrator's
 * enrolment. No session exists yet: the link's token is the credential, and the calls are limited per address as
 * the enrolment's are.
 */
export default async function setup(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/backoffice/setup',
    {
      schema: {
        summary:
          'Use a setup link: invites the first administrator and answers where their enrolment continues',
        tags: ['backoffice'],
        body: setupBodySchema,
        response: { 200: setupAnswerSchema, ...errorResponses(403, 409, 415, 429, 503) },
      },
      onRequest: app.rateLimits.perIp('staff-setup'),
    },
    async (request) => {
      const used = await answering(() =>
        redeemSetupLink(app, request.body.token, {
          email: request.body.email,
          ip: request.ip,
          // The administrator's emails are in the language of the page they set up on until they choose.
          language: request.body.language ?? requestLanguage(request),
        }),
      );
      return { enrolmentPath: used.enrolmentPath, mailSent: used.mailSent };
    },
  );
}
