import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../transactions/secret-box';
import { randomToken, sameSecret, sha256Hex } from '../crypto';
import { oauthStates } from '../schema';
import { hashBrowserValue } from './browser-binding';

/**
 * OAuth `state` handling. The browser's 6-digit state (spec) is guessable, so it only correlates; the provider is
 * given our own 32-byte random state, bound server-side to the application, the applicant, the provider and (sealed)
 * the PKCE verifier. A callback is honoured only for a state we issued, for that provider, unexpired and unused: the
 * first callback spends it, so a replayed or foreign one is refused. It is also bound to the browser that started it
 * (the SHA-256 of its binding cookie, see browser-binding.ts): a callback from any other browser is refused and
 * leaves the state unspent, so the browser that started the connection can still finish it.
 */

const MAX_OPEN_STATES_PER_APPLICATION = 10;
const KEEP_SPENT_FOR_MS = 24 * 60 * 60 * 1000;

export interface StartedConnection {
  applicationId: number;
  applicantId: string;
  provider: string;
  mode: 'live' | 'sandbox';
  clientState: string;
  codeVerifier?: string;
}

export interface IssuedConnection extends StartedConnection {
  /** SHA-256 of the starting browser's binding cookie. */
  browserHash: string;
}

export interface ConsumedState extends StartedConnection {
  stateHash: string;
}

const verifierContext = (stateHash: string) => `oauth_states:${stateHash}:code_verifier`;

export class TooManyOpenStates extends Error {}

export async function issueState(
  db: Db,
  box: SecretBox,
  started: IssuedConnection,
  ttlSeconds: number,
): Promise<string> {
  const now = new Date();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now.getTime() - KEEP_SPENT_FOR_MS)));
  const [open] = await db
    .select({ n: count() })
    .from(oauthStates)
    .where(
      and(
        eq(oauthStates.applicationId, started.applicationId),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    );
  if ((open?.n ?? 0) >= MAX_OPEN_STATES_PER_APPLICATION) throw new TooManyOpenStates();

  const state = randomToken();
  const stateHash = sha256Hex(state);
  await db.insert(oauthStates).values({
    stateHash,
    clientState: started.clientState,
    applicationId: started.applicationId,
    applicantId: started.applicantId,
    provider: started.provider,
    mode: started.mode,
    codeVerifier: started.codeVerifier ? box.seal(started.codeVerifier, verifierContext(stateHash)) : null,
    browserHash: started.browserHash,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return state;
}

export type ConsumeResult =
  | { status: 'spent'; connection: ConsumedState }
  /** Not a state we issued for this provider, or it is used or expired. */
  | { status: 'unknown' }
  /** A live state, but the callback did not come from the browser that started it: left unspent. */
  | { status: 'other_browser' };

/**
 * Spends the state of a callback, when it is one we issued for this provider, unused, unexpired, and the callback
 * carries the binding cookie of the browser that started it (`browserValue`, compared in constant time). A callback
 * from another browser spends nothing.
 */
export async function consumeState(
  db: Db,
  box: SecretBox,
  state: string | undefined,
  provider: string,
  browserValue: string | undefined,
): Promise<ConsumeResult> {
  if (!state || state.length > 200) return { status: 'unknown' };
  const stateHash = sha256Hex(state);
  const now = new Date();
  const live = and(
    eq(oauthStates.stateHash, stateHash),
    eq(oauthStates.provider, provider),
    isNull(oauthStates.usedAt),
    gt(oauthStates.expiresAt, now),
  );
  const [open] = await db.select({ browserHash: oauthStates.browserHash }).from(oauthStates).where(live);
  if (!open) return { status: 'unknown' };
  // Rows from before the binding existed (browser_hash null) match no browser.
  const bound = open.browserHash ?? '';
  const presented = browserValue ? hashBrowserValue(browserValue) : '';
  if (!sameSecret(presented, bound) || !bound || !presented) return { status: 'other_browser' };

  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(live, eq(oauthStates.browserHash, bound)))
    .returning();
  // Spent by a concurrent callback of the same browser in between.
  if (!row) return { status: 'unknown' };
  return {
    status: 'spent',
    connection: {
      stateHash,
      applicationId: row.applicationId,
      applicantId: row.applicantId,
      provider: row.provider,
      mode: row.mode,
      clientState: row.clientState,
      codeVerifier: row.codeVerifier ? box.open(row.codeVerifier, verifierContext(stateHash)) : undefined,
    },
  };
}
