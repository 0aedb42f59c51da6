// The sign-in page after a failed single sign-on: the API's callback redirects to
// `/sign-in?sso=failed&reason=<code>` (server/src/staff/oidc.ts SsoFailure) and nothing else. Each code reads as one
// plain sentence (i18n.ts, signIn.ssoFailed), grouped by what the reader can do about it. Pure: the page shows the
// text and drops the query.

/** The groups of failure codes; their sentences are `signIn.ssoFailed.<key>` in i18n.ts. */
export const SSO_FAILURE_KEYS = [
  'retry',
  'denied',
  'unavailable',
  'email',
  'noRole',
  'disabled',
  'mismatch',
  'unknown',
] as const;
export type SsoFailureKey = (typeof SSO_FAILURE_KEYS)[number];

const BY_CODE: Record<string, SsoFailureKey> = {
  state: 'retry',
  expired: 'retry',
  replayed: 'retry',
  denied: 'denied',
  provider: 'unavailable',
  unavailable: 'unavailable',
  email: 'email',
  'email-unverified': 'email',
  'no-role': 'noRole',
  disabled: 'disabled',
  subject: 'mismatch',
  conflict: 'mismatch',
};

/** The message's key for an address's query, or null when it does not say a single sign-on failed. */
export function ssoFailureOf(search: string): SsoFailureKey | null {
  const params = new URLSearchParams(search);
  if (params.get('sso') !== 'failed') return null;
  return BY_CODE[params.get('reason') ?? ''] ?? 'unknown';
}
