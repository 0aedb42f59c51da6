import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { readOrCreateSecret } from '../lib/secret-file';
import type { Session, TokenPurpose, TokenService } from '../types';

const ALG = 'HS256';
const EMAIL_ACTION_TTL_SECONDS = 60 * 60;
/** Tokens whose signature was checked, kept until they expire: about as many as applicants active at once. */
const VERIFIED_TOKENS = 1000;

export async function createTokenService(opts: {
  secret: Uint8Array;
  sessionTtlSeconds: number;
  /** The clock tokens are issued and expire by, in milliseconds (tests set it). */
  now?: () => number;
}): Promise<TokenService> {
  const { secret, sessionTtlSeconds, now = () => Date.now() } = opts;
  // Imported once: a secret given as bytes is imported again by WebCrypto on every sign and verify.
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const sign = (claims: Record<string, unknown>, subject: string, ttl: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt(Math.floor(now() / 1000))
      .setExpirationTime(Math.floor(now() / 1000) + ttl)
      .sign(key);

  /**
   * The claims of a token signed with this secret, checked once and then remembered until the token expires. The
   * answer for a token depends only on its text, the secret and the time (a token is never revoked as such: what
   * it opens is checked in the database on every use, e.g. authenticate's active application), so a remembered
   * answer is the one verifying again would give as long as `exp` is still ahead. Refused tokens are not kept.
   */
  const verified = new Map<string, Readonly<JWTPayload> & { exp: number }>();
  async function claims(token: string): Promise<Readonly<JWTPayload>> {
    const seconds = Math.floor(now() / 1000);
    const known = verified.get(token);
    // jose refuses a token once exp <= now; the same comparison here.
    if (known && known.exp > seconds) return known;
    if (known) verified.delete(token);
    // The algorithm is pinned: `alg: none` or RS/HS confusion never verifies.
    const { payload } = await jwtVerify(token, key, { algorithms: [ALG], currentDate: new Date(now()) });
    // Only tokens as this service signs them (an expiry, no not-before) are kept.
    if (typeof payload.exp === 'number' && payload.nbf === undefined) {
      if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, Object.freeze({ ...payload, exp: payload.exp }));
    }
    return payload;
  }

  async function verify(token: string, purpose: TokenPurpose) {
    const payload = await claims(token);
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
