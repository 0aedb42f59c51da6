import * as schema from '../schema';

/**
 * The SQL drizzle-kit writes to create the Drizzle schema on an empty database. Its references name the `public`
 * schema; without it they resolve through the search path, so the SQL also builds a database in another schema.
 */
export async function drizzleSchemaSql(): Promise<string[]> {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const empty = generateDrizzleJson({});
  const statements = await generateMigration(empty, generateDrizzleJson(schema));
  return statements.map((s) => s.replaceAll('"public".', ''));
}
