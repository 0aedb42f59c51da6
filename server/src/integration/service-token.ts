import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import { readOrCreateSecret } from '../lib/secret-file';

// Calls between our own services (the integration service telling the API how an OAuth connection ended, the API
// asking the integration service to forget erased applications) carry a short-lived JWT with purpose "service", its
// audience naming the one call it opens. Its key is derived from the session-token secret both services already
// share (JWT_SECRET, or the generated file in DATA_DIR, exactly as plugins/tokens.ts reads it), under a label of its
// own: a service token can never verify as a session token, nor the other way round.

const ALG = 'HS256';
const ISSUER = 'onboarding-integration';
const TTL_SECONDS = 60;

export const ACCOUNTING_RESULT_AUDIENCE = 'api/internal/accounting-result';
/** The API asking the integration service to forget erased applications: the other direction, same key. */
export const FORGET_AUDIENCE = 'integration/internal/forget';

export async function loadServiceKey(config: Pick<Config, 'JWT_SECRET' | 'dataDir'>): Promise<Uint8Array> {
  const secret = config.JWT_SECRET
    ? new TextEncoder().encode(config.JWT_SECRET)
    : await readOrCreateSecret(config.dataDir, 'jwt-secret');
  return crypto.createHmac('sha256', secret).update('onboarding service token v1').digest();
}

export function signServiceToken(key: Uint8Array, audience: string): Promise<string> {
  return new SignJWT({ purpose: 'service' })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject('integration')
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + TTL_SECONDS)
    .sign(key);
}

/** Throws unless the token is a current service token for `audience`. */
export async function verifyServiceToken(key: Uint8Array, token: string, audience: string): Promise<void> {
  const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER, audience });
  if (payload.purpose !== 'service') throw new Error('not a service token');
}
