import path from 'node:path';
import { BUSINESS_TYPE_CODES, COUNTRIES } from '@onboarding/shared/constants';
import { z } from 'zod';
import { PolicyError } from '../../eligibility/policy';
import { listedTwice, loadDigestedPolicy, policyFilePath, type LoadedPolicy } from '../../lib/policy-file';
import { SERVER_ROOT } from '../../runtime-files';

/*
 * The risk rating's rules are data, like the flag rules: server/policy/risk-rules.json, or the file RISK_RULES_FILE
 * names, read and validated at start (a bad file stops the start, naming every problem). Each rating names the
 * file's version and sha256, so a reviewer knows which rules (and which country lists) it was made under.
 */

export const DEFAULT_RISK_RULES_FILE = path.join(SERVER_ROOT, 'policy/risk-rules.json');

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

const level = z.enum(RISK_LEVELS, { error: 'must be low, medium or high' });
const countryCodes = new Set(COUNTRIES.map((c) => c.code));
const businessTypeCodes = new Set<string>(BUSINESS_TYPE_CODES);
const country = z
  .string()
  .refine((c) => countryCodes.has(c), 'must be an ISO 3166-1 alpha-2 code in upper case, e.g. "KP"');
const percent = z.number({ error: 'must be a percentage' }).finite().gt(0).max(100);

const countryList = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be lower-case letters, digits and underscores (at most 64)'),
  /** How a reason names the list: "FATF call for action". */
  label: z.string().trim().min(1, 'is required').max(100),
  rating: level,
  countries: z.array(country).min(1, 'must list at least one country'),
});

export const riskRulesSchema = z
  .strictObject({
    version: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
    description: z.string().optional(),
    countries: z.strictObject({
      /** Where the lists come from, for the reviewer and the auditor. */
      source: z.string().trim().min(1, 'is required'),
      asOf: z.iso.date('must be a date (YYYY-MM-DD)'),
      /** Checked in order: a country on two lists counts once, with the first. */
      lists: z.array(countryList).max(20),
    }),
    businessTypes: z.record(z.string(), level).superRefine((types, ctx) => {
      for (const code of Object.keys(types)) {
        if (!businessTypeCodes.has(code)) {
          ctx.addIssue({
            code: 'custom',
            path: [code],
            message: `must be one of ${BUSINESS_TYPE_CODES.join(', ')}`,
          });
        }
      }
    }),
    screening: z.strictObject({
      unscreened: level,
      potential_match: level,
      pep_confirmed: level,
      sanctions_match: level,
    }),
    ownership: z.strictObject({
      /** From this share an owner is a beneficial owner: declared, screened and identified. */
      beneficialOwnerPercent: percent,
      /** The declared shares add up to more than 100 %. */
      overAllocated: level,
      /** They add up to less than 100 % with no explanation, the rest too small to hide a beneficial owner. */
      underDeclared: level,
      /** The unexplained rest is large enough to be a beneficial owner who was not declared. */
      ownerPossiblyUndeclared: level,
    }),
    identityDocuments: z.strictObject({ missing: level }),
    escalation: z.strictObject({
      /** This many medium factors make the rating high; null: never. */
      mediumsForHigh: z.number().int('must be a whole number').min(2).nullable(),
    }),
  })
  .superRefine((rules, ctx) => {
    const twice = listedTwice(rules.countries.lists.map((l) => l.code));
    if (twice)
      ctx.addIssue({ code: 'custom', path: ['countries', 'lists'], message: `lists ${twice} twice` });
    rules.countries.lists.forEach((list, i) => {
      const again = listedTwice(list.countries);
      if (again) {
        ctx.addIssue({
          code: 'custom',
          path: ['countries', 'lists', i, 'countries'],
          message: `lists ${again} twice`,
        });
      }
    });
  });

export type RiskRules = z.infer<typeof riskRulesSchema>;
export type LoadedRiskRules = LoadedPolicy<RiskRules>;

export function riskRulesFileFrom(env: Record<string, unknown>): string {
  return policyFilePath(env, 'RISK_RULES_FILE', DEFAULT_RISK_RULES_FILE);
}

export function loadRiskRules(file: string): Promise<LoadedRiskRules> {
  return loadDigestedPolicy(file, riskRulesSchema, {
    title: 'risk rules file',
    variable: 'RISK_RULES_FILE',
    error: (message, problems) => new PolicyError(message, problems),
  });
}
