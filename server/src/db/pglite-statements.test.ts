import { PGlite, types } from '@electric-sql/pglite';
import { PgliteStatements } from './pglite-statements';

let pg: PGlite;
let statements: PgliteStatements;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`
    CREATE TABLE people (
      id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
      name text NOT NULL UNIQUE,
      tags text[] NOT NULL DEFAULT '{}',
      detail jsonb,
      born timestamptz
    );`);
  statements = new PgliteStatements(pg, { maxStatements: 4 });
}, 60_000);
afterAll(() => pg?.close());
beforeEach(async () => {
  await pg.exec('TRUNCATE people RESTART IDENTITY');
});

/** Both answers without the statement-specific `queryOptions`. */
async function both(text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) {
  const expected = await pg.query(text, params, options);
  const actual = await statements.query(text, params, options);
  return { expected, actual };
}

describe('PgliteStatements', () => {
  it('answers what PGlite.query answers: rows in both modes, fields, command, counts, types both ways', async () => {
    const insert = 'INSERT INTO people (name, tags, detail, born) VALUES ($1, $2, $3, $4) RETURNING *';
    const inserted = await statements.query(insert, [
      'Amina',
      ['a', 'b,c'],
      { nested: { n: 1 }, text: "it's" },
      new Date('2026-01-02T03:04:05Z'),
    ]);
    expect(inserted).toMatchObject({ command: 'INSERT', rowCount: 1, affectedRows: 1 });
    expect(inserted.rows).toEqual([
      {
        id: 1,
        name: 'Amina',
        tags: ['a', 'b,c'],
        detail: { nested: { n: 1 }, text: "it's" },
        born: new Date('2026-01-02T03:04:05Z'),
      },
    ]);
    await pg.query(insert, ['Omar', [], null, null]);

    const select = 'SELECT * FROM people WHERE id > $1 ORDER BY id';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const { expected, actual } = await both(select, [0], options);
      expect(actual).toEqual(expected);
    }
    // The caller's parsers first (Drizzle keeps timestamps as text).
    const asText = { [types.TIMESTAMPTZ]: (value: string) => value };
    const { expected, actual } = await both(select, [0], { parsers: asText });
    expect(actual).toEqual(expected);
    expect(typeof (actual.rows[0] as { born: unknown }).born).toBe('string');

    const update = await both('UPDATE people SET detail = $1 WHERE name = $2', [{ x: 1 }, 'nobody']);
    expect(update.actual).toEqual(update.expected);
    const updated = await statements.query('UPDATE people SET detail = $1', ['{"y":2}']);
    expect(updated).toMatchObject({ command: 'UPDATE', affectedRows: 2, rows: [], fields: [] });
    expect((await pg.query('SELECT detail FROM people')).rows).toEqual([
      { detail: { y: 2 } },
      { detail: { y: 2 } },
    ]);
  });

  it('prepares each text once, and closes the least recently used beyond its bound', async () => {
    const prepared = async () =>
      (await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n;
    for (let i = 0; i < 3; i++) await statements.query('SELECT $1::int AS one', [1]);
    expect(statements.size).toBeLessThanOrEqual(4);
    for (let i = 0; i < 6; i++) expect((await statements.query(`SELECT ${i} AS n`)).rows).toEqual([{ n: i }]);
    expect(statements.size).toBe(4);
    // The closes travel with the next call.
    await statements.query('SELECT 5 AS n');
    expect(await prepared()).toBe(4);
  });

  it('throws PostgreSQL errors as PGlite does, and the next query works', async () => {
    await statements.query("INSERT INTO people (name) VALUES ('Amina')");
    const insert = 'INSERT INTO people (name) VALUES ($1)';
    const err = await statements.query(insert, ['Amina']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', query: insert, params: ['Amina'] });
    const invalid = await statements.query('SELECT $1::int', ['x']).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: '22P02' });
    const syntax = await statements.query('SELEC 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await statements.query(insert, ['Omar'])).affectedRows).toBe(1);
  });

  it('runs a transaction’s queries inside it: rolled back on error, committed otherwise', async () => {
    const insert = 'INSERT INTO people (name) VALUES ($1)';
    await expect(
      statements.transaction(async (tx) => {
        await tx.query(insert, ['Amina']);
        await tx.query(insert, ['Amina']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await statements.query('SELECT name FROM people')).rows).toEqual([]);
    await statements.transaction(async (tx) => {
      await tx.query(insert, ['Omar']);
      expect((await tx.query('SELECT name FROM people')).rows).toEqual([{ name: 'Omar' }]);
    });
    expect((await statements.query('SELECT name FROM people')).rows).toEqual([{ name: 'Omar' }]);
  });

  it('keeps queries and transactions one at a time when called together', async () => {
    const insert = 'INSERT INTO people (name) VALUES ($1)';
    await Promise.all([
      statements.transaction(async (tx) => {
        await tx.query(insert, ['in-transaction']);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.query('UPDATE people SET tags = $1 WHERE name = $2', [['seen'], 'in-transaction']);
      }),
      ...Array.from({ length: 10 }, (_, i) => statements.query(insert, [`outside-${i}`])),
    ]);
    const { rows } = await statements.query<{ n: number }>('SELECT count(*)::int AS n FROM people');
    expect(rows).toEqual([{ n: 11 }]);
  });

  it('prepares a statement again when its table changed its columns', async () => {
    await statements.query("INSERT INTO people (name) VALUES ('Amina')");
    const select = 'SELECT * FROM people';
    expect(Object.keys((await statements.query<object>(select)).rows[0])).not.toContain('extra');
    await pg.exec('ALTER TABLE people ADD COLUMN extra text');
    try {
      expect((await statements.query<object>(select)).rows[0]).toMatchObject({ name: 'Amina', extra: null });
    } finally {
      await pg.exec('ALTER TABLE people DROP COLUMN extra');
    }
  });
});
