import {
  ProviderError,
  type OAuthProvider,
  type ProviderDefinition,
  type TokenSet,
  type TokenTransport,
} from './types';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** An RFC 6749 authorization-code client for one provider. */
export class OAuth2Provider implements OAuthProvider {
  readonly id: ProviderDefinition['id'];
  readonly name: string;
  readonly pkce: boolean;

  constructor(
    private readonly definition: ProviderDefinition,
    private readonly client: ClientCredentials,
    private readonly transport: TokenTransport,
    readonly mode: 'live' | 'sandbox',
  ) {
    this.id = definition.id;
    this.name = definition.name;
    this.pkce = definition.pkce;
  }

  authorizationUrl({
    state,
    redirectUri,
    codeChallenge,
  }: {
    state: string;
    redirectUri: string;
    codeChallenge?: string;
  }) {
    const url = new URL(this.definition.authorizeUrl);
    const params: Record<string, string> = {
      response_type: 'code',
      client_id: this.client.clientId,
      redirect_uri: redirectUri,
      scope: this.definition.scopes.join(this.definition.scopeSeparator),
      state,
      ...this.definition.authorizeParams,
    };
    if (this.pkce) {
      if (!codeChallenge) throw new Error(`${this.id} needs a PKCE challenge`);
      params.code_challenge = codeChallenge;
      params.code_challenge_method = 'S256';
    }
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }

  async exchangeCode({
    code,
    redirectUri,
    codeVerifier,
    callbackQuery,
  }: Parameters<OAuthProvider['exchangeCode']>[0]): Promise<TokenSet> {
    const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    if (this.pkce) {
      if (!codeVerifier) throw new ProviderError('missing_code_verifier');
      form.set('code_verifier', codeVerifier);
    }
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    if (this.definition.clientAuth === 'basic') {
      // RFC 6749 §2.3.1: each part form-encoded before Base64.
      const basic = `${encodeURIComponent(this.client.clientId)}:${encodeURIComponent(this.client.clientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
    } else {
      form.set('client_id', this.client.clientId);
      form.set('client_secret', this.client.clientSecret);
    }

    let response: { status: number; body: string };
    try {
      response = await this.transport({ url: this.tokenUrl(callbackQuery), headers, body: form.toString() });
    } catch {
      throw new ProviderError('token_endpoint_unreachable');
    }
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(response.body) as Record<string, unknown>;
    } catch {
      throw new ProviderError(`token_endpoint_http_${response.status}`);
    }
    if (response.status < 200 || response.status >= 300 || typeof json.access_token !== 'string') {
      const error = typeof json.error === 'string' && /^[\w.-]{1,64}$/.test(json.error) ? json.error : null;
      throw new ProviderError(error ?? `token_endpoint_http_${response.status}`);
    }
    const tenantParam = this.definition.tenantParam;
    return {
      accessToken: json.access_token,
      refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : undefined,
      tokenType: typeof json.token_type === 'string' ? json.token_type : undefined,
      scope: typeof json.scope === 'string' ? json.scope : undefined,
      expiresIn: Number.isFinite(Number(json.expires_in)) ? Number(json.expires_in) : undefined,
      tenantId: tenantParam ? callbackQuery[tenantParam]?.slice(0, 200) : undefined,
    };
  }

  private tokenUrl(callbackQuery: Record<string, string | undefined>): string {
    const hint = this.definition.tokenHostParam;
    const host = hint ? callbackQuery[hint.name] : undefined;
    if (!host || !hint?.allowed.test(host)) return this.definition.tokenUrl;
    const url = new URL(this.definition.tokenUrl);
    return new URL(url.pathname + url.search, host).toString();
  }
}

/** Live token requests: HTTPS with a time limit; the response body is read whatever the status. */
export function httpTransport(timeoutMs: number): TokenTransport {
  return async ({ url, headers, body }) => {
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, body: await res.text() };
  };
}
