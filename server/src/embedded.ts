import './require-node';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { ConfigError } from './config';
import { openDatabase } from './db/client';
import { buildIntegrationApp, integrationLoggerOptions } from './integration/app';
import { loggerOptions } from './logger';
import { checkSettings, offerSetupLinkAtStart } from './startup';

// The API and the integration service in one process, for `npm start` (scripts/lib/embedded-stack.mjs): one
// database, PGlite's `pglite` folder, for both, as they share one PostgreSQL database in production (their tables and
// migrations never overlap), instead of a second PGlite of a few hundred megabytes for a handful of OAuth rows. Each
// still listens on its own port and talks to the other over HTTP as it does in production; the images run
// main.ts and integration/main.ts, one service per process.

export interface EmbeddedServices {
  api: FastifyInstance;
  integration: FastifyInstance;
  /** Stops taking requests, lets the running ones finish, then closes the database. */
  close(): Promise<void>;
}

/** Each line says which service wrote it, as the separate processes' prefixes did. */
function named(options: FastifyServerOptions['logger'], name: string): FastifyServerOptions['logger'] {
  return typeof options === 'object' && options !== null ? { ...options, name } : options;
}

/** Checks both services' settings (ConfigError lists every problem), opens the database, and listens on both ports. */
export async function startEmbeddedServices(env: NodeJS.ProcessEnv): Promise<EmbeddedServices> {
  const { config } = await checkSettings(env);
  const { config: integrationConfig, integration: settings } = await checkSettings(env, {
    integration: true,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const started: FastifyInstance[] = [];
  const close = async () => {
    for (const app of started.reverse()) await app.close();
    await database.close();
  };
  try {
    const api = await buildApp(config, { database, logger: named(loggerOptions(config), 'api') });
    started.push(api);
    await offerSetupLinkAtStart(api);
    await api.listen({ port: config.apiPort, host: config.HOST });
    const integration = await buildIntegrationApp(integrationConfig, {
      settings,
      database,
      logger: named(integrationLoggerOptions(integrationConfig), 'integration'),
    });
    started.push(integration);
    await integration.listen({ port: integrationConfig.integrationPort, host: integrationConfig.HOST });
    return { api, integration, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

/** A configuration problem (exit code 2, its message alone) rather than a failure. */
export function isConfigError(err: unknown): err is ConfigError {
  return err instanceof ConfigError;
}
