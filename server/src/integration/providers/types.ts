import type { AccountingSystemId } from '@onboarding/shared/schemas';

/** What a provider's authorization server needs to know about it (RFC 6749 authorization code grant). */
export interface ProviderDefinition {
  id: AccountingSystemId;
  name: string;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: string[];
  scopeSeparator: ' ' | ',';
  /** RFC 7636, used where the provider documents support for it. */
  pkce: boolean;
  /** How the token endpoint takes the client's credentials: HTTP Basic, or in the form body. */
  clientAuth: 'basic' | 'body';
  /** Extra authorization parameters (e.g. Zoho's access_type=offline for a refresh token). */
  authorizeParams?: Record<string, string>;
  /** Callback parameter naming the organisation the tokens open (QuickBooks realmId). */
  tenantParam?: string;
  /**
   * Callback parameter naming the data centre whose token endpoint must redeem the code (Zoho's accounts-server),
   * accepted only when it matches `allowed`.
   */
  tokenHostParam?: { name: string; allowed: RegExp };
}

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  tokenType?: string;
  scope?: string;
  /** Seconds. */
  expiresIn?: number;
  tenantId?: string;
}

/** One provider as the OAuth routes use it, live or sandboxed. */
export interface OAuthProvider {
  readonly id: AccountingSystemId;
  readonly name: string;
  readonly mode: 'live' | 'sandbox';
  readonly pkce: boolean;
  authorizationUrl(params: { state: string; redirectUri: string; codeChallenge?: string }): string;
  /** Redeems a code; throws ProviderError when the provider refuses or cannot be reached. */
  exchangeCode(params: {
    code: string;
    redirectUri: string;
    codeVerifier?: string;
    callbackQuery: Record<string, string | undefined>;
  }): Promise<TokenSet>;
}

export class ProviderError extends Error {
  constructor(
    /** A short code safe to store and log (the OAuth error code, or our own), never a token. */
    readonly reason: string,
  ) {
    super(`provider refused: ${reason}`);
  }
}

/** A token request as sent on the wire; live providers get it over HTTPS, the sandbox in-process. */
export type TokenTransport = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; body: string }>;
