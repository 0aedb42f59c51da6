import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AccountingSystemId } from '@onboarding/shared/schemas';
import { pkceChallenge, randomToken, sameSecret, sha256Hex } from '../crypto';
import { errorResponses } from '../../plugins/errors';
import { escapeHtml, htmlPage, sendPage } from '../html';
import { oauthSandboxCodes } from '../schema';
import { PROVIDERS } from './definitions';
import { OAuth2Provider } from './oauth2';
import type { TokenTransport } from './types';

// The built-in sandbox: a small but real OAuth 2.0 authorization server (consent page, single-use codes bound to
// client, redirect URI and PKCE challenge, token endpoint with client authentication) standing in for every provider
// that has no credentials configured, so the whole flow, denial included, runs locally and in tests.

const SANDBOX_AUTHORIZE_PATH = '/oauth/authorize/sandbox';
export const SANDBOX_TOKEN_PATH = '/oauth/sandbox/token';
const CODE_TTL_SECONDS = 60;

export interface SandboxClient {
  clientId: string;
  clientSecret: string;
  provider: AccountingSystemId;
  name: string;
  redirectUri: string;
  scope: string;
}

export const callbackUrl = (appUrl: string, provider: string) => `${appUrl}/oauth/callback/${provider}`;

/** One registered sandbox client per provider; its secret is derived from the service's key. */
export function sandboxClients(appUrl: string, key: Buffer): Map<string, SandboxClient> {
  const clients = new Map<string, SandboxClient>();
  for (const definition of Object.values(PROVIDERS)) {
    const clientId = `sandbox-${definition.id}`;
    clients.set(clientId, {
      clientId,
      clientSecret: crypto.createHmac('sha256', key).update(`sandbox client ${clientId}`).digest('base64url'),
      provider: definition.id,
      name: definition.name,
      redirectUri: callbackUrl(appUrl, definition.id),
      scope: definition.scopes.join(definition.scopeSeparator),
    });
  }
  return clients;
}

export function sandboxProvider(
  client: SandboxClient,
  appUrl: string,
  transport: TokenTransport,
): OAuth2Provider {
  const definition = PROVIDERS[client.provider];
  return new OAuth2Provider(
    {
      ...definition,
      authorizeUrl: `${appUrl}${SANDBOX_AUTHORIZE_PATH}`,
      tokenUrl: `${appUrl}${SANDBOX_TOKEN_PATH}`,
      pkce: true,
      clientAuth: 'basic',
      authorizeParams: undefined,
      tenantParam: undefined,
      tokenHostParam: undefined,
    },
    { clientId: client.clientId, clientSecret: client.clientSecret },
    transport,
    'sandbox',
  );
}

/** The sandbox's token endpoint is in this process: requests reach it through inject, with no network. */
export function inProcessTransport(app: FastifyInstance): TokenTransport {
  return async ({ url, headers, body }) => {
    const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
    return { status: res.statusCode, body: res.body };
  };
}

type Query = Record<string, string | undefined>;

interface AuthorizationRequest {
  client: SandboxClient;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

/**
 * RFC 6749 §4.1.2.1: without a known client and its exact redirect URI, show an error and redirect nowhere; other
 * faults go back to the client as error=invalid_request.
 */
function checkRequest(
  clients: Map<string, SandboxClient>,
  q: Query,
): { ok: AuthorizationRequest } | { page: string } | { redirect: string } {
  const client = q.client_id ? clients.get(q.client_id) : undefined;
  if (!client || q.redirect_uri !== client.redirectUri)
    return { page: 'The application asking for access is not registered with this sandbox.' };
  const back = (error: string) => {
    const url = new URL(client.redirectUri);
    url.searchParams.set('error', error);
    if (q.state) url.searchParams.set('state', q.state);
    return { redirect: url.toString() };
  };
  if (q.response_type !== 'code') return back('unsupported_response_type');
  if (!q.state || !q.code_challenge || q.code_challenge_method !== 'S256') return back('invalid_request');
  return { ok: { client, redirectUri: client.redirectUri, state: q.state, codeChallenge: q.code_challenge } };
}

function consentPage(reply: FastifyReply, req: AuthorizationRequest, appUrl: string) {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const scopes = req.client.scope
    .split(/[ ,]/)
    .map((s) => `<li><code>${escapeHtml(s)}</code></li>`)
    .join('');
  return sendPage(reply, {
    title: `Connect ${req.client.name} (sandbox)`,
    formTargets: [new URL(appUrl).origin],
    body: `<h1 id="consent-title">Connect ${escapeHtml(req.client.name)}</h1>
<p>The onboarding application asks for read-only access to your ${escapeHtml(req.client.name)} accounting data:</p>
<ul aria-label="Requested access">${scopes}</ul>
<p class="note">This is the built-in sandbox standing in for ${escapeHtml(req.client.name)}: no account is needed and no real data is shared.</p>
<form method="post" action="${SANDBOX_AUTHORIZE_PATH}" aria-labelledby="consent-title">
${hidden('response_type', 'code')}${hidden('client_id', req.client.clientId)}${hidden('redirect_uri', req.redirectUri)}${hidden('state', req.state)}${hidden('code_challenge', req.codeChallenge)}${hidden('code_challenge_method', 'S256')}
<div class="actions"><button type="submit" name="decision" value="allow" autofocus>Allow</button><button type="submit" name="decision" value="deny">Deny</button></div>
</form>`,
  });
}

function invalidPage(reply: FastifyReply, message: string) {
  return sendPage(reply, {
    status: 400,
    title: 'Invalid request',
    body: `<h1>This sign-in request is not valid</h1><p>${escapeHtml(message)}</p>`,
  });
}

export function registerSandbox(
  app: FastifyInstance,
  opts: { appUrl: string; clients: Map<string, SandboxClient> },
) {
  const { appUrl, clients } = opts;
  const authorizeResponses = {
    ...errorResponses(503),
    303: z.null().describe("To the client's redirect URI, with a code or an error"),
    400: htmlPage('The sign-in request is not valid (unknown client or redirect URI)'),
  };

  app.get(
    SANDBOX_AUTHORIZE_PATH,
    {
      schema: {
        summary: "The sandbox provider's consent page",
        tags: ['sandbox'],
        response: { ...authorizeResponses, 200: htmlPage('The consent page') },
      },
    },
    async (request, reply) => {
      const checked = checkRequest(clients, request.query as Query);
      if ('page' in checked) return invalidPage(reply, checked.page);
      if ('redirect' in checked) return reply.redirect(checked.redirect, 303);
      return consentPage(reply, checked.ok, appUrl);
    },
  );

  const consent = {
    summary: "The sandbox provider's consent: allow or deny, back to the client",
    tags: ['sandbox'],
    response: authorizeResponses,
  };
  app.post(SANDBOX_AUTHORIZE_PATH, { schema: consent }, async (request, reply) => {
    const form = (request.body ?? {}) as Query;
    const checked = checkRequest(clients, form);
    if ('page' in checked) return invalidPage(reply, checked.page);
    if ('redirect' in checked) return reply.redirect(checked.redirect, 303);
    const { client, redirectUri, state, codeChallenge } = checked.ok;
    const target = new URL(redirectUri);
    target.searchParams.set('state', state);
    if (form.decision === 'allow') {
      const code = randomToken();
      await app.db.delete(oauthSandboxCodes).where(lt(oauthSandboxCodes.expiresAt, new Date()));
      await app.db.insert(oauthSandboxCodes).values({
        codeHash: sha256Hex(code),
        clientId: client.clientId,
        redirectUri,
        codeChallenge,
        scope: client.scope,
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user denied access');
    }
    // 303: the browser follows with a GET, as a callback expects.
    return reply.redirect(target.toString(), 303);
  });

  // RFC 6749 §5.1 and §5.2: the token, or an OAuth error code.
  const oauthError = z.object({ error: z.string() });
  const tokenResponses = {
    ...errorResponses(503),
    200: z.object({
      access_token: z.string(),
      refresh_token: z.string(),
      token_type: z.literal('Bearer'),
      expires_in: z.int(),
      scope: z.string(),
    }),
    400: oauthError.describe('invalid_request, invalid_grant or unsupported_grant_type'),
    401: oauthError.describe('invalid_client'),
  };

  const tokenRoute = {
    summary: "The sandbox provider's token endpoint: a code for tokens (RFC 6749)",
    tags: ['sandbox'],
    response: tokenResponses,
  };
  app.post(SANDBOX_TOKEN_PATH, { schema: tokenRoute }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const form = (request.body ?? {}) as Query;
    const fail = (status: 400 | 401, error: string) => reply.status(status).send({ error });

    let clientId = form.client_id;
    let clientSecret = form.client_secret;
    const basic = request.headers.authorization?.match(/^Basic\s+(.+)$/i);
    if (basic) {
      const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    const client = clientId ? clients.get(clientId) : undefined;
    if (!client || !clientSecret || !sameSecret(clientSecret, client.clientSecret))
      return fail(401, 'invalid_client');
    if (form.grant_type !== 'authorization_code') return fail(400, 'unsupported_grant_type');
    if (!form.code || !form.redirect_uri || !form.code_verifier) return fail(400, 'invalid_request');

    // Single use: the code is spent by the first request that names it, whether or not the rest checks out.
    const [grant] = await app.db
      .update(oauthSandboxCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oauthSandboxCodes.codeHash, sha256Hex(form.code)),
          isNull(oauthSandboxCodes.usedAt),
          gt(oauthSandboxCodes.expiresAt, new Date()),
        ),
      )
      .returning();
    if (
      !grant ||
      grant.clientId !== client.clientId ||
      grant.redirectUri !== form.redirect_uri ||
      !sameSecret(pkceChallenge(form.code_verifier), grant.codeChallenge)
    ) {
      return fail(400, 'invalid_grant');
    }
    return {
      access_token: randomToken(),
      refresh_token: randomToken(),
      token_type: 'Bearer',
      expires_in: 1800,
      scope: grant.scope,
    };
  });
}
