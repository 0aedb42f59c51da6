import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './core';

/** Mirrors migrations/0002_eligibility.sql. */
export const eligibilityDecisions = pgTable(
  'eligibility_decisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    policyVersion: text('policy_version').notNull(),
    policyDigest: text('policy_digest').notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    eligible: boolean('eligible').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reasons: jsonb('reasons').$type<{ code: string; kind: string; message: string }[]>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('eligibility_decisions_application_idx').on(t.applicationId)],
);
