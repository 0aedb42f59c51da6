import type { Underwriting, UnderwritingInputs } from '@onboarding/shared/backoffice';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamptzNow } from './columns';
import { applicationReference, staffReference } from './references';

/** Created by migrations/0014_underwriting.sql. */
export const underwritingResults = pgTable(
  'underwriting_results',
  {
    id: identityId(),
    applicationId: applicationReference(),
    inputsKey: text('inputs_key').notNull(),
    inputs: jsonb('inputs').$type<UnderwritingInputs>().notNull(),
    metricsVersion: text('metrics_version').notNull(),
    pricingPolicyVersion: text('pricing_policy_version').notNull(),
    pricingPolicyDigest: text('pricing_policy_digest').notNull(),
    eligibilityPolicyVersion: text('eligibility_policy_version'),
    result: jsonb('result').$type<Underwriting>().notNull(),
    computedBy: staffReference('computed_by'),
    computedAt: timestamptzNow('computed_at'),
  },
  (t) => [
    index('underwriting_results_application_idx').on(
      t.applicationId,
      t.computedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
