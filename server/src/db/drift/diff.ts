import type { ColumnShape, SchemaShape } from './shape';

/**
 * The differences between the database the migrations build (`migrations`) and the one the Drizzle schema describes
 * (`drizzle`), one readable line each; empty when they agree.
 */
export function diffSchemas(migrations: SchemaShape, drizzle: SchemaShape): string[] {
  const lines: string[] = [];
  for (const table of union(Object.keys(migrations), Object.keys(drizzle))) {
    const a = migrations[table];
    const b = drizzle[table];
    if (!a || !b) {
      lines.push(`table ${table}: only in the ${a ? 'migrations' : 'Drizzle schema'}`);
      continue;
    }
    for (const column of union(Object.keys(a.columns), Object.keys(b.columns))) {
      const ca = a.columns[column];
      const cb = b.columns[column];
      if (!ca || !cb) {
        lines.push(`${table}.${column}: only in the ${ca ? 'migrations' : 'Drizzle schema'}`);
        continue;
      }
      for (const key of ['type', 'nullable', 'default', 'identity'] as (keyof ColumnShape)[]) {
        if (ca[key] !== cb[key]) {
          lines.push(
            `${table}.${column} ${key}: migrations ${show(ca[key])}, Drizzle schema ${show(cb[key])}`,
          );
        }
      }
    }
    lines.push(...differences(table, 'constraint', a.constraints, b.constraints));
    lines.push(...differences(table, 'index', a.indexes, b.indexes));
  }
  return lines;
}

function differences(
  table: string,
  kind: string,
  migrations: Record<string, string>,
  drizzle: Record<string, string>,
): string[] {
  const lines: string[] = [];
  for (const name of union(Object.keys(migrations), Object.keys(drizzle))) {
    const a = migrations[name];
    const b = drizzle[name];
    if (a === b) continue;
    if (!a || !b)
      lines.push(`${table}: ${kind} only in the ${a ? 'migrations' : 'Drizzle schema'}: ${name} ${a ?? b}`);
    else lines.push(`${table}: ${kind} ${name}: migrations ${a}, Drizzle schema ${b}`);
  }
  return lines;
}

function union(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])].sort();
}

function show(value: string | boolean | null): string {
  return value === null ? 'none' : String(value);
}
