import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { buildIntegrationApp } from './app';
import type { IntegrationSettings } from './settings';

export interface Services {
  api: TestApp;
  integration: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The API (listening on a free port, since the integration service calls it over HTTP) and the integration service
 * beside it, as deployed: same signing secret and DATA_DIR, its own PGlite folder, or on PostgreSQL the same
 * database (the test schema) with its own tables. `env` adds variables of the integration service (TRUST_PROXY …),
 * `apiEnv` the API's (INTERNAL_INTEGRATION_URL …).
 */
export async function startServices(
  settings: Partial<IntegrationSettings> = {},
  env: Record<string, string> = {},
  apiEnv: Record<string, string> = {},
): Promise<Services> {
  const api = await createTestApp(apiEnv);
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: api.dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: api.config.JWT_SECRET!,
    APP_URL: api.config.appUrl,
    ...(api.config.DATABASE_URL ? { DATABASE_URL: api.config.DATABASE_URL } : {}),
    ...env,
  });
  let integration: FastifyInstance;
  try {
    integration = await buildIntegrationApp(config, {
      logger: false,
      settings: { apiUrl: `http://127.0.0.1:${port}`, retryIntervalMs: 0, providers: {}, ...settings },
    });
    await integration.ready();
  } catch (err) {
    // The caller never gets the API to close: left open, it would keep jest from exiting after the failure.
    await api.close();
    throw err;
  }
  return {
    api,
    integration,
    close: async () => {
      await integration.close();
      await api.close();
    },
  };
}

/** Path and query of an absolute URL, for inject. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
