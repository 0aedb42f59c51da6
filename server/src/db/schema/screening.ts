import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EntryKind, ListCounts } from '../../screening/lists/types';
import { identityId, jsonbList, timestamptz, timestamptzNow } from './columns';

export type ScreeningListStatus = 'importing' | 'active' | 'superseded' | 'failed';

/** One import of one list: the version screening reads while it is `active` (one per source). */
export const screeningListVersions = pgTable(
  'screening_list_versions',
  {
    id: identityId(),
    source: text('source').notNull(),
    /** When the publisher says it generated the list, if it says so. */
    publishedAt: timestamptz('published_at'),
    importedAt: timestamptzNow('imported_at'),
    /**
     * The last time an import found the publisher's input unchanged: a list is as fresh as this, not as its first
     * import, since an unchanged re-import adds no version.
     */
    checkedAt: timestamptzNow('checked_at'),
    /** Of the input's bytes (every file of a multi-file list): the same input is imported once. */
    sha256: text('sha256').notNull(),
    counts: jsonb('counts').$type<ListCounts>(),
    status: text('status').$type<ScreeningListStatus>().notNull().default('importing'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('screening_list_versions_active_idx')
      .on(t.source)
      .where(sql`status = 'active'`),
    index('screening_list_versions_source_idx').on(t.source, t.importedAt),
    check(
      'screening_list_versions_status_check',
      sql`${t.status} IN ('importing', 'active', 'superseded', 'failed')`,
    ),
  ],
);

/** One listed party of a version, as the list readers give it (lists/types.ts). */
export const screeningEntries = pgTable(
  'screening_entries',
  {
    id: identityId(),
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => screeningListVersions.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    kind: text('kind').$type<EntryKind>().notNull(),
    names: jsonbList<string>('names'),
    weakAliases: jsonbList<string>('weak_aliases'),
    birthDates: jsonbList<string>('birth_dates'),
    nationalities: jsonbList<string>('nationalities'),
    countries: jsonbList<string>('countries'),
    programs: jsonbList<string>('programs'),
    topics: jsonbList<string>('topics'),
    gender: text('gender').$type<'male' | 'female'>(),
    listedOn: date('listed_on', { mode: 'string' }),
    remarks: text('remarks'),
  },
  (t) => [
    index('screening_entries_version_idx').on(t.versionId),
    check(
      'screening_entries_kind_check',
      sql`${t.kind} IN ('person', 'company', 'vessel', 'aircraft', 'other')`,
    ),
  ],
);

/**
 * The matcher's keys of an entry's names (matching/keys.ts), to find candidates by lookup. The version is repeated
 * here so a lookup reads this index alone and keeps the active versions' rows without visiting the entries.
 */
export const screeningEntryKeys = pgTable(
  'screening_entry_keys',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => screeningEntries.id, { onDelete: 'cascade' }),
    versionId: bigint('version_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.key] }),
    index('screening_entry_keys_key_idx').on(t.key, t.versionId, t.entryId),
  ],
);
