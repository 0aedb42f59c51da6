import { z } from 'zod';
import { PolicyError } from '../eligibility/policy';
import { loadDigestedPolicy, policyFilePath, type LoadedPolicy } from '../lib/policy-file';
import { DEFAULT_RETENTION_POLICY_FILE } from '../runtime-files';

/*
 * What an applicant's deletion request keeps, as data like the eligibility and pricing policies:
 * server/policy/retention-policy.json, or the file RETENTION_POLICY_FILE names, read and validated at start (a bad
 * file stops the start, naming the problem). A rule names the records it applies to, the parts of them it keeps (a
 * closed list: whatever a rule does not name is erased with the rest), for how many years, and why; the applicant is
 * told all three. Every kept record names the policy version and digest it was kept under.
 */

/** The records a rule may apply to. */
export const RETENTION_SUBJECTS = ['accepted_offer'] as const;
export type RetentionSubject = (typeof RETENTION_SUBJECTS)[number];

/**
 * The parts of an accepted offer a rule may keep: its terms as sent (version, amounts, schedule, dates), its letter
 * (the PDF in storage), the signature (the name typed, when, the version signed), the address it was signed from,
 * and the business's name. Nothing else of the applicant (email, phone, answers, documents) can be kept.
 */
export const RETAINABLE_PARTS = [
  'offer_terms',
  'offer_letter',
  'signature',
  'signature_ip',
  'business_name',
] as const;
export type RetainablePart = (typeof RETAINABLE_PARTS)[number];

const ruleSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be lower-case letters, digits, - or _ (at most 64)'),
  applies: z.enum(RETENTION_SUBJECTS),
  keep: z
    .array(z.enum(RETAINABLE_PARTS))
    .min(1, 'must name at least one part to keep')
    .refine((parts) => new Set(parts).size === parts.length, 'must not repeat a part'),
  years: z
    .int('must be a whole number of years')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100'),
  reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  // The reason in the product's other languages, as the applicant reads it after a deletion in theirs; English
  // (`reason`) where a language has none.
  reasonTranslations: z
    .strictObject({
      ar: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
    })
    .partial()
    .optional(),
});

export const retentionPolicySchema = z
  .strictObject({
    version: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
    description: z.string().optional(),
    rules: z.array(ruleSchema).max(20),
  })
  .refine((p) => new Set(p.rules.map((r) => r.id)).size === p.rules.length, {
    message: 'rule ids must be unique',
    path: ['rules'],
  });

export type RetentionPolicy = z.infer<typeof retentionPolicySchema>;
export type RetentionRule = RetentionPolicy['rules'][number];

export type LoadedRetentionPolicy = LoadedPolicy<RetentionPolicy>;

export function retentionPolicyFileFrom(env: Record<string, unknown>): string {
  return policyFilePath(env, 'RETENTION_POLICY_FILE', DEFAULT_RETENTION_POLICY_FILE);
}

export function loadRetentionPolicy(file: string): Promise<LoadedRetentionPolicy> {
  return loadDigestedPolicy(file, retentionPolicySchema, {
    title: 'retention policy file',
    variable: 'RETENTION_POLICY_FILE',
    error: (message, problems) => new PolicyError(message, problems),
  });
}

// ---- What a policy keeps (pure) ------------------------------------------------------------------------------------

/** An accepted offer as the deletion finds it, before anything is erased. */
export interface AcceptedOfferFacts {
  applicationId: number;
  version: number;
  currency: string;
  costMinor: number;
  profitMinor: number;
  salePriceMinor: number;
  tenureMonths: number;
  validUntil: string;
  clausesVersion: string;
  terms: unknown;
  sentAt: string | null;
  letter: { key: string; sha256: string | null; size: number | null } | null;
  acceptance: { at: string; signature: string | null; ip: string | null } | null;
  businessName: string | null;
}

/** One record a rule keeps: only the parts it names, and the storage objects that go with them. */
export interface KeptRecord {
  rule: string;
  applicationId: number;
  what: string;
  why: string;
  /** `what` and `why` in the product's other languages, for the applicant's answer in theirs. */
  translations: { ar: { what: string; why: string } };
  /** YYYY-MM-DD: the day it is erased too. */
  until: string;
  data: Record<string, unknown>;
  storageKeys: string[];
}

const PART_WORDS_AR: Record<RetainablePart, string> = {
  offer_terms: 'شروطه',
  offer_letter: 'خطاب العرض',
  signature: 'التوقيع',
  signature_ip: 'عنوان التوقيع',
  business_name: 'اسم المنشأة',
};

/** "a، b و c" as Arabic lists them. */
function listedAr(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join('، ')} و${words[words.length - 1]}`;
}

const PART_WORDS: Record<RetainablePart, string> = {
  offer_terms: 'terms',
  offer_letter: 'letter',
  signature: 'signature',
  signature_ip: 'signing address',
  business_name: 'business name',
};

function listed(words: string[]): string {
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** `years` after `from`, as YYYY-MM-DD (29 February falls back to 28 February in a common year). */
export function yearsAfter(from: Date, years: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear() + years, from.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return d.toISOString().slice(0, 10);
}

/** An offer's terms as sent: what the `offer_terms` part keeps. */
const OFFER_TERMS = [
  'currency',
  'costMinor',
  'profitMinor',
  'salePriceMinor',
  'tenureMonths',
  'validUntil',
  'clausesVersion',
  'sentAt',
  'terms',
] as const satisfies readonly (keyof AcceptedOfferFacts)[];

function keepOffer(rule: RetentionRule, offer: AcceptedOfferFacts, now: Date): KeptRecord {
  const parts = new Set(rule.keep);
  const data: Record<string, unknown> = { offerVersion: offer.version };
  const storageKeys: string[] = [];
  if (parts.has('offer_terms')) {
    data.terms = Object.fromEntries(OFFER_TERMS.map((field) => [field, offer[field]]));
  }
  if (parts.has('offer_letter') && offer.letter) {
    data.letter = { key: offer.letter.key, sha256: offer.letter.sha256, size: offer.letter.size };
    storageKeys.push(offer.letter.key);
  }
  if (parts.has('signature') && offer.acceptance)
    data.signature = { name: offer.acceptance.signature, at: offer.acceptance.at, version: offer.version };
  if (parts.has('signature_ip') && offer.acceptance) data.signatureIp = offer.acceptance.ip;
  if (parts.has('business_name')) data.businessName = offer.businessName;
  // The period runs from the signature (the contract's date); from the deletion when it is not known.
  const from = offer.acceptance ? new Date(offer.acceptance.at) : now;
  return {
    rule: rule.id,
    applicationId: offer.applicationId,
    what: `The signed offer of application ${offer.applicationId} (version ${offer.version}): its ${listed(
      rule.keep.map((p) => PART_WORDS[p]),
    )}`,
    why: rule.reason,
    translations: {
      ar: {
        what: `العرض الموقَّع للطلب رقم ${offer.applicationId} (الإصدار ${offer.version}): ${listedAr(
          rule.keep.map((p) => PART_WORDS_AR[p]),
        )}`,
        why: rule.reasonTranslations?.ar ?? rule.reason,
      },
    },
    until: yearsAfter(from, rule.years),
    data,
    storageKeys,
  };
}

/** What `policy` keeps of these records; each record is kept by the first rule that applies to it. */
export function keptRecords(
  policy: RetentionPolicy,
  facts: { acceptedOffers: AcceptedOfferFacts[] },
  now: Date,
): KeptRecord[] {
  const rule = policy.rules.find((r) => r.applies === 'accepted_offer');
  if (!rule) return [];
  return facts.acceptedOffers.map((offer) => keepOffer(rule, offer, now));
}
