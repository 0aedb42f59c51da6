import { issueLine, loadPolicyFile as loadPolicy, policyFilePath } from '../lib/policy-file';
import { DEFAULT_POLICY_FILE } from '../runtime-files';
import { PolicyError, policySchema, type EligibilityPolicy } from './policy';

export interface LoadedPolicy {
  policy: EligibilityPolicy;
  file: string;
  /**
   * sha256 of the file's bytes, stored with every decision: if someone edits the rules without bumping `version`,
   * the review team can still tell which decisions were made under which text.
   */
  digest: string;
}

export function policyFileFrom(env: NodeJS.ProcessEnv | Record<string, unknown>): string {
  return policyFilePath(env, 'ELIGIBILITY_POLICY_FILE', DEFAULT_POLICY_FILE);
}

export async function loadPolicyFile(file: string): Promise<LoadedPolicy> {
  const { value, digest } = await loadPolicy(file, policySchema, {
    title: 'eligibility policy file',
    variable: 'ELIGIBILITY_POLICY_FILE',
    error: (message, problems) => new PolicyError(message, problems),
    words: {
      // Every problem at once, each naming its field, so that the operator fixes the file in one go.
      invalid: (source, issues) => ({
        message: `Invalid eligibility policy in ${source}:`,
        problems: issues.map(issueLine),
      }),
    },
  });
  return { policy: value, file, digest };
}
