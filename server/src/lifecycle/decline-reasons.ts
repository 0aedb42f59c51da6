import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DECLINE_REASONS_FILE } from '../runtime-files';

// The reasons a case may be declined for (#16): a versioned JSON file shipped with the server
// (policy/decline-reasons.json), replaced by the provider with DECLINE_REASONS_FILE. The back office offers them, the
// review module accepts only them, and the applicant is mailed the label.

export interface DeclineReason {
  code: string;
  label: string;
}

export interface DeclineReasons {
  version: string;
  reasons: DeclineReason[];
}

const fileSchema = z.strictObject({
  version: z.string().min(1),
  description: z.string().optional(),
  reasons: z
    .array(
      z.strictObject({
        code: z.string().regex(/^[A-Z0-9_]{1,64}$/, 'a code is 1-64 capital letters, digits or underscores'),
        label: z.string().trim().min(1).max(300),
      }),
    )
    .min(1, 'at least one reason'),
});

export class DeclineReasonsError extends Error {}

export function declineReasonsFileFrom(env: NodeJS.ProcessEnv | Record<string, unknown>): string {
  const configured = env.DECLINE_REASONS_FILE;
  return typeof configured === 'string' && configured.trim()
    ? path.resolve(configured.trim())
    : DEFAULT_DECLINE_REASONS_FILE;
}

export async function loadDeclineReasons(file: string): Promise<DeclineReasons> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new DeclineReasonsError(
      `Cannot read the decline reasons file ${file} (${code}). Set DECLINE_REASONS_FILE to a readable JSON file, or unset it to use the default.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new DeclineReasonsError(
      `The decline reasons file ${file} is not valid JSON: ${(err as Error).message}`,
    );
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DeclineReasonsError(
      `The decline reasons file ${file} is not valid: ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
  }
  const codes = parsed.data.reasons.map((r) => r.code);
  const repeated = codes.find((code, i) => codes.indexOf(code) !== i);
  if (repeated) throw new DeclineReasonsError(`The decline reasons file ${file} lists ${repeated} twice.`);
  return {
    version: parsed.data.version,
    reasons: parsed.data.reasons.map(({ code, label }) => ({ code, label })),
  };
}
