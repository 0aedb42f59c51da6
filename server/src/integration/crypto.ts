import crypto from 'node:crypto';

/** A random value as URL-safe text (states, codes, PKCE verifiers, sandbox tokens). */
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');

/** What we keep of a value that must not be recoverable from the database (states, sandbox codes). */
export const sha256Hex = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');

/** PKCE S256: BASE64URL(SHA256(verifier)) (RFC 7636 §4.2). */
export const pkceChallenge = (verifier: string): string =>
  crypto.createHash('sha256').update(verifier).digest('base64url');

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(a: string, b: string): boolean {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
}
