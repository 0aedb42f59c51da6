import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
 * PostgreSQL when a URL is given, otherwise PGlite under `dataDir/name`. PGlite is single-process, so each process
 * that needs a database gets its own folder (the API `pglite`, the integration service `pglite-integration`).
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
  const client = await PGlite.create(dir);
  const { PgliteStatements } = await import('./pglite-statements');
  // Drizzle calls query() and transaction() only: through the statements, each SQL text is planned once.
  const statements = new PgliteStatements(client) as unknown as InstanceType<typeof PGlite>;
  return {
    db: drizzle(statements, { schema }) as unknown as Db,
    driver: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
