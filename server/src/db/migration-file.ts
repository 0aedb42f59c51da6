/** The name of the migration after `existing` (file names of migrations/): the next number, then `name`. */
export function nextMigrationFile(existing: string[], name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  if (!slug) throw new Error(`A migration needs a name of letters or digits, not "${name}"`);
  const numbers = existing
    .map((f) => /^(\d+)_.*\.sql$/.exec(f)?.[1])
    .filter((n): n is string => n !== undefined);
  const next = Math.max(0, ...numbers.map(Number)) + 1;
  return `${String(next).padStart(4, '0')}_${slug}.sql`;
}
