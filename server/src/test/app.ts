import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { loggerOptions } from '../logger';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Receives the app's pino output (one JSON line per entry) at LOG_LEVEL, with the production redaction. */
  logStream?: Writable;
  /** The clock staff sessions are timed with. */
  now?: () => Date;
}

/**
 * Builds the real app on a fresh PGlite in a temp dir (or on PostgreSQL when TEST_DATABASE_URL is set, in a fresh
 * schema) with the embedded defaults: outbox mail, local storage, ALTCHA with a tiny proof of work.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-test-'));
  let databaseUrl: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  if (process.env.TEST_DATABASE_URL) {
    ({ databaseUrl, dropSchema } = await freshPostgresSchema(process.env.TEST_DATABASE_URL));
  } else {
    fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: opts.logStream ? 'info' : 'silent',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    APP_URL: 'http://app.test',
    ALTCHA_COST: '1',
    ALTCHA_COUNTER_MAX: '20',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const logger = opts.logStream ? { ...(loggerOptions(config) as object), stream: opts.logStream } : false;
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { logger, now: opts.now });
    await app.ready();
  } catch (err) {
    await dropSchema?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
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

let template: Promise<string> | undefined;

/**
 * An initialised, empty PGlite cluster to copy: creating one (initdb in WASM) takes 7-13 s, copying and opening one
 * takes about 2 s. Shared by every test process through an atomic rename, per PGlite version; migrations still run
 * on each copy, so it never holds a schema.
 */
export function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    // The package does not export its package.json; it sits above dist/.
    const packageJson = path.join(
      path.dirname(require.resolve('@electric-sql/pglite')),
      '..',
      'package.json',
    );
    const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
    const dir = path.join(os.tmpdir(), `onboarding-pglite-template-${version}`);
    if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
    const building = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-pglite-building-'));
    const db = await PGlite.create(building);
    await db.close();
    try {
      fs.renameSync(building, dir);
    } catch {
      // Another test process published its template first; both are equivalent.
      fs.rmSync(building, { recursive: true, force: true });
    }
    return dir;
  })();
  return template;
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
  // Names this app's connections, so a test can find them (faults.test.ts cuts them).
  u.searchParams.set('application_name', schema);
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
