import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { readOrCreateSecret } from '../lib/secret-file';
import type { Session, TokenPurpose, TokenService } from '../types';

const ALG = 'HS256';
const EMAIL_ACTION_TTL_SECONDS = 60 * 60;

export async function createTokenService(opts: {
  secret: Uint8Array;
  sessionTtlSeconds: number;
}): Promise<TokenService> {
  const { secret, sessionTtlSeconds } = opts;
  const sign = (claims: Record<string, unknown>, subject: string, ttl: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(secret);

  async function verify(token: string, purpose: TokenPurpose) {
    // The algorithm is pinned: `alg: none` or RS/HS confusion never verifies.
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALG] });
    if (payload.purpose !== purpose || typeof payload.sub !== 'string')
      throw new Error('wrong token purpose');
    if (purpose === 'email-action') return { email: payload.sub };
    if (purpose === 'dashboard') return { applicantId: payload.sub };
    const applicationId = Number(payload.app);
    if (!Number.isInteger(applicationId)) throw new Error('malformed session token');
    return { applicantId: payload.sub, applicationId } satisfies Session;
  }

  return {
    signSession: (s) => sign({ purpose: 'session', app: s.applicationId }, s.applicantId, sessionTtlSeconds),
    signEmailAction: (email) => sign({ purpose: 'email-action' }, email, EMAIL_ACTION_TTL_SECONDS),
    signDashboard: (applicantId) => sign({ purpose: 'dashboard' }, applicantId, sessionTtlSeconds),
    verify: verify as TokenService['verify'],
  };
}

export default fp(async function tokens(app: FastifyInstance) {
  const secret = app.config.JWT_SECRET
    ? new TextEncoder().encode(app.config.JWT_SECRET)
    : await readOrCreateSecret(app.config.dataDir, 'jwt-secret');
  app.decorate(
    'tokens',
    await createTokenService({ secret, sessionTtlSeconds: app.config.SESSION_TTL_SECONDS }),
  );
});
