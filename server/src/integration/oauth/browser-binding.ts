import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256Hex } from '../crypto';

/**
 * Binds a started connection to the browser that started it. /oauth/code (a same-origin XHR) sets a random cookie
 * and the state row keeps only its SHA-256; the provider's redirect back to /oauth/callback/<provider> is a
 * top-level GET, so a SameSite=Lax cookie comes with it. A callback without the cookie, or with another browser's,
 * is refused: someone who sends a victim their own authorize link cannot get it completed in the victim's browser.
 *
 * HttpOnly (no script reads it), Path=/oauth (sent only to this service), Secure when the request came over https
 * (directly, or by X-Forwarded-Proto from a proxy the service trusts: TRUST_PROXY), Max-Age = the state's lifetime.
 */
export const BROWSER_COOKIE = 'oauth_browser';
const COOKIE_PATH = '/oauth';
// 32 random bytes as base64url, exactly what randomToken() makes.
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** The value of one cookie in the request's Cookie header (RFC 6265 §5.4 syntax), or undefined. */
function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > 8192) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return value;
  }
  return undefined;
}

/** The binding value sent by this browser, when it is one we could have issued. */
export function browserValueOf(request: FastifyRequest): string | undefined {
  const value = readCookie(request, BROWSER_COOKIE);
  return value && WELL_FORMED.test(value) ? value : undefined;
}

/** What the state row keeps of the binding value. */
export const hashBrowserValue = (value: string): string => sha256Hex(value);

/**
 * The binding value for a new state: the browser's current one when it already holds one of ours (so two
 * connections started from the same browser, in two tabs, both still finish), otherwise a fresh random one.
 */
export const browserValueFor = (request: FastifyRequest): string => browserValueOf(request) ?? randomToken();

function serialize(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${BROWSER_COOKIE}=${value}`,
    `Max-Age=${maxAgeSeconds}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

/** Sets (or renews) the binding cookie on the reply that hands out a state. */
export function setBrowserCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  maxAgeSeconds: number,
): void {
  reply.header('set-cookie', serialize(request, value, Math.max(0, Math.floor(maxAgeSeconds))));
}

/** Removes the binding cookie once the state it bound has been spent. */
export function clearBrowserCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', serialize(request, '', 0));
}
