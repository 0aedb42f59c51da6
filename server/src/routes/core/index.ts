import {
  altchaChallengeSchema,
  helpSchema,
  runtimeConfigSchema,
  successSchema,
  userStatusSchema,
} from '@onboarding/shared/schemas';
import { MESSAGES } from '@onboarding/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { applicantContact } from '../../data/applicants';
import { helpRequests } from '../../db/schema';
import { HttpError, badRequest, notFound, unauthorized } from '../../lib/http-error';
import { bearerToken } from '../../lib/bearer-token';
import { errorResponses } from '../../plugins/errors';
import type { Db } from '../../db/client';
import { helpEmail } from '../../mail/templates';
import { userStatus } from './user-status';

/** check-user, help, and the public runtime configuration and captcha challenge. */
export default async function core(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/onboarding/check-user',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The signed-in applicant and their application (stage, flags, answers)',
        tags: ['session'],
        security: [{ session: [] }],
        response: { 200: userStatusSchema, ...errorResponses(401, 503) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // authenticate loaded the application with its applicant, in the same round trip as its checks.
      return userStatus(request.account);
    },
  );

  app.get(
    '/onboarding/utils/config',
    {
      schema: {
        summary: 'Browser settings: the captcha in use, the dashboard address, the financial year end',
        tags: ['session'],
        response: { 200: runtimeConfigSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      const { config } = app;
      reply.header('Cache-Control', 'no-cache');
      return {
        captcha:
          config.captchaProvider === 'recaptcha'
            ? { provider: 'recaptcha' as const, siteKey: config.RECAPTCHA_SITE_KEY }
            : { provider: 'altcha' as const },
        dashboardUrl: config.DASHBOARD_URL,
        integrationUrl: config.INTEGRATION_URL,
        financialYearEndMonth: config.FINANCIAL_YEAR_END_MONTH,
      };
    },
  );

  // Not rate limited: a challenge costs the server one small key derivation, and the widget fetches a fresh one
  // on every reset (expiry, tab shown again), which a per-IP limit would soon refuse to a real applicant.
  app.get(
    '/onboarding/utils/altcha-challenge',
    {
      schema: {
        summary: 'A proof-of-work challenge for the human check (ALTCHA)',
        tags: ['session'],
        response: { 200: altchaChallengeSchema, ...errorResponses(404) },
      },
    },
    async (_request, reply) => {
      if (!app.captcha.createChallenge) throw notFound('ALTCHA is not enabled on this server');
      reply.header('Cache-Control', 'no-store');
      // altcha-lib types its challenge as interfaces, which TypeScript does not match to a loose object; the schema
      // is loose, so every field of it reaches the widget.
      return (await app.captcha.createChallenge()) as z.input<typeof altchaChallengeSchema>;
    },
  );

  app.post(
    '/onboarding/help',
    {
      onRequest: app.rateLimits.perIp('help'),
      schema: {
        summary: 'Send a help request to support (signed in or with an email address)',
        tags: ['help'],
        // Signed in or not: the session, when sent, names the applicant.
        security: [{}, { session: [] }],
        response: { 200: successSchema, ...errorResponses(401, 429, 503) },
      },
    },
    async (request, reply) => {
      const signedIn = await optionalSession(app, request, reply);
      const parsed = helpSchema(Boolean(signedIn)).safeParse(request.body ?? {});
      if (!parsed.success) {
        // A token that no longer opens the application hid the email field in the browser (its email was known):
        // a 401 lets the browser drop the stale token and start over, instead of asking for a field it does not show.
        if (signedIn === null && !hasEmail(request.body)) throw unauthorized();
        throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.required);
      }
      const body = parsed.data;
      let applicant: { id: string; name: string; email: string } | undefined;
      const contact = signedIn && (await applicantContact(app.db, signedIn.applicantId));
      if (contact) applicant = { id: signedIn.applicantId, ...contact };
      const email = applicant?.email ?? body.email!.trim();
      // The captcha before the per-email count, as on register: unsolved requests spend only their own client's.
      if (!(await app.captcha.verify(body.token_recaptcha, request.ip)))
        throw badRequest(MESSAGES.captchaRequired);
      await app.rateLimits.check(request, 'help', { email });

      // The request and its email are stored together; the email is delivered now or retried (mail/queue.ts).
      const mailId = await app.db.transaction(async (tx) => {
        await tx.insert(helpRequests).values({ applicantId: applicant?.id ?? null, email, note: body.note });
        await app.audit(
          {
            applicationId: signedIn?.applicationId ?? null,
            applicantId: applicant?.id ?? null,
            actor: applicant ? 'applicant' : 'visitor',
            action: 'help.requested',
          },
          tx,
        );
        return app.mailQueue.enqueue(
          tx as unknown as Db,
          helpEmail({
            to: app.config.SUPPORT_EMAIL,
            from: email,
            note: body.note,
            applicant:
              applicant && signedIn
                ? { name: applicant.name, applicationId: signedIn.applicationId }
                : undefined,
          }),
        );
      });
      await app.mailQueue.deliver(mailId);
      return { success: true as const };
    },
  );
}

/**
 * The session behind an optional bearer token: the session when it is valid, undefined when there is no token,
 * null when a token was sent but opens nothing.
 */
async function optionalSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (!bearerToken(request)) return undefined;
  try {
    await app.authenticate(request, reply);
    return request.session;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 401) return null;
    throw err;
  }
}

function hasEmail(body: unknown): boolean {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '';
}
