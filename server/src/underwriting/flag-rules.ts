import path from 'node:path';
import { FLAG_SEVERITIES, UNDERWRITING_KINDS } from '@onboarding/shared/backoffice';
import { z } from 'zod';
import { PolicyError } from '../eligibility/policy';
import { loadDigestedPolicy, policyFilePath, type LoadedPolicy } from '../lib/policy-file';
import { SERVER_ROOT } from '../runtime-files';

/*
 * The case page's flag rules are data, like the pricing policy: server/policy/flag-rules.json, or the file
 * FLAG_RULES_FILE names, read and validated at start (a bad file stops the start, naming every problem). The summary
 * names the file's version and sha256 with its flags, so a reviewer knows which rules raised them.
 */

export const DEFAULT_FLAG_RULES_FILE = path.join(SERVER_ROOT, 'policy/flag-rules.json');

const code = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be lower-case letters, digits and underscores (at most 64)');
const threshold = z.number({ error: 'must be a number' }).finite();
const base = { code, severity: z.enum(FLAG_SEVERITIES) };

/** One figure of a section against a threshold: `above` raises the flag when the figure is more than it. */
const metricRule = z
  .strictObject({
    ...base,
    metric: z.strictObject({ kind: z.enum(UNDERWRITING_KINDS), key: z.string().min(1) }),
    above: threshold.optional(),
    below: threshold.optional(),
  })
  .refine((r) => (r.above === undefined) !== (r.below === undefined), 'needs exactly one of above and below');

/** Months between the last month of a section's data and the month the application was submitted. */
const dataAgeRule = z.strictObject({
  ...base,
  dataAgeMonths: z.strictObject({ above: z.number().int('must be a whole number of months').min(0) }),
});

export const flagRulesSchema = z.strictObject({
  version: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  description: z.string().optional(),
  rules: z.array(z.union([metricRule, dataAgeRule])).max(200),
});

export type FlagRules = z.infer<typeof flagRulesSchema>;
export type FlagRule = FlagRules['rules'][number];
export type LoadedFlagRules = LoadedPolicy<FlagRules>;

export function flagRulesFileFrom(env: Record<string, unknown>): string {
  return policyFilePath(env, 'FLAG_RULES_FILE', DEFAULT_FLAG_RULES_FILE);
}

export function loadFlagRules(file: string): Promise<LoadedFlagRules> {
  return loadDigestedPolicy(file, flagRulesSchema, {
    title: 'flag rules file',
    variable: 'FLAG_RULES_FILE',
    error: (message, problems) => new PolicyError(message, problems),
  });
}
