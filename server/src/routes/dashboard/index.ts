import { MESSAGES } from '@onboarding/shared/constants';
import {
  acceptOfferBodySchema,
  applicationParamsSchema,
  DASHBOARD_MESSAGES,
  dashboardSchema,
  declineOfferBodySchema,
  applicationAnswerSchema,
  sessionBodySchema,
  sessionResponseSchema,
  signInLinkBodySchema,
  signInLinkResponseSchema,
} from '@onboarding/shared/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerOffer } from '../../dashboard/answers';
import { dashboardAuthenticate, type DashboardSession } from '../../dashboard/auth';
import { dashboardOf, ownApplication, sentOffer } from '../../dashboard/read';
import { exchangeSignInLink, mailSignInLink } from '../../dashboard/sign-in';
import { badRequest, notFound } from '../../lib/http-error';
import { requestLocale } from '../../lib/request-language';
import { letterAsItStands, letterOfRow, openLetter } from '../../offers/letter-store';
import { OFFER_MESSAGES_SERVER } from '../../offers/rules';
import { errorResponses } from '../../plugins/errors';
import { normalizeEmail } from '../../plugins/rate-limit';
import { sendLetter } from '../backoffice/offer-letter';
import devices, { setDeviceCookie } from './devices';
import information from './information';
import myData from './my-data';

// The applicant's dashboard, under /api/dashboard/...: sign-in by email, the applicant's applications, the
// answers to a request for information and to the offer. Every route but the two sign-in ones takes the applicant's
// session and reaches only that applicant's applications.
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  fastify.decorateRequest('dashboard', null as unknown as DashboardSession);
  const authenticate = dashboardAuthenticate(app);

  // Answers carry a session token or personal data: no cache keeps them (the letter sets its own, as strict).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  // The link is looked up, made and mailed after the answer has gone, so a known address and an unknown one are
  // answered alike, in the same time. Shutting down waits for the work under way.
  const mailing = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(mailing);
  });

  app.post(
    '/dashboard/sign-in-link',
    {
      schema: {
        summary: 'Email a one-time sign-in link (the same answer whether or not the address is known)',
        tags: ['dashboard'],
        body: signInLinkBodySchema,
        response: { 202: signInLinkResponseSchema, ...errorResponses(429, 503) },
      },
      onRequest: app.rateLimits.perIp('dashboard-sign-in'),
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email)!;
      // The human check before the per-address count, so nobody can spend an applicant's allowance (as register).
      if (!(await app.captcha.verify(request.body.captcha, request.ip)))
        throw badRequest(MESSAGES.captchaRequired);
      await app.rateLimits.check(request, 'dashboard-sign-in', { email });
      const now = app.staffSessions.now();
      const page = requestLocale(request);
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailSignInLink(app, email, now, page))
        .catch((err: unknown) => request.log.error({ err }, 'dashboard sign-in link not sent'))
        .finally(() => mailing.delete(work));
      mailing.add(work);
      return reply.code(202).send({ message: DASHBOARD_MESSAGES.linkSent });
    },
  );

  app.post(
    '/dashboard/session',
    {
      schema: {
        summary: 'Exchange a sign-in link, once, for the applicant’s session',
        tags: ['dashboard'],
        body: sessionBodySchema.extend({
          remember: z
            .boolean()
            .optional()
            .describe('Keep me signed in on this device: an HttpOnly cookie for 30 days'),
        }),
        response: { 200: sessionResponseSchema, ...errorResponses(429, 503) },
      },
      onRequest: app.rateLimits.perIp('dashboard-session'),
    },
    async (request, reply) => {
      const now = app.staffSessions.now();
      const remember = request.body.remember ? { userAgent: request.headers['user-agent'] } : null;
      const { token, device } = await exchangeSignInLink(app, request.body.link, now, remember);
      if (device) setDeviceCookie(request, reply, device, now);
      return { token };
    },
  );

  app.get(
    '/dashboard/applications',
    {
      schema: {
        summary:
          'The applicant’s applications: status, timeline, requests for information and the offer sent',
        tags: ['dashboard'],
        security: [{ session: [] }],
        response: { 200: dashboardSchema, ...errorResponses(401, 503) },
      },
      onRequest: authenticate,
    },
    async (request) => dashboardOf(app, request.dashboard),
  );

  app.get(
    '/dashboard/applications/:id/offer/letter',
    {
      schema: {
        summary: 'The letter (PDF) of the offer sent on one of the applicant’s applications',
        tags: ['dashboard'],
        security: [{ session: [] }],
        params: applicationParamsSchema,
        response: {
          200: {
            description: 'The letter (application/pdf)',
            content: { 'application/pdf': { schema: z.string().describe('The PDF’s bytes') } },
          },
          ...errorResponses(401, 404, 409, 503),
        },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const { id } = request.params;
      await ownApplication(app.db, request.dashboard, id);
      const offer = await sentOffer(app.db, id);
      if (!offer) throw notFound(OFFER_MESSAGES_SERVER.noLetter);
      const fileName = `offer-${id}-v${offer.version}.pdf`;
      const audit = (sha256: string) =>
        app.audit({
          applicationId: id,
          applicantId: request.dashboard.applicantId,
          action: 'offer.letter-downloaded',
          detail: { version: offer.version, sha256, status: offer.status },
        });
      // An accepted or withdrawn offer's copy says so; an open one's is the letter sent.
      const copy = await letterAsItStands(app, id, offer);
      if (copy) {
        await audit(copy.sha256);
        return sendLetter(reply, { size: copy.pdf.length }, copy.pdf, fileName);
      }
      const letter = letterOfRow(offer);
      const stream = await openLetter(app, letter);
      await audit(letter.sha256);
      return sendLetter(reply, letter, stream, fileName);
    },
  );

  /** An answer to the offer: `body` is what the applicant sends with it. */
  const answerRoute = <B extends z.ZodType>(summary: string, body: B) => ({
    schema: {
      summary,
      tags: ['dashboard'],
      security: [{ session: [] }],
      params: applicationParamsSchema,
      body,
      response: { 200: applicationAnswerSchema, ...errorResponses(401, 404, 409, 503) },
    },
    onRequest: authenticate,
  });

  app.post(
    '/dashboard/applications/:id/offer/accept',
    answerRoute(
      'Accept the offer sent, signing with the full name on file, before its validity date',
      acceptOfferBodySchema,
    ),
    async (request) => ({
      application: await answerOffer(app, request, request.params.id, { kind: 'accept', ...request.body }),
    }),
  );

  app.post(
    '/dashboard/applications/:id/offer/decline',
    answerRoute(
      'Decline the offer sent, with an optional reason, before its validity date',
      declineOfferBodySchema,
    ),
    async (request) => ({
      application: await answerOffer(app, request, request.params.id, { kind: 'decline', ...request.body }),
    }),
  );

  // Its own JSON parser (files stream to disk): encapsulated.
  await app.register(information);
  await app.register(devices);
  await app.register(myData);
}
