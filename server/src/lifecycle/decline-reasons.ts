import type { Language } from '@onboarding/shared/server';
import { z } from 'zod';
import { listedTwice, loadPolicyFile, policyFilePath } from '../lib/policy-file';
import { DEFAULT_DECLINE_REASONS_FILE } from '../runtime-files';

// The reasons a case may be declined for: a versioned JSON file shipped with the server
// (policy/decline-reasons.json), replaced by the provider with DECLINE_REASONS_FILE. The back office offers them, the
// review module accepts only them, and the applicant is mailed the label in their language: every reason has
// one in each language an applicant may read, like the offer clauses (a file without them stops the start).

export interface DeclineReason {
  code: string;
  /** In English: what the back office lists and the case's note records. */
  label: string;
  /** In each language, for the applicant's email. */
  labels: Record<Language, string>;
}

export interface DeclineReasons {
  version: string;
  reasons: DeclineReason[];
}

const labelText = z.string().trim().min(1).max(300);
const fileSchema = z.strictObject({
  version: z.string().min(1),
  description: z.string().optional(),
  reasons: z
    .array(
      z.strictObject({
        code: z.string().regex(/^[A-Z0-9_]{1,64}$/, 'a code is 1-64 capital letters, digits or underscores'),
        label: z.strictObject(
          { en: labelText, ar: labelText },
          { error: 'a label is given in English and in Arabic: { "en": "…", "ar": "…" }' },
        ),
      }),
    )
    .min(1, 'at least one reason'),
});

export class DeclineReasonsError extends Error {}

export function declineReasonsFileFrom(env: NodeJS.ProcessEnv | Record<string, unknown>): string {
  return policyFilePath(env, 'DECLINE_REASONS_FILE', DEFAULT_DECLINE_REASONS_FILE);
}

export async function loadDeclineReasons(file: string): Promise<DeclineReasons> {
  const { value, refuse } = await loadPolicyFile(file, fileSchema, {
    title: 'decline reasons file',
    variable: 'DECLINE_REASONS_FILE',
    error: (message) => new DeclineReasonsError(message),
    words: {
      unreadable: (source, code) =>
        `Cannot read the decline reasons file ${source} (${code}). Set DECLINE_REASONS_FILE to a readable JSON file, or unset it to use the default.`,
    },
  });
  const repeated = listedTwice(value.reasons.map((r) => r.code));
  if (repeated) throw refuse(`lists ${repeated} twice.`);
  return {
    version: value.version,
    reasons: value.reasons.map(({ code, label }) => ({ code, label: label.en, labels: label })),
  };
}
