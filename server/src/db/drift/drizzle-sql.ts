import fs from 'node:fs';
import path from 'node:path';
import * as schema from '../schema';

/** drizzle-kit's description of the Drizzle schema as the migrations leave the database; the generator updates it. */
export const SNAPSHOT_FILE = path.join(__dirname, '..', 'schema.snapshot.json');

type Snapshot = Awaited<ReturnType<typeof import('drizzle-kit/api').generateDrizzleJson>>;

/**
 * drizzle-kit's SQL from one state of the schema to another. Its references name the `public` schema; without it
 * they resolve through the search path, so the SQL also builds a database in another schema (the tests' own).
 */
async function statements(from: Snapshot | null, to: Snapshot): Promise<string[]> {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const sql = await generateMigration(from ?? generateDrizzleJson({}), to);
  return sql.map((s) => s.replaceAll('"public".', ''));
}

async function current(prevId?: string): Promise<Snapshot> {
  const { generateDrizzleJson } = await import('drizzle-kit/api');
  return generateDrizzleJson(schema, prevId);
}

export function readSnapshot(): Snapshot {
  return JSON.parse(fs.readFileSync(SNAPSHOT_FILE, 'utf8')) as Snapshot;
}

/** The SQL that creates the Drizzle schema on an empty database. */
export async function drizzleSchemaSql(): Promise<string[]> {
  return statements(null, await current());
}

/** The SQL a next migration needs to bring the database to the Drizzle schema, and the snapshot after it. */
export async function pendingMigration(): Promise<{ statements: string[]; snapshot: Snapshot }> {
  const previous = readSnapshot();
  const snapshot = await current(previous.id);
  return { statements: await statements(previous, snapshot), snapshot };
}
