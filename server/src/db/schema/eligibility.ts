import { sql } from 'drizzle-orm';
import { bigint, boolean, check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, jsonbList, timestamptzNow } from './columns';
import { applicationReference } from './references';

/** Created by migrations/0002_eligibility.sql. */
export const eligibilityDecisions = pgTable(
  'eligibility_decisions',
  {
    id: identityId(),
    applicationId: applicationReference(),
    policyVersion: text('policy_version').notNull(),
    policyDigest: text('policy_digest').notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    eligible: boolean('eligible').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reasons: jsonbList<{ code: string; kind: string; message: string }>('reasons'),
    decidedAt: timestamptzNow('decided_at'),
  },
  (t) => [
    uniqueIndex('eligibility_decisions_application_idx').on(t.applicationId),
    check('eligibility_decisions_amount_check', sql`${t.amount} >= 0`),
  ],
);
