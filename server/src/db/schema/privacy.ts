import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Created by migrations/0017_privacy.sql. */
export const storageErasures = pgTable(
  'storage_erasures',
  {
    key: text('key').primaryKey(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('storage_erasures_due_idx').on(t.nextAttemptAt)],
);

export const retainedRecords = pgTable(
  'retained_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicantId: uuid('applicant_id').notNull(),
    applicationId: integer('application_id').notNull(),
    rule: text('rule').notNull(),
    policyVersion: text('policy_version').notNull(),
    policyDigest: text('policy_digest').notNull(),
    what: text('what').notNull(),
    why: text('why').notNull(),
    keepUntil: date('keep_until', { mode: 'string' }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    storageKeys: jsonb('storage_keys')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retained_records_until_idx').on(t.keepUntil)],
);

/** Created by migrations/0019_integration_erasures.sql: erased applications the integration service must forget. */
export const integrationErasures = pgTable(
  'integration_erasures',
  {
    applicationId: integer('application_id').primaryKey(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('integration_erasures_due_idx').on(t.nextAttemptAt)],
);
