import { z } from 'zod';
import { PolicyError } from '../eligibility/policy';
import { loadDigestedPolicy, policyFilePath, type LoadedPolicy } from '../lib/policy-file';
import { DEFAULT_PRICING_POLICY_FILE } from '../runtime-files';

/*
 * The pricing guide's policy is data, like the eligibility policy: server/policy/pricing-policy.json, or the file
 * PRICING_POLICY_FILE names, read and validated at start (a bad file stops the start, naming the problem). Objects are
 * strict so that a misspelt key fails instead of being ignored. Every case's stored figures keep the version and the
 * file's sha256.
 */

const factor = z
  .number({ error: 'must be a number' })
  .finite()
  .positive('must be more than 0')
  .max(100, 'must be at most 100');

export const pricingPolicySchema = z.strictObject({
  version: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  description: z.string().optional(),
  /** SaaS: a multiple of the latest MRR, or a share of ARR. */
  saas: z.strictObject({ basis: z.enum(['mrr_multiple', 'arr_share']), factor }),
  /** Marketplaces: a share of the net revenue (take) of the last 12 months. */
  marketplace: z.strictObject({ basis: z.literal('annual_net_revenue_share'), factor }),
  /** The suggestion is rounded down to a multiple of this many minor units (100000: whole thousands of dollars). */
  roundDownToMinor: z.number().int('must be a whole number of minor units').min(1).max(100_000_000),
});

export type PricingPolicy = z.infer<typeof pricingPolicySchema>;

export type LoadedPricingPolicy = LoadedPolicy<PricingPolicy>;

export function pricingPolicyFileFrom(env: Record<string, unknown>): string {
  return policyFilePath(env, 'PRICING_POLICY_FILE', DEFAULT_PRICING_POLICY_FILE);
}

export function loadPricingPolicy(file: string): Promise<LoadedPricingPolicy> {
  return loadDigestedPolicy(file, pricingPolicySchema, {
    title: 'pricing policy file',
    variable: 'PRICING_POLICY_FILE',
    error: (message, problems) => new PolicyError(message, problems),
  });
}
