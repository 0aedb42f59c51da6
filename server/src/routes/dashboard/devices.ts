import { sessionResponseSchema } from '@onboarding/shared/dashboard';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardAuthenticate } from '../../dashboard/auth';
import {
  forgetDevice,
  rememberedDevices,
  revokeAllDevices,
  revokeDevice,
  signInWithDevice,
  type DeviceToken,
} from '../../dashboard/remembered-devices';
import { sessionTokenFor } from '../../dashboard/sign-in';
import { notFound, unauthorized } from '../../lib/http-error';
import { errorResponses } from '../../plugins/errors';
import { secureContext } from '../../plugins/staff-auth';

// The devices an applicant keeps signed in: the cookie (HttpOnly, SameSite=Lax, Secure over HTTPS, sent to the
// dashboard's API only), the exchange of a returning device's cookie for a session, the list of devices and their
// revocation. The cookie's token never appears in an answer or a log line (the logger blanks the Cookie and
// Set-Cookie headers).

export const DEVICE_COOKIE = 'dashboard_device';
export const DEVICE_COOKIE_PATH = '/api/dashboard';
export const DEVICE_MESSAGES = {
  notRemembered: 'This device is no longer signed in. Please sign in with a link.',
  noSuchDevice: 'There is no such device.',
} as const;

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  secure: secureContext(request),
  sameSite: 'lax' as const,
  path: DEVICE_COOKIE_PATH,
});

export const deviceCookieOf = (request: FastifyRequest): string | undefined => {
  const value = request.cookies[DEVICE_COOKIE];
  return value && value.length <= 100 ? value : undefined;
};

/** Sets the device's cookie until its token expires. */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  { token, expiresAt }: DeviceToken,
  now: Date,
) {
  reply.setCookie(DEVICE_COOKIE, token, {
    ...cookieOptions(request),
    expires: expiresAt,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearDeviceCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(DEVICE_COOKIE, cookieOptions(request));
}

const deviceSchema = z.object({
  id: z.int(),
  device: z.string().describe('The browser and system, from its User-Agent ("Firefox · Windows")'),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean().describe('The device this request came from'),
});
const devicesSchema = z.object({ devices: z.array(deviceSchema).describe('Oldest first') });
const deviceParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const revokedSchema = z.object({ revoked: z.int() });

export default async function deviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticate = dashboardAuthenticate(app);

  app.post(
    '/dashboard/device-session',
    {
      schema: {
        summary:
          'Exchange a device kept signed in (its cookie) for the applicant’s session; the cookie is renewed',
        tags: ['dashboard'],
        response: { 200: sessionResponseSchema, ...errorResponses(401, 429, 503) },
      },
      onRequest: app.rateLimits.perIp('dashboard-device-session'),
    },
    async (request, reply) => {
      const token = deviceCookieOf(request);
      const now = app.staffSessions.now();
      const signedIn = token ? await signInWithDevice(app, token, request.headers['user-agent'], now) : null;
      if (!signedIn) {
        clearDeviceCookie(request, reply);
        throw unauthorized(DEVICE_MESSAGES.notRemembered);
      }
      setDeviceCookie(request, reply, signedIn.next, now);
      return { token: await sessionTokenFor(app, signedIn) };
    },
  );

  app.get(
    '/dashboard/devices',
    {
      schema: {
        summary: 'The devices the applicant keeps signed in',
        tags: ['dashboard'],
        security: [{ session: [] }],
        response: { 200: devicesSchema, ...errorResponses(401, 503) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const devices = await rememberedDevices(
        app.db,
        request.dashboard.applicantId,
        deviceCookieOf(request),
        app.staffSessions.now(),
      );
      return {
        devices: devices.map((d) => ({
          ...d,
          createdAt: d.createdAt.toISOString(),
          lastUsedAt: d.lastUsedAt.toISOString(),
          expiresAt: d.expiresAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    '/dashboard/devices/:id',
    {
      schema: {
        summary: 'Stop keeping one of the applicant’s devices signed in',
        tags: ['dashboard'],
        security: [{ session: [] }],
        params: deviceParamsSchema,
        response: { 200: revokedSchema, ...errorResponses(401, 404, 503) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      if (!(await revokeDevice(app, request.dashboard.applicantId, request.params.id)))
        throw notFound(DEVICE_MESSAGES.noSuchDevice);
      return { revoked: 1 };
    },
  );

  app.post(
    '/dashboard/devices/revoke-all',
    {
      schema: {
        summary: 'Sign out everywhere: no device of the applicant stays signed in',
        tags: ['dashboard'],
        security: [{ session: [] }],
        response: { 200: revokedSchema, ...errorResponses(401, 503) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const revoked = await revokeAllDevices(app, request.dashboard.applicantId);
      clearDeviceCookie(request, reply);
      return { revoked };
    },
  );

  app.post(
    '/dashboard/sign-out',
    {
      schema: {
        summary: 'Sign out on this device: the device is no longer kept signed in',
        tags: ['dashboard'],
        response: { 204: z.null().describe('Signed out'), ...errorResponses(429, 503) },
      },
      onRequest: app.rateLimits.perIp('dashboard-sign-out'),
    },
    async (request, reply) => {
      const token = deviceCookieOf(request);
      if (token) await forgetDevice(app, token);
      clearDeviceCookie(request, reply);
      return reply.code(204).send(null);
    },
  );
}
