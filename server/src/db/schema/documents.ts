import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { applications } from './core';
import { createdAt, identityId, timestamptz, timestamptzNow, versionColumns } from './columns';
import { applicationReference } from './references';

/** Created by migrations/0003_documents.sql. */
export const documents = pgTable(
  'documents',
  {
    id: identityId(),
    applicationId: applicationReference(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique('documents_key_key'),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    ...versionColumns(),
    /** The object was removed from storage (0006_storage_sweep.sql); the row stays as the record. */
    sweptAt: timestamptz('swept_at'),
  },
  (t) => [
    uniqueIndex('documents_current_idx')
      .on(t.applicationId, t.kind)
      .where(sql`status = 'current'`),
    index('documents_application_idx').on(t.applicationId, t.createdAt),
    index('documents_sweep_idx')
      .on(t.status, t.supersededAt)
      .where(sql`swept_at IS NULL`),
    check(
      'documents_kind_check',
      sql`${t.kind} IN ('StatementPreviousTwoYear', 'StatementPreviousOneYear', 'Registration', 'CapTable', 'FundraisingSummary')`,
    ),
    check('documents_size_check', sql`${t.size} > 0`),
    check('documents_status_check', sql`${t.status} IN ('current', 'superseded')`),
  ],
);

export const uploads = pgTable(
  'uploads',
  {
    id: identityId(),
    applicationId: applicationReference(),
    timestamp: text('timestamp').notNull(),
    key: text('key').notNull().unique('uploads_key_key'),
    status: text('status').$type<'pending' | 'stored' | 'rejected' | 'swept'>().notNull().default('pending'),
    size: bigint('size', { mode: 'number' }),
    /** The object's version when it was confirmed (storage head()); reads are pinned to it. */
    version: text('version'),
    /**
     * The name of the file the applicant picked, as their browser gave it (upload-link's `name`): shown to the
     * reviewer and offered back with the download. Null for uploads made before it was recorded.
     */
    originalName: text('original_name'),
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (t) => [
    unique('uploads_application_id_timestamp_key').on(t.applicationId, t.timestamp),
    index('uploads_sweep_idx').on(t.status, t.expiresAt),
    check('uploads_status_check', sql`${t.status} IN ('pending', 'stored', 'rejected', 'swept')`),
  ],
);

export const entertainmentPaths = pgTable('entertainment_paths', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id),
  businessTypes: jsonb('business_types').$type<unknown[]>().notNull(),
  recordedAt: timestamptzNow('recorded_at'),
});
