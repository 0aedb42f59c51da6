import { z } from 'zod';
import { listedTwice, loadPolicyFile, policyFilePath } from '../lib/policy-file';
import { DEFAULT_OFFER_CLAUSES_FILE } from '../runtime-files';

// The clauses an offer letter states, in English and Arabic: a versioned JSON file shipped with the server
// (policy/offer-clauses.json), replaced by the provider with OFFER_CLAUSES_FILE, read and checked once at start like
// the decline reasons (lifecycle/decline-reasons.ts). Each offer version records the clauses' version it was made
// with. The four clauses the product promises must be there, in both languages; the charity clause names the
// donation with {donation}.

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The clauses no letter may go without (the charity undertaking: whenever the offer has one). */
export const REQUIRED_CLAUSES = [
  'no_compounding',
  'charity_undertaking',
  'collection_costs',
  'early_settlement_rebate',
] as const;
export const DONATION = '{donation}';

export interface Clause {
  key: string;
  /** `charity`: stated only when the offer has a charity undertaking. */
  when: 'always' | 'charity';
  title: Record<Language, string>;
  text: Record<Language, string>;
}

export interface OfferClauses {
  version: string;
  file: string;
  clauses: Clause[];
}

const text = z.string().trim().min(1).max(3000);
const fileSchema = z.strictObject({
  version: z.string().trim().min(1).max(64),
  description: z.string().optional(),
  clauses: z
    .array(
      z.strictObject({
        key: z.string().regex(/^[a-z0-9_]{1,64}$/, 'a key is 1-64 small letters, digits or underscores'),
        when: z.enum(['always', 'charity']).default('always'),
        title: z.strictObject({ en: text, ar: text }),
        en: text,
        ar: text,
      }),
    )
    .min(1, 'at least one clause'),
});

export class OfferClausesError extends Error {}

export function offerClausesFileFrom(env: NodeJS.ProcessEnv | Record<string, unknown>): string {
  return policyFilePath(env, 'OFFER_CLAUSES_FILE', DEFAULT_OFFER_CLAUSES_FILE);
}

export async function loadOfferClauses(file: string): Promise<OfferClauses> {
  const { value, refuse: fail } = await loadPolicyFile(file, fileSchema, {
    title: 'offer clauses file',
    variable: 'OFFER_CLAUSES_FILE',
    error: (message) => new OfferClausesError(message),
    words: {
      unreadable: (source, code) =>
        `The offer clauses file ${source} cannot be read (${code}). Set OFFER_CLAUSES_FILE to a readable JSON file, or unset it.`,
    },
  });
  const keys = value.clauses.map((c) => c.key);
  const repeated = listedTwice(keys);
  if (repeated) throw fail(`lists ${repeated} twice.`);
  const missing = REQUIRED_CLAUSES.filter((key) => !keys.includes(key));
  if (missing.length) throw fail(`lacks the clause(s) every letter states: ${missing.join(', ')}.`);
  const clauses: Clause[] = value.clauses.map((c) => ({
    key: c.key,
    when: c.key === 'charity_undertaking' ? 'charity' : c.when,
    title: c.title,
    text: { en: c.en, ar: c.ar },
  }));
  for (const c of clauses) {
    const named = LANGUAGES.filter((l) => c.text[l].includes(DONATION));
    if (c.key === 'charity_undertaking' && named.length !== LANGUAGES.length)
      throw fail(`must name the donation with ${DONATION} in both languages (charity_undertaking).`);
    if (c.when === 'always' && named.length)
      throw fail(`names ${DONATION} in ${c.key}, which is stated without a charity undertaking.`);
  }
  return { version: value.version, file, clauses };
}

/**
 * The clauses a letter states, in order, with the donation written in as each language writes the amount:
 * `donation` null leaves out the charity one.
 */
export function clausesFor(
  all: OfferClauses,
  donation: Record<Language, string> | null,
): Array<{ key: string; title: Record<Language, string>; text: Record<Language, string> }> {
  return all.clauses
    .filter((c) => c.when === 'always' || donation !== null)
    .map((c) => ({
      key: c.key,
      title: c.title,
      text: {
        en: c.text.en.replaceAll(DONATION, donation?.en ?? ''),
        ar: c.text.ar.replaceAll(DONATION, donation?.ar ?? ''),
      },
    }));
}
