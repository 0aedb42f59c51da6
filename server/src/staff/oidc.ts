import crypto from 'node:crypto';
import * as client from 'openid-client';
import type { OidcSettings } from '../config';
import type { SecretBox } from '../transactions/secret-box';

// The OpenID Connect side of staff single sign-on: discovery, the authorization request (code flow, PKCE S256,
// state and nonce) and the callback's checks, all done by openid-client (panva). No accounts and no HTTP framework
// here: routes/backoffice/sso.ts carries the flow cookie, staff/sso.ts turns a verified identity into a session.
// Nothing here logs a token, a code, the verifier or the client secret.

/** How long a sign-in may take at the provider: the flow cookie and its sealed contents expire after it. */
export const FLOW_TTL_SECONDS = 10 * 60;
/** After a failed discovery, the next attempt waits this long (a provider that is down is not hammered per click). */
const DISCOVERY_RETRY_MS = 5_000;
/** Seconds for each request to the provider (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** Associated data of the sealed flow: a value sealed for anything else with the same key does not open here. */
const FLOW_PURPOSE = 'onboarding staff sso flow v1';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why a sign-in did not go through; a short code that may travel in the sign-in page's URL and the audit log. */
export type SsoFailure =
  | 'unavailable'
  | 'state'
  | 'expired'
  | 'replayed'
  | 'denied'
  | 'provider'
  | 'email'
  | 'email-unverified'
  | 'no-role'
  | 'disabled'
  | 'subject'
  | 'conflict';

export class SsoError extends Error {
  constructor(
    readonly code: SsoFailure,
    /** For the refusal's audit row: the provider's email and the account concerned, when known. */
    readonly context: { email?: string; staffId?: string | null } = {},
  ) {
    super(`single sign-on refused: ${code}`);
    this.name = 'SsoError';
  }
}

/** What the browser carries between /sso/start and /sso/callback, sealed: never readable, never forgeable. */
export interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  /** When the sign-in started (ms). */
  at: number;
}

export function sealFlow(box: SecretBox, flow: Flow): string {
  const sealed = box.seal(JSON.stringify(flow), FLOW_PURPOSE);
  const part = (b64: string) => Buffer.from(b64, 'base64').toString('base64url');
  return [sealed.keyVersion, part(sealed.iv), part(sealed.tag), part(sealed.ciphertext)].join('.');
}

/** The flow of a cookie's value: null when absent, tampered with, sealed with another key, or older than 10 minutes. */
export function openFlow(box: SecretBox, value: string | undefined, now: number): Flow | 'expired' | null {
  if (!value || value.length > 4096) return null;
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const b64 = (part: string) => Buffer.from(part, 'base64url').toString('base64');
  let flow: Flow;
  try {
    flow = JSON.parse(
      box.open(
        { keyVersion: parts[0], iv: b64(parts[1]), tag: b64(parts[2]), ciphertext: b64(parts[3]) },
        FLOW_PURPOSE,
      ),
    ) as Flow;
  } catch {
    return null;
  }
  if (![flow.state, flow.nonce, flow.verifier].every((v) => typeof v === 'string' && v.length >= 16))
    return null;
  if (typeof flow.at !== 'number' || now - flow.at > FLOW_TTL_SECONDS * 1000 || flow.at - now > 60_000)
    return 'expired';
  return flow;
}

/** The SHA-256 of a state: what the replay guard stores. */
export const stateHash = (state: string) => crypto.createHash('sha256').update(state, 'utf8').digest('hex');

/** A verified identity: the ID token's claims (signature, issuer, audience, expiry and nonce checked) with userinfo's. */
export interface Identity {
  issuer: string;
  subject: string;
  claims: Record<string, unknown>;
}

interface Logger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** An error's safe summary for a log line: its kind and message, never a response body or a token. */
function summary(err: unknown) {
  const e = err as { name?: string; code?: string; error?: string; message?: string };
  return { name: e?.name, code: e?.code ?? e?.error, message: e?.message?.slice(0, 200) };
}

/**
 * One OpenID provider. Discovery is lazy (the API starts whether or not the provider answers) and retried after a
 * failure, no sooner than 5 seconds later; a provider that is down makes start() fail with `unavailable` (503).
 */
export class OidcClient {
  private configuration: Promise<client.Configuration> | null = null;
  private failedAt = -Infinity;

  constructor(
    private readonly settings: OidcSettings,
    private readonly box: SecretBox,
    private readonly log: Logger,
  ) {}

  private discover(): Promise<client.Configuration> {
    if (this.configuration) return this.configuration;
    if (Date.now() - this.failedAt < DISCOVERY_RETRY_MS) return Promise.reject(new SsoError('unavailable'));
    const issuer = new URL(this.settings.issuer);
    // Plain HTTP only to a provider on this machine (tests, a local Keycloak); anything else must be HTTPS.
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    this.configuration = client
      .discovery(
        issuer,
        this.settings.clientId,
        undefined,
        client.ClientSecretBasic(this.settings.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((err: unknown) => {
        this.configuration = null;
        this.failedAt = Date.now();
        this.log.warn(
          { issuer: this.settings.issuer, err: summary(err) },
          'single sign-on: the identity provider could not be discovered',
        );
        throw new SsoError('unavailable');
      });
    return this.configuration;
  }

  /** The provider's authorization URL for a new sign-in, and the sealed flow for the callback's cookie. */
  async start(now: number): Promise<{ url: string; flow: string }> {
    const configuration = await this.discover();
    const flow: Flow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      at: now,
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.href, flow: sealFlow(this.box, flow) };
  }

  /**
   * The callback's first check, before anything is spent: the sealed flow opens, is recent, and its state is the one
   * the provider sent back.
   */
  check(sealed: string | undefined, query: URLSearchParams, now: number): Flow {
    const flow = openFlow(this.box, sealed, now);
    if (flow === 'expired') throw new SsoError('expired');
    const state = query.get('state');
    if (!flow || !state) throw new SsoError('state');
    const digest = (v: string) => crypto.createHash('sha256').update(v, 'utf8').digest();
    if (!crypto.timingSafeEqual(digest(state), digest(flow.state))) throw new SsoError('state');
    return flow;
  }

  /**
   * Redeems the code (PKCE verifier, state, nonce and the ID token checked by openid-client) and reads userinfo when
   * the provider has it (many put email and groups there rather than in the ID token). The ID token's claims win
   * where both have one.
   */
  async finish(flow: Flow, query: URLSearchParams): Promise<Identity> {
    const configuration = await this.discover();
    // The URL the provider redirected to, as registered (the request itself may have come through a proxy).
    const current = new URL(this.settings.redirectUri);
    current.search = query.toString();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      const denied = err instanceof client.AuthorizationResponseError;
      this.log.info({ err: summary(err) }, 'single sign-on: the provider’s answer was refused');
      throw new SsoError(denied ? 'denied' : 'provider');
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoError('provider');
    let userinfo: Record<string, unknown> = {};
    if (configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
      try {
        userinfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      } catch (err) {
        this.log.info({ err: summary(err) }, 'single sign-on: userinfo could not be read');
        throw new SsoError('provider');
      }
    }
    return {
      issuer: idClaims.iss,
      subject: idClaims.sub,
      claims: { ...userinfo, ...idClaims },
    };
  }
}
