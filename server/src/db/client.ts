import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDirectory } from './directory-lock';
import * as schema from './schema';

export type Schema = typeof schema;
// Both drivers share Drizzle's Postgres query API, so feature code never knows which one runs.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs raw SQL (migrations, health checks). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite's memory. PostgreSQL's defaults size caches for a server, and in WebAssembly every page of them
 * that is touched stays resident: with `shared_buffers` at 128 MB one PGlite held 350–470 MB after a short load,
 * with these 210–230 MB (measured in docs/performance.md). The embedded database is a few megabytes, so 16 MB of
 * buffers still holds all of it; the semantics are PostgreSQL's, only cache sizes change.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers = 16MB',
  'work_mem = 1MB',
  'maintenance_work_mem = 8MB',
  'temp_buffers = 1MB',
  'wal_buffers = 1MB',
];

/**
 * PostgreSQL when a URL is given, otherwise PGlite under `dataDir/name`. PGlite is single-process: one process opens
 * a folder, and directory-lock.ts refuses a second (`npm start` runs the API and the integration service in one
 * process sharing the API's `pglite`, as they share one PostgreSQL database in production; the integration service
 * alone opens `pglite-integration`).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  name?: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return {
      db: drizzle(pool, { schema }) as unknown as Db,
      driver: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.join(opts.dataDir, opts.name ?? 'pglite');
  await fs.mkdir(dir, { recursive: true });
  const release = lockDirectory(dir);
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS });
  } catch (err) {
    release();
    throw err;
  }
  const { PgliteStatements } = await import('./pglite-statements');
  // Drizzle calls query() and transaction() only: through the statements, each SQL text is planned once.
  const statements = new PgliteStatements(client) as unknown as InstanceType<typeof PGlite>;
  return {
    db: drizzle(statements, { schema }) as unknown as Db,
    driver: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
