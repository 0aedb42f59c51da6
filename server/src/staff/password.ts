import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

// Staff passwords: argon2id with Node's own implementation (node:crypto, Node 24.7+), OWASP's first recommended
// set of parameters (19 MiB, 2 passes, 1 lane), stored as a PHC string so the parameters can change later without
// breaking the hashes already stored: verification reads them back from the string.

const argon2 = promisify(crypto.argon2);

export const ARGON2_PARAMS = { memory: 19456, passes: 2, parallelism: 1 } as const;
const SALT_BYTES = 16;
const TAG_BYTES = 32;
const VERSION = 19;

// Bounds on what a stored string may ask for, so a corrupted or forged hash cannot make verification use
// gigabytes of memory or run for minutes.
const MAX_MEMORY_KIB = 256 * 1024;
const MAX_PASSES = 10;
const MAX_PARALLELISM = 8;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const tag = await argon2('argon2id', {
    message: password,
    nonce: salt,
    tagLength: TAG_BYTES,
    ...ARGON2_PARAMS,
  });
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=${VERSION}$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(tag)}`;
}

const PHC = /^\$argon2id\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface ParsedHash {
  memory: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  tag: Buffer;
}

/** The parameters, salt and tag of a stored PHC string, or null when it is not one this code would have written. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const m = PHC.exec(stored);
  if (!m) return null;
  const [, version, memory, passes, parallelism, salt, tag] = m;
  const parsed = {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    salt: Buffer.from(salt, 'base64'),
    tag: Buffer.from(tag, 'base64'),
  };
  if (
    Number(version) !== VERSION ||
    parsed.parallelism < 1 ||
    parsed.parallelism > MAX_PARALLELISM ||
    parsed.memory < 8 * parsed.parallelism ||
    parsed.memory > MAX_MEMORY_KIB ||
    parsed.passes < 1 ||
    parsed.passes > MAX_PASSES ||
    parsed.salt.length < 8 ||
    parsed.tag.length < 16
  )
    return null;
  return parsed;
}

/** True when `password` matches the stored PHC string; false for a wrong password or a malformed string. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const tag = await argon2('argon2id', {
    message: password,
    nonce: parsed.salt,
    tagLength: parsed.tag.length,
    memory: parsed.memory,
    passes: parsed.passes,
    parallelism: parsed.parallelism,
  });
  return crypto.timingSafeEqual(tag, parsed.tag);
}

/** True when a stored hash was made with other parameters than today's (to rehash it at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  return (
    !parsed ||
    parsed.memory !== ARGON2_PARAMS.memory ||
    parsed.passes !== ARGON2_PARAMS.passes ||
    parsed.parallelism !== ARGON2_PARAMS.parallelism
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real verification takes, for a sign-in whose email is unknown (or has no password yet), so the
 * answer's timing does not tell which addresses have an account. Always false.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}

// zxcvbn-ts: its common-password list (about 49 000 of the most used passwords from leaked sets), and its estimate of
// how many guesses a password takes (dictionaries, keyboard walks, repeats, sequences, dates, l33t), built on the
// first check only.
let common_: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common_ ??= new Set(common.dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common_;
}
let estimator: ZxcvbnFactory | undefined;
function strength(password: string, userInputs: string[]): number {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Past this many characters the estimate is not computed (its matchers are super-linear); the length limit
    // below is shorter anyway.
    maxLength: PASSWORD_MAX_LENGTH,
  });
  return estimator.check(password, userInputs).score;
}

/** zxcvbn's score out of 4 a staff password needs: 3 is "safely unguessable: moderate protection from offline attacks". */
export const PASSWORD_MIN_SCORE = 3;

/** The provider's own words, from its back office's address (backoffice.noor-finance.com: noor, finance). */
export function providerWords(backofficeUrl: string): string[] {
  const host = URL.canParse(backofficeUrl) ? new URL(backofficeUrl).hostname : '';
  return host.split(/[.-]/).filter((word) => word.length >= 3 && !/^(www|com|net|org|localhost)$/.test(word));
}

/** Words a guesser tries first against this product's staff. */
const PRODUCT_WORDS = ['onboarding', 'backoffice', 'back office', 'murabaha'];

export const PASSWORD_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  common: 'This password is one of the most commonly used passwords. Please choose another.',
  email: 'The password must not contain your email address or its name part.',
  weak: 'This password is too easy to guess. Use a longer one, such as a few unrelated words.',
} as const;

/**
 * Why a staff password is refused (a message to show as it is), or null when it is acceptable: 12 to 128
 * characters, not a common password (nor one with only digits or symbols added), not containing the local part
 * of the account's email, and hard to guess (zxcvbn's score of PASSWORD_MIN_SCORE or more, knowing the product's
 * words, the email and `provider`: the provider's own name and domain words).
 */
export function passwordProblem(
  password: string,
  email: string,
  provider: readonly string[] = [],
): string | null {
  // Counted in characters as a person sees them, not UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const lower = password.toLowerCase();
  const list = commonPasswords();
  // "password1234!" is "password" with a suffix anyone tries first.
  const core = lower.replace(/[\d\W_]+$/u, '');
  if (list.has(lower) || (core.length >= 4 && list.has(core))) return PASSWORD_MESSAGES.common;
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  if (local.length >= 3 && lower.includes(local)) return PASSWORD_MESSAGES.email;
  const userInputs = [
    ...PRODUCT_WORDS,
    email,
    local,
    ...local.split(/[._+-]/),
    ...domain.split('.'),
    ...provider,
  ];
  if (strength(password, userInputs) < PASSWORD_MIN_SCORE) return PASSWORD_MESSAGES.weak;
  return null;
}
