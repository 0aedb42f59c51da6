import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh PGlite in a temp dir (or on PostgreSQL when TEST_DATABASE_URL is set, in a fresh
 * schema) with the embedded defaults: outbox mail, local storage, ALTCHA.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-test-'));
  let databaseUrl: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  if (process.env.TEST_DATABASE_URL) {
    ({ databaseUrl, dropSchema } = await freshPostgresSchema(process.env.TEST_DATABASE_URL));
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await dropSchema?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshPostgresSchema(url: string) {
  const { Client } = await import('pg');
  const schema = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: u.toString(),
    dropSchema: async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}
