import { TOKEN_STORAGE_KEY } from '../constants/limits';
import { tabItem } from '../state/tab-item';

// The session token lives in sessionStorage under `token` (spec section 3), kept like every value of the tab
// (state/tab-item.ts): a storage that is missing or refuses simply keeps nothing.
const token = () => tabItem(TOKEN_STORAGE_KEY);

export function getToken(): string | null {
  return token().get() || null;
}

export function setToken(value: string): void {
  token().set(value);
}

export function clearToken(): void {
  token().remove();
}

function decodeBase64Url(segment: string): string {
  const b64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT payload without verifying it (the server verifies); null when malformed. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Spec section 4: "An expired token is detected by comparing exp with the current time." Expired only when exp (in
 * seconds) is a number at or before now. A token the browser cannot read (malformed, no exp, exp not a number) is
 * left to the server, whose 401 clears it and goes to /. No token at all counts as expired (there is no session).
 */
export function tokenExpired(
  token: string | null | undefined,
  nowSeconds: number = Date.now() / 1000,
): boolean {
  if (!token) return true;
  const exp = decodeTokenPayload(token)?.exp;
  if (typeof exp !== 'number' || Number.isNaN(exp)) return false;
  return exp <= nowSeconds;
}
