import type { Underwriting, UnderwritingInputs } from '@onboarding/shared/backoffice';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './core';
import { staff } from './staff';

/** Created by migrations/0014_underwriting.sql. */
export const underwritingResults = pgTable(
  'underwriting_results',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    inputsKey: text('inputs_key').notNull(),
    inputs: jsonb('inputs').$type<UnderwritingInputs>().notNull(),
    metricsVersion: text('metrics_version').notNull(),
    pricingPolicyVersion: text('pricing_policy_version').notNull(),
    pricingPolicyDigest: text('pricing_policy_digest').notNull(),
    eligibilityPolicyVersion: text('eligibility_policy_version'),
    result: jsonb('result').$type<Underwriting>().notNull(),
    computedBy: uuid('computed_by').references(() => staff.id),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('underwriting_results_application_idx').on(
      t.applicationId,
      t.computedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
