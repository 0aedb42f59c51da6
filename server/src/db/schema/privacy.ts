import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, jsonbList, retryColumns, timestamptzNow } from './columns';

/**
 * Erasures still to do elsewhere (storage objects, the integration service's copy), each retried until it is done:
 * `key` is the primary key, naming what is to be erased.
 */
function erasureQueue<N extends string, K extends Record<string, PgColumnBuilderBase>>(name: N, key: K) {
  return pgTable(name, { ...key, queuedAt: timestamptzNow('queued_at'), ...retryColumns() }, (t) => [
    index(`${name}_due_idx`).on(t.nextAttemptAt),
  ]);
}

/** Created by migrations/0017_privacy.sql. */
export const storageErasures = erasureQueue('storage_erasures', { key: text('key').primaryKey() });

export const retainedRecords = pgTable(
  'retained_records',
  {
    id: identityId(),
    applicantId: uuid('applicant_id').notNull(),
    applicationId: integer('application_id').notNull(),
    rule: text('rule').notNull(),
    policyVersion: text('policy_version').notNull(),
    policyDigest: text('policy_digest').notNull(),
    what: text('what').notNull(),
    why: text('why').notNull(),
    keepUntil: date('keep_until', { mode: 'string' }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    storageKeys: jsonbList<string>('storage_keys'),
    createdAt: createdAt(),
  },
  (t) => [index('retained_records_until_idx').on(t.keepUntil)],
);

/** Created by migrations/0019_integration_erasures.sql: erased applications the integration service must forget. */
export const integrationErasures = erasureQueue('integration_erasures', {
  applicationId: integer('application_id').primaryKey(),
});
