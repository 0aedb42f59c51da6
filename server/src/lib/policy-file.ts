import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';

/*
 * The provider's policy files (the eligibility and pricing policies, the decline reasons, the offer clauses): JSON
 * shipped under server/policy/, replaced by the file a variable names, read and validated with a zod schema once at
 * start. A file that cannot be used stops the start with a message naming the file and the problem, in the error
 * class of the module that owns the file.
 */

/** The file `variable` names, resolved to an absolute path; the shipped file when it is unset or blank. */
export function policyFilePath(env: Record<string, unknown>, variable: string, shipped: string): string {
  const configured = env[variable];
  return typeof configured === 'string' && configured.trim() ? path.resolve(configured.trim()) : shipped;
}

export type PolicyIssue = z.core.$ZodIssue;

/** One issue of an invalid file: where (the path of keys and indexes, `(root)` for the whole file) and what. */
export const issueLine = (issue: PolicyIssue): string =>
  `${issue.path.join('.') || '(root)'}: ${issue.message}`;

/** The words of a refusal. Each has a common form; a file whose operators know other words keeps its own. */
export interface PolicyFileWords {
  unreadable(file: string, code: string): string;
  notJson(file: string, reason: string): string;
  /** The message, and the problems listed under it (one per issue, where the file's error lists them). */
  invalid(file: string, issues: readonly PolicyIssue[]): { message: string; problems?: string[] };
}

export interface PolicyFileOptions {
  /** The file as the messages name it: `decline reasons file`. */
  title: string;
  /** The variable that names a replacement file: `DECLINE_REASONS_FILE`. */
  variable: string;
  /** The owning module's error, which every refusal is. */
  error: (message: string, problems: string[]) => Error;
  words?: Partial<PolicyFileWords>;
}

export interface PolicyFile<T> {
  value: T;
  file: string;
  /** sha256 of the file's bytes: what a decision made under the file can record. */
  digest: string;
  /** A refusal for a reason beyond the schema (a code listed twice…): "The <title> <file> <why>". */
  refuse(why: string): Error;
}

const commonWords = ({ title, variable }: PolicyFileOptions): PolicyFileWords => ({
  unreadable: (file, code) =>
    `Cannot read the ${title} ${file} (${code}). Set ${variable} to a readable JSON policy file, or unset it to use the default.`,
  notJson: (file, reason) => `The ${title} ${file} is not valid JSON: ${reason}`,
  invalid: (file, issues) => ({ message: `The ${title} ${file} is not valid: ${issueLine(issues[0])}` }),
});

/** Reads `file` and validates its JSON with `schema`; any problem is thrown as the options' error. */
export async function loadPolicyFile<S extends z.ZodType>(
  file: string,
  schema: S,
  options: PolicyFileOptions,
): Promise<PolicyFile<z.output<S>>> {
  const words = { ...commonWords(options), ...options.words };
  const refusal = (message: string, problems: string[] = []) => options.error(message, problems);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (err) {
    throw refusal(words.unreadable(file, (err as NodeJS.ErrnoException).code ?? 'error'));
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    throw refusal(words.notJson(file, (err as Error).message));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const { message, problems } = words.invalid(file, parsed.error.issues);
    throw refusal(message, problems);
  }
  return {
    value: parsed.data,
    file,
    digest: crypto.createHash('sha256').update(bytes).digest('hex'),
    refuse: (why) => refusal(`The ${options.title} ${file} ${why}`),
  };
}

/** A policy that decisions record they were made under: its value, its file and the sha256 of the file's bytes. */
export interface LoadedPolicy<T> {
  policy: T;
  file: string;
  /**
   * sha256 of the file's bytes, stored with every decision: if someone edits the rules without bumping `version`,
   * the review team can still tell which decisions were made under which text.
   */
  digest: string;
}

/** One issue as the pricing and retention policies list it: the field (`(file)` for the whole file), then what. */
const fieldIssue = (issue: PolicyIssue): string => `${issue.path.join('.') || '(file)'} ${issue.message}`;

export interface DigestedPolicyOptions extends Omit<PolicyFileOptions, 'words'> {
  /** The message above the issues; by default "The <title> <file> is not valid:". */
  invalid?: (file: string) => string;
  /** One issue's line; by default the field, then what is wrong with it. */
  issue?: (issue: PolicyIssue) => string;
}

/**
 * Reads a policy whose decisions record its digest. An invalid file lists every issue, each naming its field, so
 * that the operator fixes the file in one go.
 */
export async function loadDigestedPolicy<S extends z.ZodType>(
  file: string,
  schema: S,
  { title, variable, error, invalid, issue = fieldIssue }: DigestedPolicyOptions,
): Promise<LoadedPolicy<z.output<S>>> {
  const message = invalid ?? ((source: string) => `The ${title} ${source} is not valid:`);
  const { value, digest } = await loadPolicyFile(file, schema, {
    title,
    variable,
    error,
    words: { invalid: (source, issues) => ({ message: message(source), problems: issues.map(issue) }) },
  });
  return { policy: value, file, digest };
}

/** The first value that stands twice in `values`, if any (a policy's codes and keys are each listed once). */
export function listedTwice(values: readonly string[]): string | undefined {
  return values.find((value, i) => values.indexOf(value) !== i);
}
