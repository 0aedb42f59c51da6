import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../transactions/secret-box';
import { randomToken, sha256Hex } from '../crypto';
import { oauthStates } from '../schema';

/**
 * OAuth `state` handling. The browser's 6-digit state (spec) is guessable, so it only correlates; the provider is
 * given our own 32-byte random state, bound server-side to the application, the applicant, the provider and (sealed)
 * the PKCE verifier. A callback is honoured only for a state we issued, for that provider, unexpired and unused: the
 * first callback spends it, so a replayed or foreign one is refused.
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

export interface ConsumedState extends StartedConnection {
  stateHash: string;
}

const verifierContext = (stateHash: string) => `oauth_states:${stateHash}:code_verifier`;

export class TooManyOpenStates extends Error {}

export async function issueState(
  db: Db,
  box: SecretBox,
  started: StartedConnection,
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
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return state;
}

/** Spends the state of a callback; null when it is not one we issued for this provider, or it is used or expired. */
export async function consumeState(
  db: Db,
  box: SecretBox,
  state: string | undefined,
  provider: string,
): Promise<ConsumedState | null> {
  if (!state || state.length > 200) return null;
  const stateHash = sha256Hex(state);
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        eq(oauthStates.provider, provider),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) return null;
  return {
    stateHash,
    applicationId: row.applicationId,
    applicantId: row.applicantId,
    provider: row.provider,
    mode: row.mode,
    clientState: row.clientState,
    codeVerifier: row.codeVerifier ? box.open(row.codeVerifier, verifierContext(stateHash)) : undefined,
  };
}
