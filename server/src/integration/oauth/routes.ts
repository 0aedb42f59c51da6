import {
  oauthCodeResponseSchema,
  oauthCodeSchema,
  type AccountingSystemId,
} from '@onboarding/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/http-error';
import { bearerToken } from '../../lib/bearer-token';
import { errorResponses } from '../../plugins/errors';
import type { SecretBox } from '../../transactions/secret-box';
import type { Session } from '../../types';
import { pkceChallenge, randomToken } from '../crypto';
import { htmlPage, sendRefusal } from '../html';
import { callbackUrl } from '../providers/sandbox';
import { ProviderError, type OAuthProvider } from '../providers/types';
import {
  browserValueFor,
  browserValueOf,
  clearBrowserCookie,
  hashBrowserValue,
  setBrowserCookie,
} from './browser-binding';
import { saveConnection } from './connections';
import type { OutcomeReporter } from './results';
import { consumeState, issueState, TooManyOpenStates } from './states';

export interface OAuthRoutesOptions {
  appUrl: string;
  providers: Map<AccountingSystemId, OAuthProvider>;
  box: SecretBox;
  reporter: OutcomeReporter;
  stateTtlSeconds: number;
}

type CallbackQuery = Record<string, string | string[] | undefined>;

/** The callback's own parameters; one given twice (a list) is no callback a provider sends. */
const CALLBACK_PARAMS = ['state', 'code', 'error'] as const;

export function registerOAuthRoutes(app: FastifyInstance, opts: OAuthRoutesOptions) {
  const { appUrl, providers, box, reporter } = opts;

  // Spec: the browser posts { secret: { service_name, application_id, state, token } } with its bearer token and
  // is sent to the URL in { data }.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/oauth/code',
    {
      schema: {
        summary: "Start connecting the applicant's accounting system: the provider's sign-in URL to go to",
        tags: ['oauth'],
        // The session token as Bearer, or in the body (secret.token).
        security: [{ session: [] }, {}],
        body: oauthCodeSchema,
        response: { 200: oauthCodeResponseSchema, ...errorResponses(401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const { secret } = request.body;
      const token = bearerToken(request) ?? secret.token;
      let session: Session;
      try {
        session = await app.tokens.verify(token, 'session');
      } catch {
        throw unauthorized();
      }
      // The application comes from the signed token; the body's id must agree with it (1111, the spec's stand-in
      // for an unknown id, included), so nobody starts a connection for an application that is not theirs.
      if (secret.application_id !== session.applicationId) throw forbidden();

      const provider = providers.get(secret.service_name)!;
      const codeVerifier = provider.pkce ? randomToken() : undefined;
      // The state is bound to this browser too (browser-binding.ts): only it can complete the connection.
      const browserValue = browserValueFor(request);
      let state: string;
      try {
        state = await issueState(
          app.db,
          box,
          {
            applicationId: session.applicationId,
            applicantId: session.applicantId,
            provider: provider.id,
            mode: provider.mode,
            clientState: secret.state,
            codeVerifier,
            browserHash: hashBrowserValue(browserValue),
          },
          opts.stateTtlSeconds,
        );
      } catch (err) {
        if (err instanceof TooManyOpenStates) {
          throw tooManyRequests('Too many connection attempts. Please wait a few minutes and try again.');
        }
        throw err;
      }
      request.log.info(
        { applicationId: session.applicationId, provider: provider.id, mode: provider.mode },
        'accounting connection started',
      );
      setBrowserCookie(request, reply, browserValue, opts.stateTtlSeconds);
      return {
        data: provider.authorizationUrl({
          state,
          redirectUri: callbackUrl(appUrl, provider.id),
          codeChallenge: codeVerifier ? pkceChallenge(codeVerifier) : undefined,
        }),
      };
    },
  );

  app.get<{ Params: { provider: string }; Querystring: CallbackQuery }>(
    '/oauth/callback/:provider',
    {
      schema: {
        summary: "The provider's callback: records the connection and sends the browser back to the app",
        tags: ['oauth'],
        response: {
          ...errorResponses(503),
          303: z
            .null()
            .describe('Back to the app: / once connected, /accounting when access was not granted'),
          400: htmlPage('The connection link is refused: unknown, used, expired or from another browser'),
          404: htmlPage('No such provider'),
        },
      },
    },
    async (request, reply) => {
      const provider = providers.get(request.params.provider as AccountingSystemId);
      if (!provider) return sendRefusal(reply, appUrl, 404);
      if (CALLBACK_PARAMS.some((name) => Array.isArray(request.query[name])))
        return sendRefusal(reply, appUrl);
      // Only single values go on (a provider's own parameters too, such as QuickBooks' realmId).
      const query = Object.fromEntries(
        Object.entries(request.query).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ) as Record<string, string | undefined>;
      const consumed = await consumeState(app.db, box, query.state, provider.id, browserValueOf(request));
      // Not a state we issued for this provider, or already spent: nothing to record against anyone.
      if (consumed.status === 'unknown') {
        request.log.warn(
          { provider: provider.id },
          'OAuth callback with an unknown, used or expired state refused',
        );
        return sendRefusal(reply, appUrl);
      }
      // A live state, but not from the browser that started it (someone else's authorize link): refused, nothing
      // recorded, and the state stays unspent so the browser that started the connection can still finish it.
      if (consumed.status === 'other_browser') {
        request.log.warn(
          { provider: provider.id },
          'OAuth callback from a browser that did not start the connection refused',
        );
        return sendRefusal(reply, appUrl);
      }
      const started = consumed.connection;
      // The binding has done its work once the state is spent.
      clearBrowserCookie(request, reply);
      const outcome = {
        applicationId: started.applicationId,
        provider: provider.id,
        clientState: started.clientState,
      };

      let reason: string | undefined;
      if (query.error) reason = /^[\w.-]{1,64}$/.test(query.error) ? query.error : 'provider_error';
      else if (!query.code) reason = 'missing_code';
      if (!reason) {
        try {
          const tokens = await provider.exchangeCode({
            code: query.code!,
            redirectUri: callbackUrl(appUrl, provider.id),
            codeVerifier: started.codeVerifier,
            callbackQuery: query,
          });
          await saveConnection(app.db, box, {
            applicationId: started.applicationId,
            provider: provider.id,
            mode: provider.mode,
            tokens,
          });
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          reason = err.reason;
        }
      }

      if (reason) {
        request.log.info({ ...outcome, reason }, 'accounting connection not granted');
        await reporter.report({ ...outcome, status: 'access_denied', reason });
        return reply.redirect(`${appUrl}/accounting`, 303);
      }
      request.log.info(outcome, 'accounting connected');
      await reporter.report({ ...outcome, status: 'connected' });
      // The app's routing rules take it from here (to /funded once every step is done).
      return reply.redirect(`${appUrl}/`, 303);
    },
  );
}
