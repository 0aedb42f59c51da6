import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { captchaSolutionsUsed } from '../db/schema';
import { readOrCreateSecret } from '../lib/secret-file';
import type { CaptchaVerifier } from '../types';

const ALGORITHM = 'PBKDF2/SHA-256';
// A widget payload is a few hundred bytes; anything far larger is not one and is refused before parsing.
const MAX_PAYLOAD_LENGTH = 4096;

/** Remembers solutions already accepted, so each is accepted once. */
export interface SolutionStore {
  /** True when `key` was not used before (and is now marked used until `expiresAt`). */
  markUsed(key: string, expiresAt: Date): Promise<boolean>;
}

export interface AltchaOptions {
  hmacKey: string;
  cost: number;
  counterMax: number;
  expiresSeconds: number;
  store: SolutionStore;
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(token: string): Payload | null {
  if (token.length > MAX_PAYLOAD_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { challenge, solution } = value as Partial<Payload>;
  if (!challenge || typeof challenge !== 'object' || typeof challenge.signature !== 'string') return null;
  const params = challenge.parameters;
  if (!params || typeof params !== 'object' || params.algorithm !== ALGORITHM) return null;
  // Every challenge we issue expires; one without expiry was not issued by us (and could be replayed forever).
  if (typeof params.expiresAt !== 'number') return null;
  if (!solution || typeof solution !== 'object') return null;
  return { challenge, solution };
}

/**
 * ALTCHA v2 proof of work (altcha-lib 2.x), self-hosted. Challenges are signed with our HMAC key and use the
 * deterministic mode (a known counter and a signed derived key), so verifying is one HMAC, not a key derivation.
 */
export function createAltchaVerifier(
  opts: AltchaOptions,
): Omit<CaptchaVerifier, 'createChallenge'> & { createChallenge(): Promise<Challenge> } {
  const hmacSignatureSecret = opts.hmacKey;
  // A second secret for the derived-key signature, derived from the first so there is one key to manage.
  const hmacKeySignatureSecret = crypto
    .createHmac('sha256', opts.hmacKey)
    .update('altcha-key-signature')
    .digest('hex');
  const counterMin = Math.max(1, Math.floor(opts.counterMax / 2));

  return {
    provider: 'altcha',
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: opts.cost,
        counter: randomInt(Math.max(counterMin, opts.counterMax), counterMin),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + opts.expiresSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(token) {
      if (typeof token !== 'string' || !token) return false;
      const payload = parsePayload(token.trim());
      if (!payload) return false;
      let verified: boolean;
      try {
        ({ verified } = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        }));
      } catch {
        // Malformed parameters (say, a solution that is not hex) are a refused payload, not a server error.
        return false;
      }
      if (!verified) return false;
      // Keyed by the challenge's signature (one per issued challenge), hashed to a fixed length. Recorded only after
      // verification, so forged payloads never write to the table.
      const key = crypto.createHash('sha256').update(payload.challenge.signature!).digest('hex');
      return opts.store.markUsed(key, new Date(payload.challenge.parameters.expiresAt! * 1000));
    },
  };
}

/** Used solutions in `captcha_solutions_used`; the primary key makes two concurrent submissions agree. */
function databaseSolutionStore(db: Db): SolutionStore {
  let lastSweep = 0;
  return {
    async markUsed(key, expiresAt) {
      const rows = await db
        .insert(captchaSolutionsUsed)
        .values({ signature: key, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: captchaSolutionsUsed.signature });
      // Expired rows can go: their challenges are refused as expired anyway. At most once a minute.
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now();
        await db.delete(captchaSolutionsUsed).where(lt(captchaSolutionsUsed.expiresAt, sql`now()`));
      }
      return rows.length === 1;
    },
  };
}

/** reCAPTCHA v2 checkbox: Google's siteverify says yes or no, and refuses a token it has seen before. */
export function createRecaptchaVerifier(opts: {
  secret: string;
  verifyUrl: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): CaptchaVerifier {
  return {
    provider: 'recaptcha',
    async verify(token, ip) {
      if (typeof token !== 'string' || !token.trim() || token.length > 8192) return false;
      try {
        const res = await fetch(opts.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: opts.secret, response: token.trim(), remoteip: ip }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
        if (!res.ok) {
          opts.log.warn({ status: res.status }, 'reCAPTCHA siteverify answered with an error status');
          return false;
        }
        const body = (await res.json()) as { success?: unknown; 'error-codes'?: unknown };
        if (body.success !== true) opts.log.info({ errorCodes: body['error-codes'] }, 'reCAPTCHA refused');
        return body.success === true;
      } catch (err) {
        opts.log.warn({ err: (err as Error).message }, 'reCAPTCHA siteverify unreachable');
        return false;
      }
    },
  };
}

export default fp(async function captcha(app: FastifyInstance) {
  const { config } = app;
  if (config.captchaProvider === 'recaptcha') {
    app.decorate(
      'captcha',
      createRecaptchaVerifier({
        secret: config.RECAPTCHA_SECRET!,
        verifyUrl: config.RECAPTCHA_VERIFY_URL,
        log: app.log,
      }),
    );
    return;
  }
  const hmacKey =
    config.ALTCHA_HMAC_KEY ?? (await readOrCreateSecret(config.dataDir, 'altcha-hmac')).toString('hex');
  app.decorate(
    'captcha',
    createAltchaVerifier({
      hmacKey,
      cost: config.ALTCHA_COST,
      counterMax: config.ALTCHA_COUNTER_MAX,
      expiresSeconds: config.ALTCHA_EXPIRES_SECONDS,
      store: databaseSolutionStore(app.db),
    }),
  );
});
