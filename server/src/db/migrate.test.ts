import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app';
import { migrate } from './migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const files = fs
  .readdirSync(path.join(__dirname, 'migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort();

async function recorded(): Promise<string[]> {
  const result = await t.app.db.execute(sql`SELECT name FROM schema_migrations ORDER BY name`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

describe('migrate', () => {
  it('applied every migration once at start', async () => {
    expect(await recorded()).toEqual(files);
  });

  it('is idempotent: running again, even twice at once, changes nothing and keeps the data', async () => {
    await t.app.database.exec(
      `INSERT INTO applicants (email, name, phone_number) VALUES ('kept@example.com', 'Kept', '+971501234567')`,
    );
    await Promise.all([migrate(t.app.database), migrate(t.app.database)]);
    await migrate(t.app.database);
    expect(await recorded()).toEqual(files);
    const rows = await t.app.db.execute(
      sql`SELECT count(*)::int AS n FROM applicants WHERE email = 'kept@example.com'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });

  it('creates the core tables', async () => {
    const result = await t.app.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'applicants',
        'applications',
        'audit_log',
        'help_requests',
        'captcha_solutions_used',
      ]),
    );
  });
});
