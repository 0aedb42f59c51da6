import {
  BUSINESS_TYPE_CODES,
  COMPANY_STAGES,
  COUNTRIES,
  type CompanyStage,
} from '@onboarding/shared/constants';
import { z } from 'zod';

/*
 * The eligibility policy is data, not code: the provider edits server/policy/eligibility-policy.json (or points
 * ELIGIBILITY_POLICY_FILE at its own file) and restarts the API. Objects are strict so that a misspelt key fails the
 * start instead of silently switching a rule off; a rule is switched off explicitly with null.
 */

const money = z.number({ error: 'must be a number of US dollars' }).finite().min(0, 'must be 0 or more');
const months = z
  .number({ error: 'must be a number of months' })
  .int('must be a whole number of months')
  .min(0);
/** null switches the rule off. */
const optionalThreshold = <T extends z.ZodType>(t: T) => t.nullable();

const countryCodes = new Set(COUNTRIES.map((c) => c.code));

const revenueMultipleByStage = z.strictObject(
  Object.fromEntries(
    COMPANY_STAGES.map((stage) => [
      stage,
      z
        .number({ error: `a multiple for "${stage}" is required` })
        .finite()
        .min(0, 'must be 0 or more')
        .max(10, 'must be at most 10'),
    ]),
  ) as Record<CompanyStage, z.ZodNumber>,
);

export const policySchema = z.strictObject({
  version: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  description: z.string().optional(),
  knockOuts: z.strictObject({
    minAnnualRevenue: optionalThreshold(money),
    minRunwayMonths: optionalThreshold(months),
    minMonthsSinceIncorporation: optionalThreshold(months),
    requireTechnologyCompany: z.boolean(),
    excludedBusinessTypes: z.array(
      z.enum(BUSINESS_TYPE_CODES, { error: `must be one of ${BUSINESS_TYPE_CODES.join(', ')}` }),
    ),
    excludedCountriesOfIncorporation: z.array(
      z
        .string()
        .refine((c) => countryCodes.has(c), 'must be an ISO 3166-1 alpha-2 code in upper case, e.g. "KP"'),
    ),
  }),
  amount: z
    .strictObject({
      revenueMultipleByStage,
      outstandingDebtFactor: z.number().finite().min(0, 'must be 0 or more').max(10, 'must be at most 10'),
      maximum: money,
      minimum: money,
    })
    .refine((a) => a.minimum <= a.maximum, { message: 'minimum must not exceed maximum', path: ['minimum'] }),
});

export type EligibilityPolicy = z.infer<typeof policySchema>;

export class PolicyError extends Error {
  constructor(
    message: string,
    public readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}\n${problems.map((p) => `  - ${p}`).join('\n')}` : message);
    this.name = 'PolicyError';
  }
}
