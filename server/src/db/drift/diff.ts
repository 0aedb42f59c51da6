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
    for (const constraint of a.constraints.filter((c) => !b.constraints.includes(c))) {
      lines.push(`${table}: constraint only in the migrations: ${constraint}`);
    }
    for (const constraint of b.constraints.filter((c) => !a.constraints.includes(c))) {
      lines.push(`${table}: constraint only in the Drizzle schema: ${constraint}`);
    }
    for (const index of union(Object.keys(a.indexes), Object.keys(b.indexes))) {
      const ia = a.indexes[index];
      const ib = b.indexes[index];
      if (ia === ib) continue;
      if (!ia || !ib)
        lines.push(`${table}: index only in the ${ia ? 'migrations' : 'Drizzle schema'}: ${ia ?? ib}`);
      else lines.push(`${table}: index ${index}: migrations ${ia}, Drizzle schema ${ib}`);
    }
  }
  return lines;
}

function union(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])].sort();
}

function show(value: string | boolean | null): string {
  return value === null ? 'none' : String(value);
}
