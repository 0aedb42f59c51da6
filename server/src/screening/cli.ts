// `npm run screening -- import <source> <file|folder|url>` imports a sanctions or PEP list as a new version;
// `npm run screening -- versions [source]` lists the versions. Same database as the API (DATA_DIR or DATABASE_URL);
// migrations are applied first. The embedded database (PGlite) is opened by one process at a time: stop the
// product to import into it, or use PostgreSQL.
import '../require-node';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { activeListVersions, listVersions } from '../data/screening-lists';
import { importList, isListSource, LIST_SOURCES } from './import';
import { screeningSettings, staleLists } from './settings';

export const USAGE = `Usage: npm run screening -- import <${LIST_SOURCES.join('|')}> <file|folder|url>
       npm run screening -- versions [source]

import    Reads the publisher's files (OFAC: sdn.csv with alt.csv, add.csv, sdn_comments.csv beside it or in the
          folder; UN: consolidated.xml; OpenSanctions: entities.ftm.json or targets.nested.json) into a new version,
          which replaces the active one of the source. An incomplete or empty read is refused and the active version
          stays; the same files again add no version.
versions  The versions, newest first, and which active ones are older than SCREENING_LIST_MAX_AGE_DAYS.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'import' && command !== 'versions') {
    const help = command === undefined || command === 'help' || command === '--help';
    (help ? process.stdout : process.stderr).write(`${USAGE}\n`);
    return help ? 0 : 2;
  }
  if (command === 'import' && (rest.length !== 2 || !isListSource(rest[0]))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const settings = screeningSettings(process.env);
  const config = loadConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database);
    if (command === 'import') {
      const [source, input] = rest;
      if (!isListSource(source)) return 2;
      const started = Date.now();
      const result = await importList(database.db, source, input);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (result.outcome === 'unchanged') {
        process.stdout.write(`${source}: unchanged, version ${result.version.id} stays active\n`);
        return 0;
      }
      process.stdout.write(`${JSON.stringify(result.counts, null, 2)}\n`);
      if (result.outcome === 'refused') {
        process.stderr.write(`${source}: refused (${result.reason}); the active version stays\n`);
        return 1;
      }
      process.stdout.write(
        `${source}: version ${result.version.id} active, ${result.counts.entries} entries in ${seconds} s` +
          (result.superseded ? `, version ${result.superseded} superseded\n` : '\n'),
      );
      return 0;
    }
    const rows = await listVersions(database.db, { source: rest[0], limit: 50 });
    for (const v of rows)
      process.stdout.write(
        [
          v.id,
          v.source,
          v.status,
          v.importedAt.toISOString(),
          `published ${v.publishedAt?.toISOString() ?? '-'}`,
          `checked ${v.checkedAt.toISOString()}`,
          `${v.counts?.entries ?? 0} entries`,
          v.error ?? '',
        ].join('  ') + '\n',
      );
    const stale = staleLists(await activeListVersions(database.db), new Date(), settings.listMaxAgeDays);
    for (const s of stale)
      process.stdout.write(`stale: ${s.source} (version ${s.versionId}) last read ${s.ageDays} days ago\n`);
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`screening: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
