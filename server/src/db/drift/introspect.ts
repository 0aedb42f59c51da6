import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { SchemaShape } from './shape';

/** The runner's own bookkeeping, which the Drizzle schema does not describe. */
const IGNORED_TABLES = new Set(['schema_migrations']);

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The tables of the current schema (the search path's first), as PostgreSQL describes them. */
export async function introspect(db: Db): Promise<SchemaShape> {
  const shape: SchemaShape = {};
  const tables = await rows<{ table: string }>(
    db,
    sql`SELECT c.relname AS table FROM pg_class c
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')`,
  );
  for (const { table } of tables) {
    if (!IGNORED_TABLES.has(table)) shape[table] = { columns: {}, constraints: {}, indexes: {} };
  }
  const columns = await rows<{
    table: string;
    column: string;
    type: string;
    notnull: boolean;
    default: string | null;
    identity: string;
    start: string | null;
  }>(
    db,
    sql`SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
          a.attnotnull AS notnull, pg_get_expr(d.adbin, d.adrelid) AS default, a.attidentity AS identity,
          s.seqstart::text AS start
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        LEFT JOIN pg_depend dep ON a.attidentity <> '' AND dep.refobjid = a.attrelid
          AND dep.refobjsubid = a.attnum AND dep.classid = 'pg_class'::regclass AND dep.deptype = 'i'
        LEFT JOIN pg_sequence s ON s.seqrelid = dep.objid
        WHERE c.relnamespace = current_schema()::regnamespace AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  for (const c of columns) {
    const table = shape[c.table];
    if (!table) continue;
    table.columns[c.column] = {
      type: c.type,
      nullable: !c.notnull,
      default: c.default,
      identity: c.identity ? `${c.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} start ${c.start}` : null,
    };
  }
  const constraints = await rows<{ table: string; name: string; definition: string }>(
    db,
    sql`SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
        FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
        WHERE c.relnamespace = current_schema()::regnamespace AND k.contype IN ('p', 'u', 'f', 'c', 'x')`,
  );
  for (const k of constraints) {
    const table = shape[k.table];
    if (table) table.constraints[k.name] = k.definition;
  }
  const indexes = await rows<{ table: string; name: string; definition: string }>(
    db,
    sql`SELECT t.relname AS table, i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        WHERE t.relnamespace = current_schema()::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.conrelid = x.indrelid)`,
  );
  for (const i of indexes) {
    const table = shape[i.table];
    // The definition names the table with its schema, which differs between two databases side by side.
    if (table) table.indexes[i.name] = i.definition.replace(/ ON [^ ]+\./, ' ON ');
  }
  return shape;
}
