import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteTemplate } from '../test/app';
import { openDatabase, type Database } from './client';
import { diffSchemas } from './drift/diff';
import { drizzleSchemaSql, pendingMigration } from './drift/drizzle-sql';
import { introspect } from './drift/introspect';
import { migrate } from './migrate';

// The migrations build the database; the Drizzle schema is what the code queries. `npm run db:migration` writes the
// migration a change of the Drizzle schema needs; these fail when a change has none, or when a migration written
// by hand builds something else than the Drizzle schema says.

interface EmptyDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** An empty database on the test driver: a fresh schema on PostgreSQL (TEST_DATABASE_URL), else a fresh PGlite. */
async function emptyDatabase(): Promise<EmptyDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { Client } = await import('pg');
    const name = `drift_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${name}`);
    await admin.end();
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${name}`);
    const database = await openDatabase({ databaseUrl: u.toString(), dataDir: os.tmpdir() });
    return {
      database,
      drop: async () => {
        await database.close();
        const c = new Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP SCHEMA ${name} CASCADE`);
        await c.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-drift-'));
  fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir });
  return {
    database,
    drop: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let fromMigrations: EmptyDatabase | undefined;
let fromDrizzle: EmptyDatabase | undefined;
beforeAll(async () => {
  fromMigrations = await emptyDatabase();
  fromDrizzle = await emptyDatabase();
}, 60_000);
afterAll(async () => {
  await fromMigrations?.drop();
  await fromDrizzle?.drop();
});

describe('the Drizzle schema and the migrations', () => {
  it('describe the same tables, columns, constraints and indexes', async () => {
    await migrate(fromMigrations!.database);
    for (const statement of await drizzleSchemaSql()) await fromDrizzle!.database.exec(statement);
    const drift = diffSchemas(
      await introspect(fromMigrations!.database.db),
      await introspect(fromDrizzle!.database.db),
    );
    expect(drift.join('\n')).toBe('');
  }, 60_000);

  it('differ as soon as one of them does (the comparison sees what PostgreSQL sees)', async () => {
    await fromDrizzle!.database.exec(`ALTER TABLE applicants ALTER COLUMN name DROP NOT NULL;
      ALTER TABLE offers DROP CONSTRAINT offers_version_check;
      DROP INDEX mail_queue_due_idx;`);
    const drift = diffSchemas(
      await introspect(fromMigrations!.database.db),
      await introspect(fromDrizzle!.database.db),
    );
    expect(drift).toEqual([
      'applicants.name nullable: migrations false, Drizzle schema true',
      "mail_queue: index only in the migrations: mail_queue_due_idx CREATE INDEX mail_queue_due_idx ON mail_queue USING btree (next_attempt_at) WHERE (status = 'queued'::text)",
      'offers: constraint only in the migrations: offers_version_check CHECK ((version >= 1))',
    ]);
  });

  it('have no change of the Drizzle schema without its migration (npm run db:migration -- <name>)', async () => {
    expect((await pendingMigration()).statements).toEqual([]);
  });
});
