import { ssoConfigSchema } from '@onboarding/shared/backoffice';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';
import { secureContext } from '../../plugins/staff-auth';
import { FLOW_TTL_SECONDS, OidcClient, SsoError } from '../../staff/oidc';
import { createStaffSession } from '../../staff/sessions';
import { auditRefusal, signInWithSso, takeCallback } from '../../staff/sso';

// Staff single sign-on by OpenID Connect, when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set.
// The back office's sign-in page asks GET /backoffice/sso whether to offer it and links to /sso/start; the provider
// sends the browser back to /sso/callback (BACKOFFICE_URL/api/backoffice/sso/callback, or OIDC_REDIRECT_URI), which
// ends with the same session cookie as the password sign-in and a redirect into the back office. A failure redirects
// to the sign-in page with a short code and nothing else (`?sso=failed&reason=no-role`); the log and the audit row
// carry the reason, never a token or code.

export const SSO_MESSAGES = {
  off: 'Single sign-on is not set up.',
  unavailable: 'Single sign-on is not available right now. Please try again in a few minutes.',
} as const;

/** The flow cookie: HttpOnly, SameSite=Lax (it must come back on the provider's top-level redirect), 10 minutes. */
const flowCookieName = (request: FastifyRequest) =>
  secureContext(request) ? '__Secure-staff-sso' : 'staff-sso';

const callbackQuerySchema = z.looseObject({
  state: z.string().max(1024).optional(),
  code: z.string().max(4096).optional(),
  iss: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
});

const redirect = z.null().describe('A redirect (Location), no body');

export default async function sso(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = app.config.oidc;
  const oidc = settings ? new OidcClient(settings, app.transactions.box, app.log) : null;
  const backoffice = app.config.BACKOFFICE_URL.replace(/\/$/, '');
  // Scoped to the callback's own path, so the sealed flow travels nowhere else.
  const flowPath = settings ? new URL(settings.redirectUri).pathname : '/';
  const flowCookie = (request: FastifyRequest) => ({
    httpOnly: true,
    secure: secureContext(request),
    sameSite: 'lax' as const,
    path: flowPath,
  });

  app.get(
    '/backoffice/sso',
    {
      schema: {
        summary: 'Whether single sign-on is offered, and the sign-in button’s label',
        tags: ['backoffice'],
        response: { 200: ssoConfigSchema, ...errorResponses(503) },
      },
    },
    async () => (settings ? { enabled: true, label: settings.label } : { enabled: false }),
  );

  app.get(
    '/backoffice/sso/start',
    {
      schema: {
        summary: 'Start a single sign-on: redirects to the identity provider (PKCE, state and nonce)',
        tags: ['backoffice'],
        response: { 302: redirect, ...errorResponses(404, 429, 503) },
      },
      onRequest: app.rateLimits.perIp('staff-sso'),
    },
    async (request, reply) => {
      if (!oidc) throw notFound(SSO_MESSAGES.off);
      let started: { url: string; flow: string };
      try {
        started = await oidc.start(app.staffSessions.now().getTime());
      } catch (err) {
        if (err instanceof SsoError) throw new HttpError(503, SSO_MESSAGES.unavailable);
        throw err;
      }
      reply.setCookie(flowCookieName(request), started.flow, {
        ...flowCookie(request),
        maxAge: FLOW_TTL_SECONDS,
      });
      return reply.redirect(started.url, 302);
    },
  );

  app.get(
    '/backoffice/sso/callback',
    {
      schema: {
        summary: 'The identity provider’s redirect back: signs in and redirects into the back office',
        tags: ['backoffice'],
        querystring: callbackQuerySchema,
        response: { 302: redirect, ...errorResponses(404, 429, 503) },
      },
      onRequest: app.rateLimits.perIp('staff-sso'),
    },
    async (request, reply) => {
      if (!oidc || !settings) throw notFound(SSO_MESSAGES.off);
      // Whatever happens, the flow is spent: its cookie goes.
      const sealed = request.cookies[flowCookieName(request)];
      reply.clearCookie(flowCookieName(request), flowCookie(request));
      // The callback URL carries the code: it must not leak to whatever the next page loads.
      reply.header('Referrer-Policy', 'no-referrer');
      const query = new URLSearchParams(
        Object.entries(request.query).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      const now = app.staffSessions.now();
      try {
        const flow = oidc.check(sealed, query, now.getTime());
        if (!(await takeCallback(app, flow.state, now))) throw new SsoError('replayed');
        const identity = await oidc.finish(flow, query);
        const member = await signInWithSso(app, identity, settings, { ip: request.ip });
        const ua = request.headers['user-agent'];
        const session = await createStaffSession(app, {
          staffId: member.staffId,
          ip: request.ip,
          userAgent: typeof ua === 'string' ? ua : undefined,
          now,
        });
        app.staffSessions.setCookie(request, reply, session.token);
        return reply.redirect(`${backoffice}${member.role === 'admin' ? '/team' : '/cases'}`, 302);
      } catch (err) {
        if (!(err instanceof SsoError)) throw err;
        return refuse(request, reply, err);
      }
    },
  );

  async function refuse(request: FastifyRequest, reply: FastifyReply, err: SsoError) {
    request.log.info({ reason: err.code }, 'single sign-on refused');
    await auditRefusal(app, err.code, { ip: request.ip, ...err.context });
    return reply.redirect(`${backoffice}/sign-in?sso=failed&reason=${err.code}`, 302);
  }
}
