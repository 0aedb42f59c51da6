import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_POLICY_FILE } from '../runtime-files';
import { parsePolicy, PolicyError, type EligibilityPolicy } from './policy';

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
  const configured = env.ELIGIBILITY_POLICY_FILE;
  return typeof configured === 'string' && configured.trim()
    ? path.resolve(configured.trim())
    : DEFAULT_POLICY_FILE;
}

export async function loadPolicyFile(file: string): Promise<LoadedPolicy> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new PolicyError(
      `Cannot read the eligibility policy file ${file} (${code}). Set ELIGIBILITY_POLICY_FILE to a readable JSON policy file, or unset it to use the default.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    throw new PolicyError(`The eligibility policy file ${file} is not valid JSON: ${(err as Error).message}`);
  }
  return {
    policy: parsePolicy(json, file),
    file,
    digest: crypto.createHash('sha256').update(bytes).digest('hex'),
  };
}
