import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from './core';

/** Created by migrations/0002_eligibility.sql. */
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
    reasons: jsonb('reasons')
      .$type<{ code: string; kind: string; message: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('eligibility_decisions_application_idx').on(t.applicationId),
    check('eligibility_decisions_amount_check', sql`${t.amount} >= 0`),
  ],
);
