import fs from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../runtime-files';
import type { Database } from './client';

// Plain SQL files applied in name order, each once, each in its own transaction. Numbers are reserved per
// feature (CONTRIBUTING.md), so teams add migrations without colliding.
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Under the same lock as the migrations: two instances creating the table at once on an empty database collide.
  await database.exec(`BEGIN;
    SELECT pg_advisory_xact_lock(72611);
    CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
    COMMIT;`);
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    const name = file.replace(/'/g, "''");
    // The advisory lock serialises instances starting together, so each migration runs exactly once.
    await database.exec(`BEGIN;
      SELECT pg_advisory_xact_lock(72611);
      DO $do$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${name}') THEN
          EXECUTE ${dollarQuote(sql)};
          INSERT INTO schema_migrations (name) VALUES ('${name}');
        END IF;
      END $do$;
      COMMIT;`);
    applied.push(file);
  }
  return applied;
}

function dollarQuote(sql: string): string {
  let tag = 'mig';
  while (sql.includes(`$${tag}$`) || tag === 'do') tag += 'x';
  return `$${tag}$${sql}$${tag}$`;
}
