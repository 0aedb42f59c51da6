import cors from '@fastify/cors';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { baseApp } from '../base-app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { loggerOptions, REDACT_PATHS } from '../logger';
import database from '../plugins/database';
import openapi, { INTEGRATION_DOCUMENT } from '../plugins/openapi';
import { registerHealth } from '../routes/health';
import { INTEGRATION_MIGRATIONS_DIR } from '../runtime-files';
import tokens from '../plugins/tokens';
import { loadSecretsKey, SecretBox } from '../transactions/secret-box';
import { registerForgetRoute } from './forget';
import { registerOAuthRoutes } from './oauth/routes';
import { OutcomeReporter } from './oauth/results';
import { buildProviders } from './providers';
import { httpTransport } from './providers/oauth2';
import { inProcessTransport, registerSandbox, sandboxClients } from './providers/sandbox';
import { loadIntegrationSettings, type IntegrationSettings } from './settings';
import { loadServiceKey } from './service-token';

// The shared redaction, plus the OAuth browser-binding cookie wherever a header set may be logged: the request's
// Cookie (as `authorization` is redacted) and the Set-Cookie of a reply.
const INTEGRATION_REDACT_PATHS = [
  ...REDACT_PATHS,
  'headers.cookie',
  'req.headers.cookie',
  'headers["set-cookie"]',
  'res.headers["set-cookie"]',
];

export function integrationLoggerOptions(config: Config): FastifyServerOptions['logger'] {
  const base = loggerOptions(config) as Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  return {
    ...base,
    redact: { paths: [...new Set(INTEGRATION_REDACT_PATHS)], censor: '[redacted]' },
  };
}

// The integration service: accounting OAuth flows (/oauth/...). It verifies the API's session tokens (same signing
// key) but owns its own data (OAuth states, provider tokens) and tells the API the outcome over an internal,
// service-authenticated call, so it runs, scales and deploys on its own (and embedded PGlite, which is
// single-process, is never opened by two processes).
export async function buildIntegrationApp(
  config: Config,
  opts: {
    logger?: FastifyServerOptions['logger'];
    settings?: Partial<IntegrationSettings>;
    /** The API's database, shared in one process (server/src/embedded.ts); its owner closes it. */
    database?: Database;
  } = {},
): Promise<FastifyInstance> {
  const settings = { ...loadIntegrationSettings(config), ...opts.settings };
  const app = await baseApp(config, opts.logger ?? integrationLoggerOptions(config));
  await app.register(database, {
    name: 'pglite-integration',
    migrationsDir: INTEGRATION_MIGRATIONS_DIR,
    shared: opts.database,
  });
  await app.register(tokens);
  // The browser calls /oauth/code through the shell's proxy (same origin) or, with INTEGRATION_URL set, directly
  // from the app's origin; nothing else may call it from a page.
  await app.register(cors, {
    origin: [config.appUrl],
    methods: ['POST'],
    allowedHeaders: ['authorization', 'content-type'],
  });
  // The sandbox's consent form and token endpoint speak application/x-www-form-urlencoded, as OAuth does.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Its own document, on its own port, registered before the routes it describes.
  await app.register(openapi, { document: INTEGRATION_DOCUMENT });

  const key = await loadSecretsKey(config);
  const box = new SecretBox(key);
  const clients = sandboxClients(config.appUrl, key);
  const providers = buildProviders({
    settings,
    appUrl: config.appUrl,
    sandboxClients: clients,
    liveTransport: httpTransport(settings.httpTimeoutMs),
    sandboxTransport: inProcessTransport(app),
  });
  for (const provider of providers.values()) {
    if (provider.mode === 'sandbox')
      app.log.info({ provider: provider.id }, 'no credentials configured: using the sandbox');
  }
  const serviceKey = await loadServiceKey(config);
  const reporter = new OutcomeReporter(app.db, {
    apiUrl: settings.apiUrl,
    serviceKey,
    timeoutMs: settings.httpTimeoutMs,
    log: app.log,
  });
  app.addHook('onReady', async () => reporter.start(settings.retryIntervalMs));
  app.addHook('onClose', async () => reporter.stop());

  registerSandbox(app, { appUrl: config.appUrl, clients });
  registerOAuthRoutes(app, {
    appUrl: config.appUrl,
    providers,
    box,
    reporter,
    stateTtlSeconds: settings.stateTtlSeconds,
  });
  registerForgetRoute(app, { serviceKey });

  registerHealth(app, {
    live: { '/oauth/healthz': 'Liveness, under the path the gateway routes here', '/healthz': 'Liveness' },
    readySummary: 'Readiness: the database answers',
    ready: { database: () => app.database.exec('SELECT 1') },
  });
  return app;
}
