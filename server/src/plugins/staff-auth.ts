import { auditRefusal } from '../staff/audit';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '../db/schema';
import { forbidden, unauthorized } from '../lib/http-error';
import {
  ABSOLUTE_SECONDS,
  csrfTokenMatches,
  resolveStaffSession,
  type StaffPrincipal,
} from '../staff/sessions';

// The back office's staff sessions: the cookie, `app.staffAuthenticate` (a live session, and on every
// state-changing call the session's CSRF token in X-CSRF-Token) and `app.requireRole(...)`. The applicant's Bearer
// tokens open nothing here, and this cookie opens nothing of the applicant's (plugins/auth.ts reads Bearer only).

export const STAFF_COOKIE_PATH = '/api/backoffice';
export const CSRF_HEADER = 'x-csrf-token';
export const STAFF_MESSAGES_HTTP = {
  signIn: 'Please sign in to continue.',
  expired: 'Your session has ended. Please sign in again.',
  csrf: 'This request could not be verified. Reload the page and try again.',
  origin: 'This request did not come from the back office.',
  role: 'Your role does not allow this.',
} as const;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export interface StaffAuthOptions {
  /** The clock sessions are timed with (idle and absolute ends); tests pass one they move. */
  now?: () => Date;
}

/**
 * Whether the cookie can be Secure: over HTTPS (as the request arrived, or as a trusted proxy says: TRUST_PROXY), and
 * always away from localhost, where a browser only ever talks HTTPS to the back office (a Secure cookie set over
 * plain HTTP there is dropped by the browser: failing closed). Only http://localhost (development) gets a cookie
 * without Secure, and so without the __Host- prefix, which requires it.
 */
export function secureContext(request: FastifyRequest): boolean {
  return request.protocol === 'https' || !LOCAL_HOSTS.has(request.hostname.toLowerCase());
}

export const staffCookieName = (request: FastifyRequest) =>
  secureContext(request) ? '__Host-staff' : 'staff';

export default fp(
  async function staffAuth(app: FastifyInstance, opts: StaffAuthOptions) {
    const now = opts.now ?? (() => new Date());
    await app.register(cookie, { parseOptions: {} });

    const backofficeOrigin = new URL(app.config.BACKOFFICE_URL).origin;

    const cookieOptions = (request: FastifyRequest) => ({
      httpOnly: true,
      secure: secureContext(request),
      sameSite: 'strict' as const,
      path: STAFF_COOKIE_PATH,
    });

    /** Only the name this context uses is read: a plain `staff` cookie tossed in from elsewhere is ignored. */
    const readToken = (request: FastifyRequest): string | undefined =>
      request.cookies[staffCookieName(request)];

    app.decorate('staffSessions', {
      now,
      readToken,
      setCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
        reply.setCookie(staffCookieName(request), token, {
          ...cookieOptions(request),
          maxAge: ABSOLUTE_SECONDS,
        });
      },
      clearCookie(request: FastifyRequest, reply: FastifyReply) {
        reply.clearCookie(staffCookieName(request), cookieOptions(request));
      },
      /**
       * A state-changing call that says where it comes from must come from the back office (a browser always says so
       * on a cross-site request). Tools without an Origin header (curl, the tests) still need the CSRF header.
       */
      checkOrigin(request: FastifyRequest) {
        if (!UNSAFE.has(request.method)) return;
        const origin = request.headers.origin;
        if (origin !== undefined && origin !== backofficeOrigin) throw forbidden(STAFF_MESSAGES_HTTP.origin);
      },
    });

    app.decorateRequest('staff', null as unknown as StaffPrincipal);
    app.decorate('staffAuthenticate', async (request: FastifyRequest) => {
      const token = readToken(request);
      if (!token) throw unauthorized(STAFF_MESSAGES_HTTP.signIn);
      const live = await resolveStaffSession(app, token, { now: now(), ip: request.ip });
      if (!live) throw unauthorized(STAFF_MESSAGES_HTTP.expired);
      if (UNSAFE.has(request.method) && !csrfTokenMatches(token, request.headers[CSRF_HEADER])) {
        request.log.info({ staffId: live.id }, 'staff call refused: CSRF token missing or wrong');
        // Who it was, for the refusal's audit entry only: the request goes no further.
        request.staffRefused = { id: live.id, role: live.role, sessionId: live.sessionId };
        throw forbidden(STAFF_MESSAGES_HTTP.csrf);
      }
      request.staff = { id: live.id, role: live.role, sessionId: live.sessionId };
    });
    app.decorateRequest('staffRefused', null);
    // A refused privileged attempt (a role's, four eyes, a forged CSRF token) leaves a trace, capped per member so
    // that a flood of them cannot fill the log.
    app.addHook('onError', async (request, _reply, error) => {
      const member = request.staff ?? request.staffRefused;
      if (!member || (error as { statusCode?: number }).statusCode !== 403) return;
      await auditRefusal(app, request, member, error.message).catch((err: unknown) =>
        request.log.error({ err }, 'a refusal could not be audited'),
      );
    });
    app.decorate('requireRole', (...roles: StaffRole[]) => async (request: FastifyRequest) => {
      if (!request.staff) throw unauthorized(STAFF_MESSAGES_HTTP.signIn);
      if (!roles.includes(request.staff.role)) throw forbidden(STAFF_MESSAGES_HTTP.role);
    });
  },
  { name: 'staff-auth' },
);
