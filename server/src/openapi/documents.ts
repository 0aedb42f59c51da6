import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { buildIntegrationApp } from '../integration/app';

// Both services' OpenAPI documents as they serve them, for tools that read files (scripts/openapi-lint.mjs, the
// generated client types): each app is built, never listening, on one throwaway PGlite, as `npm start` shares one.

export interface OpenapiDocuments {
  api: Record<string, unknown>;
  integration: Record<string, unknown>;
}

/** Where each service serves its document. */
export const OPENAPI_PATHS = { api: '/api/openapi.json', integration: '/openapi.json' } as const;

export async function openapiDocuments(): Promise<OpenapiDocuments> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'openapi-documents-secret-of-32-characters-at-least',
  });
  const database = await openDatabase({ dataDir });
  try {
    const api = await buildApp(config, { database, logger: false });
    const integration = await buildIntegrationApp(config, {
      database,
      logger: false,
      settings: { providers: {}, retryIntervalMs: 0 },
    });
    try {
      return {
        api: (await api.inject({ url: OPENAPI_PATHS.api })).json(),
        integration: (await integration.inject({ url: OPENAPI_PATHS.integration })).json(),
      };
    } finally {
      await integration.close();
      await api.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
