import {
  issueLine,
  loadDigestedPolicy,
  policyFilePath,
  type LoadedPolicy as Loaded,
} from '../lib/policy-file';
import { DEFAULT_POLICY_FILE } from '../runtime-files';
import { PolicyError, policySchema, type EligibilityPolicy } from './policy';

export type LoadedPolicy = Loaded<EligibilityPolicy>;

export function policyFileFrom(env: NodeJS.ProcessEnv | Record<string, unknown>): string {
  return policyFilePath(env, 'ELIGIBILITY_POLICY_FILE', DEFAULT_POLICY_FILE);
}

export function loadPolicyFile(file: string): Promise<LoadedPolicy> {
  return loadDigestedPolicy(file, policySchema, {
    title: 'eligibility policy file',
    variable: 'ELIGIBILITY_POLICY_FILE',
    error: (message, problems) => new PolicyError(message, problems),
    invalid: (source) => `Invalid eligibility policy in ${source}:`,
    issue: issueLine,
  });
}
