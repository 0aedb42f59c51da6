/*
 * Screening: (a) the matcher on the labelled set (recall, precision at the default threshold), in process; (b) the
 * embedded engine's latency per person against a million list entries on PostgreSQL: synthetic entries (Arabic
 * given names with a skewed frequency, as lists have, invented family names, a share of companies) loaded with
 * multi-row `unnest` inserts into a schema of their own (dropped after), plus the labelled set's true-match entries
 * planted among them; then each probe person is screened alone through EmbeddedScreening (active versions, one key
 * lookup, scoring) and timed.
 *
 *   npx tsx tests/bench/screening.bench.ts
 *   BENCH_SCREENING_ENTRIES=100000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/screening.bench.ts
 */
import pg from 'pg';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { candidateEntries } from '../../server/src/data/screening-lists';
import { CANDIDATE_LIMIT, COMMON_KEY_POSTINGS, EmbeddedScreening } from '../../server/src/screening/embedded';
import { entryKeys } from '../../server/src/screening/import';
import { allKeys, joinedKeys, lookupKeys } from '../../server/src/screening/lookup-keys';
import {
  buildLabelledSet,
  DEFAULT_THRESHOLD,
  evaluateLabelledSet,
  nameKeys,
} from '../../server/src/screening/matching';
import type { ScreeningParty } from '../../server/src/screening/provider';
import { percentile, report } from './support/report';

const ENTRIES = Number(process.env.BENCH_SCREENING_ENTRIES ?? 1_000_000);
const PROBES = Number(process.env.BENCH_SCREENING_PROBES ?? 300);
const URL_ =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROWS_PER_INSERT = 20_000;

const cases = buildLabelledSet();
const evaluation = evaluateLabelledSet(cases, DEFAULT_THRESHOLD);
report({
  id: 'screening.recall',
  figure: 'screening: recall on the labelled set',
  value: Math.round(evaluation.recall * 1000) / 10,
  unit: '%',
  goal: { op: '>=', value: 98 },
  detail: `${evaluation.truePositives}/${evaluation.truePositives + evaluation.falseNegatives} true matches at ${DEFAULT_THRESHOLD}; key recall ${(evaluation.keyRecall * 100).toFixed(1)} %`,
});
report({
  id: 'screening.precision',
  figure: 'screening: precision on the labelled set',
  value: Math.round(evaluation.precision * 1000) / 10,
  unit: '%',
  detail: `${evaluation.falsePositives} near misses raised of ${evaluation.falsePositives + evaluation.trueNegatives}`,
});

let seed = 20261129;
const random = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];

const GIVEN = (
  'Mohammed Ahmed Ali Omar Khalid Hassan Hussein Abdullah Ibrahim Youssef Mahmoud Mustafa Saeed Salem Rashid ' +
  'Hamad Sultan Faisal Nasser Majid Tariq Walid Ziad Karim Samir Adel Fahad Jamal Bilal Osama Hamza Yasser Anas ' +
  'Ayman Bassam Fouad Ghassan Hisham Imad Jamil Kamal Latif Marwan Nabil Qasim Raed Sami Talal Wael Yahya Zaki ' +
  'Fatima Aisha Maryam Noura Huda Layla Salma Rania Dina Hala Amal Samira Zainab Khadija Asma Rasha Lina Reem'
).split(' ');
const ONSETS = 'b d f g h j k l m n r s t v z sh kh br tr'.split(' ');
const VOWELS = 'a e i o u'.split(' ');
const CODAS = ['', '', '', 'n', 'r', 'l', 'm', 's', 'k', 'd', 'st'];
const COMPANY =
  'Trading Holdings Shipping Logistics Petroleum Industries Ventures Group Capital Services'.split(' ');

/** A pseudo word of 2–4 syllables (the matcher reads vowels loosely: the consonants make names differ), capitalised: a family name nobody has. */
function word(): string {
  const n = 2 + Math.floor(random() * 3);
  let w = '';
  for (let i = 0; i < n; i++) w += pick(ONSETS) + pick(VOWELS) + pick(CODAS);
  return w[0].toUpperCase() + w.slice(1);
}
/** Given names as skewed as on real lists: the first few names are on a large share of entries. */
function given(): string {
  return GIVEN[Math.floor(GIVEN.length * random() ** 1.6)];
}

const keyCache = new Map<string, string[]>();
const keysOf = (token: string, kind: 'person' | 'company') => {
  const k = `${kind}:${token}`;
  let keys = keyCache.get(k);
  if (!keys) keyCache.set(k, (keys = nameKeys(token, kind)));
  return keys;
};

/** The keys of one name and their pairs, as lookup-keys.ts stores them, from its parts' keys computed once. */
function withPairs(keys: string[], name: string, kind: 'person' | 'company'): string[] {
  const singles = [...new Set(keys)].sort();
  const pairs = singles.flatMap((a, i) => singles.slice(i + 1).map((b) => `${a}+${b}`));
  return [...new Set(allKeys({ singles: [...singles, ...joinedKeys(name, kind)], pairs }))];
}

interface Row {
  names: string[];
  kind: 'person' | 'company';
  birthDates: string[];
  nationalities: string[];
  keys: string[];
}

function syntheticEntry(): Row {
  if (random() < 0.15) {
    const name = `${word()} ${word()} ${pick(COMPANY)}`;
    const keys = withPairs(
      name.split(' ').flatMap((t) => keysOf(t, 'company')),
      name,
      'company',
    );
    return { names: [name], kind: 'company', birthDates: [], nationalities: [], keys };
  }
  const tokens = [given(), given(), word()];
  const keys = withPairs(
    tokens.flatMap((t) => keysOf(t, 'person')),
    tokens.join(' '),
    'person',
  );
  const year = 1940 + Math.floor(random() * 60);
  return {
    names: [tokens.join(' ')],
    kind: 'person',
    birthDates: random() < 0.6 ? [String(year)] : [],
    nationalities: random() < 0.5 ? [pick(['AE', 'SA', 'IQ', 'SY', 'YE', 'IR', 'LB', 'EG', 'LY', 'SD'])] : [],
    keys,
  };
}

async function main(): Promise<void> {
  const schema = `bench_screening_${process.pid}`;
  const admin = new pg.Client({ connectionString: URL_ });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const u = new URL(URL_);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const database = await openDatabase({ databaseUrl: u.toString(), dataDir: '/nonexistent' });
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    await migrate(database);
    const {
      rows: [version],
    } = await client.query<{ id: string }>(
      `INSERT INTO screening_list_versions (source, sha256, status) VALUES ('opensanctions', 'bench', 'active') RETURNING id`,
    );
    const planted = cases.filter((c) => c.match);
    const started = performance.now();
    let id = 0;
    let buffer: Row[] = [];
    const flush = async () => {
      if (buffer.length === 0) return;
      const ids = buffer.map(() => ++id);
      await client.query(
        `INSERT INTO screening_entries (id, version_id, source_id, kind, names, birth_dates, nationalities)
         OVERRIDING SYSTEM VALUE
         SELECT i, $1, 'E' || i, k, n::jsonb, b::jsonb, c::jsonb FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[]) AS t(i, k, n, b, c)`,
        [
          version.id,
          ids,
          buffer.map((r) => r.kind),
          buffer.map((r) => JSON.stringify(r.names)),
          buffer.map((r) => JSON.stringify(r.birthDates)),
          buffer.map((r) => JSON.stringify(r.nationalities)),
        ],
      );
      const keyIds: number[] = [];
      const keys: string[] = [];
      buffer.forEach((r, i) => {
        for (const k of r.keys) {
          keyIds.push(ids[i]);
          keys.push(k);
        }
      });
      await client.query(
        `INSERT INTO screening_entry_keys (entry_id, version_id, key) SELECT e, $1, k FROM unnest($2::bigint[], $3::text[]) AS t(e, k)`,
        [version.id, keyIds, keys],
      );
      buffer = [];
    };
    for (const c of planted) {
      const kind = c.entry.kind ?? c.query.kind;
      buffer.push({
        names: c.entry.names,
        kind,
        birthDates: c.entry.birthDates ?? [],
        nationalities: c.entry.nationalities ?? [],
        keys: entryKeys({ names: c.entry.names, kind }),
      });
    }
    while (id + buffer.length < ENTRIES) {
      buffer.push(syntheticEntry());
      if (buffer.length >= ROWS_PER_INSERT) await flush();
    }
    await flush();
    await client.query('VACUUM ANALYZE screening_entries');
    await client.query('VACUUM ANALYZE screening_entry_keys');
    const loadSeconds = (performance.now() - started) / 1000;
    const {
      rows: [{ n: keyRows }],
    } = await client.query<{ n: string }>('SELECT count(*) AS n FROM screening_entry_keys');
    console.log(`loaded ${id} entries, ${keyRows} keys in ${loadSeconds.toFixed(1)} s`);

    // Probes: the labelled set's true variants of planted entries (each should be found), and generated people.
    const probes: { party: ScreeningParty; planted?: number }[] = [];
    for (
      let i = 0;
      probes.length < PROBES / 2 && i < planted.length;
      i += Math.max(1, Math.floor(planted.length / (PROBES / 2)))
    )
      probes.push({ party: { ...planted[i].query, partyId: `planted-${i}` }, planted: i + 1 });
    while (probes.length < PROBES) {
      const e = syntheticEntry();
      probes.push({ party: { partyId: `p${probes.length}`, name: e.names[0], kind: e.kind } });
    }
    const engine = new EmbeddedScreening(database.db);
    await engine.screen(probes.slice(0, 5).map((p) => p.party));
    const lookups: number[] = [];
    for (const p of probes) {
      const keys = lookupKeys([p.party.name, ...(p.party.names ?? [])], p.party.kind);
      const t0 = performance.now();
      await candidateEntries(database.db, [Number(version.id)], keys, {
        limit: CANDIDATE_LIMIT,
        commonPostings: COMMON_KEY_POSTINGS,
      });
      lookups.push(performance.now() - t0);
    }
    const times: number[] = [];
    let found = 0;
    let plantedProbes = 0;
    const missed: string[] = [];
    let matches = 0;
    for (const p of probes) {
      const t0 = performance.now();
      const answer = await engine.screen([p.party]);
      times.push(performance.now() - t0);
      const got = answer.results[0].matches;
      matches += got.length;
      if (p.planted) {
        plantedProbes++;
        if (got.some((m) => m.entryId === `E${p.planted}`)) found++;
        else missed.push(`${p.party.name} (${planted[p.planted - 1].entry.names.join(' / ')})`);
      }
    }
    const p95 = percentile(times, 95);
    if (missed.length) console.error(`planted entries not found:\n  ${missed.join('\n  ')}`);
    const load = (await import('node:os')).loadavg()[0].toFixed(1);
    report({
      id: 'screening.latency',
      figure: `screening: one person against ${(id / 1e6).toFixed(id >= 1e6 ? 0 : 2)} M entries, PostgreSQL, p95`,
      value: Math.round(p95 * 10) / 10,
      unit: 'ms',
      goal: { op: '<=', value: 200 },
      detail:
        `median ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms over ${times.length} people (key lookup alone p95 ${percentile(lookups, 95).toFixed(1)} ms); ` +
        `${found}/${plantedProbes} planted variants found; ${(matches / times.length).toFixed(1)} matches/person; ` +
        `load ${loadSeconds.toFixed(0)} s; load average ${load}`,
    });
  } finally {
    await client.end();
    await database.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
