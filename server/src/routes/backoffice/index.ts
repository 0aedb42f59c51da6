import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOwner } from '../../data/staff';
import { unauthorized } from '../../lib/http-error';
import { requestLanguage } from '../../lib/request-language';
import audit from './audit';
import cases from './cases';
import offers from './offers';
import setup from './setup';
import staffList from './staff-list';
import staffMoves from './staff-moves';
import transactionsCsv from './transactions-csv';
import { errorResponses } from '../../plugins/errors';
import {
  finishEnrolment,
  inviteStaff,
  normaliseStaffEmail,
  signIn,
  startEnrolment,
} from '../../staff/accounts';
import {
  ABSOLUTE_SECONDS,
  createStaffSession,
  csrfTokenFor,
  revokeAllStaffSessions,
  revokeStaffSession,
} from '../../staff/sessions';
import {
  enrolledSchema,
  enrolmentFinishSchema,
  enrolmentHeadersSchema,
  enrolmentStartSchema,
  invitedSchema,
  inviteSchema,
  revokedSchema,
  signedOutSchema,
  signInSchema,
  staffSessionSchema,
} from './schemas';
import sso from './sso';
import { answering } from './staff-refusals';

/**
 * The provider's back office: enrolment, staff sign-in and sessions, invitations. Cookie sessions
 * (plugins/staff-auth.ts); every state-changing call with a session also carries its CSRF token, and any Origin a
 * state-changing call carries must be BACKOFFICE_URL's. The accounts and sessions modules audit each step.
 */
export default async function backoffice(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessions = app.staffSessions;

  app.addHook('onRequest', async (request) => sessions.checkOrigin(request));
  // Answers carry authenticator secrets and CSRF tokens: no cache keeps them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(sso);
  await app.register(setup);

  app.get(
    '/backoffice/enrolment',
    {
      schema: {
        summary: 'Open an enrolment link: the new authenticator secret (token in X-Enrolment-Token)',
        tags: ['backoffice'],
        headers: enrolmentHeadersSchema,
        response: { 200: enrolmentStartSchema, ...errorResponses(403, 429, 503) },
      },
      onRequest: app.rateLimits.perIp('staff-enrolment'),
    },
    async (request) =>
      answering(() => startEnrolment(app, request.headers['x-enrolment-token'], { ip: request.ip })),
  );

  app.post(
    '/backoffice/enrolment',
    {
      schema: {
        summary: 'Finish an enrolment: the password and a code of the new authenticator',
        tags: ['backoffice'],
        body: enrolmentFinishSchema,
        response: { 200: enrolledSchema, ...errorResponses(403, 415, 429, 503) },
      },
      onRequest: app.rateLimits.perIp('staff-enrolment'),
    },
    async (request) => {
      const { token, password, code } = request.body;
      const done = await answering(() =>
        finishEnrolment(app, token, { password, code, ip: request.ip, language: requestLanguage(request) }),
      );
      return { enrolled: true as const, role: done.role };
    },
  );

  app.post(
    '/backoffice/session',
    {
      schema: {
        summary: 'Sign in (email, password, authenticator code): sets the session cookie',
        tags: ['backoffice'],
        body: signInSchema,
        response: { 200: staffSessionSchema, ...errorResponses(401, 403, 415, 429, 503) },
      },
      onRequest: app.rateLimits.perIp('staff-sign-in'),
    },
    async (request, reply) => {
      const { email, password, code } = request.body;
      // The page's language becomes the one of their emails (the lock notice).
      const language = requestLanguage(request);
      const result = await signIn(app, { email, password, code, ip: request.ip, language });
      if (!result.ok) throw unauthorized(result.message);
      const ua = request.headers['user-agent'];
      const created = await createStaffSession(app, {
        staffId: result.staffId,
        ip: request.ip,
        userAgent: typeof ua === 'string' ? ua : undefined,
        now: sessions.now(),
      });
      sessions.setCookie(request, reply, created.token);
      return {
        staff: { id: result.staffId, email: normaliseStaffEmail(email), role: result.role },
        csrfToken: csrfTokenFor(created.token),
        expiresAt: created.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/backoffice/session',
    {
      schema: {
        summary: 'The signed-in staff member, the session’s CSRF token and its latest end',
        tags: ['backoffice'],
        response: { 200: staffSessionSchema, ...errorResponses(401, 503) },
      },
      preHandler: app.staffAuthenticate,
    },
    async (request) => {
      const row = (await sessionOwner(app.db, request.staff.sessionId))!;
      return {
        staff: { id: row.id, email: row.email, role: row.role },
        csrfToken: csrfTokenFor(sessions.readToken(request)!),
        expiresAt: new Date(row.createdAt.getTime() + ABSOLUTE_SECONDS * 1000).toISOString(),
      };
    },
  );

  app.delete(
    '/backoffice/session',
    {
      schema: {
        summary: 'Sign out: ends this session and clears its cookie',
        tags: ['backoffice'],
        response: { 200: signedOutSchema, ...errorResponses(401, 403, 503) },
      },
      preHandler: app.staffAuthenticate,
    },
    async (request, reply) => {
      await revokeStaffSession(app, request.staff, { now: sessions.now(), ip: request.ip });
      sessions.clearCookie(request, reply);
      return { success: true as const };
    },
  );

  app.post(
    '/backoffice/sessions/revoke-all',
    {
      schema: {
        summary: 'Sign out everywhere: ends every session of the signed-in staff member',
        tags: ['backoffice'],
        response: { 200: revokedSchema, ...errorResponses(401, 403, 503) },
      },
      preHandler: app.staffAuthenticate,
    },
    async (request, reply) => {
      const revoked = await revokeAllStaffSessions(app, request.staff, {
        now: sessions.now(),
        ip: request.ip,
      });
      sessions.clearCookie(request, reply);
      return { revoked };
    },
  );

  app.post(
    '/backoffice/staff',
    {
      schema: {
        summary: 'Invite a staff member (admin): the enrolment link goes by email',
        tags: ['backoffice'],
        body: inviteSchema,
        response: { 200: invitedSchema, ...errorResponses(401, 403, 409, 415, 503) },
      },
      preHandler: [app.staffAuthenticate, app.requireRole('admin')],
    },
    async (request) => {
      const invitation = await answering(() =>
        inviteStaff(app, {
          email: request.body.email,
          role: request.body.role,
          invitedBy: `staff:${request.staff.id}`,
          ip: request.ip,
          // The invitee's language until they enrol and sign in themselves: the inviting admin's page's.
          language: requestLanguage(request),
        }),
      );
      // The link itself is not answered: it is the invitee's credential and goes to their address only.
      return {
        staffId: invitation.staffId,
        email: invitation.email,
        role: request.body.role,
        expiresAt: invitation.expiresAt.toISOString(),
        mailSent: invitation.mailSent,
      };
    },
  );

  // The workbench (under this plugin's Origin check and no-store answers).
  await app.register(staffList);
  await app.register(staffMoves);
  await app.register(cases);
  await app.register(offers);
  await app.register(audit);
  await app.register(transactionsCsv);
}
