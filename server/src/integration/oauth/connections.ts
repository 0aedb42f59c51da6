import type { Db } from '../../db/client';
import type { SecretBox } from '../../transactions/secret-box';
import type { TokenSet } from '../providers/types';
import { oauthConnections } from '../schema';

/** Associated data binding each sealed token to its row: a ciphertext moved to another row does not open. */
export const tokenContext = (
  applicationId: number,
  provider: string,
  field: 'access_token' | 'refresh_token',
) => `oauth_connections:${applicationId}:${provider}:${field}`;

/** Stores (or replaces, on reconnection) an application's tokens for a provider, sealed with AES-256-GCM. */
export async function saveConnection(
  db: Db,
  box: SecretBox,
  c: { applicationId: number; provider: string; mode: 'live' | 'sandbox'; tokens: TokenSet },
): Promise<void> {
  const { applicationId, provider, tokens } = c;
  const values = {
    mode: c.mode,
    accessToken: box.seal(tokens.accessToken, tokenContext(applicationId, provider, 'access_token')),
    refreshToken: tokens.refreshToken
      ? box.seal(tokens.refreshToken, tokenContext(applicationId, provider, 'refresh_token'))
      : null,
    tokenType: tokens.tokenType ?? null,
    scope: tokens.scope ?? null,
    expiresAt: tokens.expiresIn ? new Date(Date.now() + tokens.expiresIn * 1000) : null,
    tenantId: tokens.tenantId ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(oauthConnections)
    .values({ applicationId, provider, ...values })
    .onConflictDoUpdate({ target: [oauthConnections.applicationId, oauthConnections.provider], set: values });
}
