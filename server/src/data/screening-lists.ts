import { and, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { screeningEntries, screeningEntryKeys, screeningListVersions } from '../db/schema';
import type { ListCounts, ListEntry } from '../screening/lists/types';
import type { Executor } from './tx';

// The imported sanctions and PEP lists: their versions (one active per source), the entries of each version and the
// matcher's keys of their names, and the candidate lookup the embedded screening engine runs.

export type ScreeningListVersion = typeof screeningListVersions.$inferSelect;
export type ScreeningEntryRow = typeof screeningEntries.$inferSelect;

/** The source's active version, or null. */
export async function activeListVersion(db: Executor, source: string): Promise<ScreeningListVersion | null> {
  const [row] = await db
    .select()
    .from(screeningListVersions)
    .where(and(eq(screeningListVersions.source, source), eq(screeningListVersions.status, 'active')));
  return row ?? null;
}

export async function listVersion(db: Executor, id: number): Promise<ScreeningListVersion | null> {
  const [row] = await db.select().from(screeningListVersions).where(eq(screeningListVersions.id, id));
  return row ?? null;
}

/** Every source's active version, by source. */
export function activeListVersions(db: Executor): Promise<ScreeningListVersion[]> {
  return db
    .select()
    .from(screeningListVersions)
    .where(eq(screeningListVersions.status, 'active'))
    .orderBy(screeningListVersions.source);
}

/** The versions newest first, of one source or all. */
export function listVersions(db: Executor, opts: { source?: string; limit?: number } = {}) {
  return db
    .select()
    .from(screeningListVersions)
    .where(opts.source ? eq(screeningListVersions.source, opts.source) : undefined)
    .orderBy(desc(screeningListVersions.importedAt), desc(screeningListVersions.id))
    .limit(opts.limit ?? 50);
}

export async function startListVersion(
  db: Executor,
  v: { source: string; sha256: string; publishedAt?: Date | null },
): Promise<ScreeningListVersion> {
  const [row] = await db
    .insert(screeningListVersions)
    .values({ source: v.source, sha256: v.sha256, publishedAt: v.publishedAt ?? null, status: 'importing' })
    .returning();
  return row;
}

/** An unchanged input was found again: the active version is confirmed current. */
export async function markListChecked(db: Executor, versionId: number, at: Date): Promise<void> {
  await db
    .update(screeningListVersions)
    .set({ checkedAt: at })
    .where(eq(screeningListVersions.id, versionId));
}

export async function failListVersion(
  db: Executor,
  versionId: number,
  error: string,
  counts: ListCounts | null,
): Promise<void> {
  await db
    .update(screeningListVersions)
    .set({ status: 'failed', error, counts })
    .where(eq(screeningListVersions.id, versionId));
}

/**
 * Makes the version the source's active one and supersedes the one before, in the caller's transaction (the unique
 * index on the active version of a source makes a concurrent activation fail rather than leave two).
 */
export async function activateListVersion(
  tx: Executor,
  version: { id: number; source: string },
  counts: ListCounts,
  publishedAt: Date | null,
  now: Date,
): Promise<number | null> {
  const superseded = await tx
    .update(screeningListVersions)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(screeningListVersions.source, version.source),
        eq(screeningListVersions.status, 'active'),
        ne(screeningListVersions.id, version.id),
      ),
    )
    .returning({ id: screeningListVersions.id });
  await tx
    .update(screeningListVersions)
    .set({ status: 'active', counts, publishedAt, importedAt: now, checkedAt: now })
    .where(eq(screeningListVersions.id, version.id));
  return superseded[0]?.id ?? null;
}

/**
 * Entries of the source's superseded versions but the latest (kept to compare with or to fall back to), and of
 * its failed ones. The version rows stay as the record of what was screened against.
 */
export async function pruneListEntries(db: Executor, source: string): Promise<number> {
  const [previous] = await db
    .select({ id: screeningListVersions.id })
    .from(screeningListVersions)
    .where(and(eq(screeningListVersions.source, source), eq(screeningListVersions.status, 'superseded')))
    .orderBy(desc(screeningListVersions.id))
    .limit(1);
  const stale = db
    .select({ id: screeningListVersions.id })
    .from(screeningListVersions)
    .where(
      and(
        eq(screeningListVersions.source, source),
        or(
          eq(screeningListVersions.status, 'failed'),
          previous
            ? and(eq(screeningListVersions.status, 'superseded'), lt(screeningListVersions.id, previous.id))
            : undefined,
        ),
      ),
    );
  const deleted = await db
    .delete(screeningEntries)
    .where(inArray(screeningEntries.versionId, stale))
    .returning({ id: screeningEntries.id });
  return deleted.length;
}

const KEY_ROWS_PER_INSERT = 10_000;

/** One batch of a version's entries with the keys of their names, in the caller's transaction. */
export async function insertListEntries(
  tx: Executor,
  versionId: number,
  batch: readonly { entry: ListEntry; keys: readonly string[] }[],
): Promise<void> {
  if (batch.length === 0) return;
  const ids = await tx
    .insert(screeningEntries)
    .values(
      batch.map(({ entry: e }) => ({
        versionId,
        sourceId: e.sourceId,
        kind: e.kind,
        names: e.names,
        weakAliases: e.weakAliases,
        birthDates: e.birthDates,
        nationalities: e.nationalities,
        countries: e.countries,
        programs: e.programs,
        topics: e.topics,
        gender: e.gender ?? null,
        listedOn: e.listedOn ?? null,
        remarks: e.remarks ?? null,
      })),
    )
    .returning({ id: screeningEntries.id });
  const keys = batch.flatMap(({ keys }, i) => keys.map((key) => ({ entryId: ids[i].id, versionId, key })));
  // An entry with many aliases has hundreds of keys: chunked to stay under PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < keys.length; i += KEY_ROWS_PER_INSERT)
    await tx.insert(screeningEntryKeys).values(keys.slice(i, i + KEY_ROWS_PER_INSERT));
}

export interface Candidate extends ScreeningEntryRow {
  /** How many of the query's keys the entry shares: candidates are taken most shared first. */
  shared: number;
}

/**
 * The entries of the given versions that share a lookup key with the query, those sharing the most first, at most
 * `limit`, in one statement: the pairs, and each single key only when fewer than `commonPostings` entries hold it
 * (counted up to that bound on the index), or every single key when the query has no pair (a one-part name).
 */
export async function candidateEntries(
  db: Executor,
  versionIds: readonly number[],
  keys: { singles: readonly string[]; pairs: readonly string[] },
  opts: { limit: number; commonPostings: number },
): Promise<Candidate[]> {
  if (versionIds.length === 0 || keys.singles.length + keys.pairs.length === 0) return [];
  const versions = sql.join(
    versionIds.map((v) => sql`${v}::bigint`),
    sql`, `,
  );
  const values = (xs: readonly string[]) =>
    sql.join(
      xs.map((x) => sql`(${x}::text)`),
      sql`, `,
    );
  const wanted: SQL[] = [];
  if (keys.pairs.length > 0) {
    wanted.push(sql`SELECT p.key FROM (VALUES ${values(keys.pairs)}) AS p(key)`);
    if (keys.singles.length > 0)
      wanted.push(sql`SELECT q.key FROM (VALUES ${values(keys.singles)}) AS q(key)
        WHERE (SELECT count(*) FROM (SELECT 1 FROM screening_entry_keys c
          WHERE c.key = q.key AND c.version_id IN (${versions}) LIMIT ${opts.commonPostings}) AS s) < ${opts.commonPostings}`);
  } else {
    wanted.push(sql`SELECT q.key FROM (VALUES ${values(keys.singles)}) AS q(key)`);
  }
  const shared = sql<number>`count(*)::int`.as('shared');
  const hits = db
    .select({ entryId: screeningEntryKeys.entryId, shared })
    .from(screeningEntryKeys)
    .where(
      and(
        sql`${screeningEntryKeys.key} IN (${sql.join(wanted, sql` UNION ALL `)})`,
        sql`${screeningEntryKeys.versionId} IN (${versions})`,
      ),
    )
    .groupBy(screeningEntryKeys.entryId)
    .orderBy(desc(sql`shared`), screeningEntryKeys.entryId)
    .limit(opts.limit)
    .as('hits');
  const rows = await db
    .select({ entry: screeningEntries, shared: hits.shared })
    .from(hits)
    .innerJoin(screeningEntries, eq(screeningEntries.id, hits.entryId))
    .orderBy(desc(hits.shared), screeningEntries.id);
  return rows.map((r) => ({ ...r.entry, shared: r.shared }));
}
