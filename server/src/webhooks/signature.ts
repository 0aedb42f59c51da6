import crypto from 'node:crypto';

// Standard Webhooks (https://www.standardwebhooks.com): the receiver checks `webhook-signature` against an HMAC-SHA256
// of `${webhook-id}.${webhook-timestamp}.${body}` with the shared secret, and refuses old timestamps (replays). The
// id stays the same across retries, so a receiver can drop a delivery it has already handled.

const PREFIX = 'whsec_';

/** The key bytes: a `whsec_` secret is base64 after its prefix (what the spec's libraries generate), else UTF-8. */
export function webhookKey(secret: string): Buffer {
  return secret.startsWith(PREFIX)
    ? Buffer.from(secret.slice(PREFIX.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

/** `v1,<base64>` over `${id}.${timestamp}.${body}`; `timestamp` in whole seconds since the epoch. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = crypto
    .createHmac('sha256', webhookKey(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The headers of one delivery. */
export function webhookHeaders(secret: string, id: string, timestamp: number, body: string) {
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}

/**
 * What a receiver does (used by the tests, and a reference for the provider's systems): true when one of the
 * space-separated `v1,` signatures matches and the timestamp is within `toleranceSeconds` of `now`.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  now = Date.now(),
  toleranceSeconds = 5 * 60,
): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now / 1000 - seconds) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, id, seconds, body));
  return signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}
