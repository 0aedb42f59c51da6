import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, identityId, jsonbList, retryColumns, timestamptzNow } from './columns';

/** Created by migrations/0017_privacy.sql. */
export const storageErasures = pgTable(
  'storage_erasures',
  {
    key: text('key').primaryKey(),
    queuedAt: timestamptzNow('queued_at'),
    ...retryColumns(),
  },
  (t) => [index('storage_erasures_due_idx').on(t.nextAttemptAt)],
);

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
export const integrationErasures = pgTable(
  'integration_erasures',
  {
    applicationId: integer('application_id').primaryKey(),
    queuedAt: timestamptzNow('queued_at'),
    ...retryColumns(),
  },
  (t) => [index('integration_erasures_due_idx').on(t.nextAttemptAt)],
);
