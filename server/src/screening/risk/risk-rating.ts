import type { LoadedRiskRules, RiskLevel, RiskRules } from './risk-rules';

/*
 * A case's risk rating: low, medium or high, with every reason that raised it. Pure: the case's facts and the loaded
 * rules in, the rating out, so that a rating can be recomputed and explained from what was stored with it.
 */

/** Where a party's screening stands: resolved by a reviewer (pep_confirmed, sanctions_match, clear) or not yet. */
export type ScreeningOutcome =
  'unscreened' | 'potential_match' | 'pep_confirmed' | 'sanctions_match' | 'clear';

export interface RiskParty {
  partyId: string;
  role: 'owner' | 'director';
  name: string;
  /** ISO 3166-1 alpha-2 codes, when known. */
  nationality?: string | null;
  countryOfResidence?: string | null;
  /** An owner's share of the company, in percent. */
  ownershipPercent?: number | null;
  /** Whether an identity document (passport, national id) was provided for the party. */
  hasIdentityDocument: boolean;
  /** Unscreened when absent. */
  screening?: ScreeningOutcome;
}

export interface RiskInput {
  business: {
    /** Country of incorporation (ISO alpha-2). */
    country: string | null;
    /** Codes of the business types the applicant chose (`SAAS`, `FINTECH`…). */
    businessTypes: readonly string[];
    /** The company itself as a screened party; unscreened when absent. */
    screening?: ScreeningOutcome;
  };
  parties: readonly RiskParty[];
  /** Why the declared shares add up to less than 100 % (free float, employee pool…), if the applicant said. */
  ownershipExplanation?: string | null;
}

export type RiskReasonCode =
  | 'country_listed'
  | 'business_type'
  | 'screening_unscreened'
  | 'screening_potential_match'
  | 'screening_pep_confirmed'
  | 'screening_sanctions_match'
  | 'ownership_over_100'
  | 'ownership_under_100'
  | 'owner_possibly_undeclared'
  | 'identity_document_missing'
  | 'several_medium_factors';

export interface RiskReason {
  code: RiskReasonCode;
  level: RiskLevel;
  /** English, for the case page and the audit trail. */
  text: string;
  /** The party it is about; absent for the business and the ownership as a whole. */
  partyId?: string;
}

export interface RiskRating {
  rating: RiskLevel;
  /** Highest level first, then in the order the factors are checked. */
  reasons: RiskReason[];
  rulesVersion: string;
  /** sha256 of the rules file. */
  rulesDigest: string;
}

const RANK: Record<RiskLevel, number> = { low: 0, medium: 1, high: 2 };

/** Shares are compared to a hundredth of a percent: 33.33 + 33.33 + 33.34 is whole. */
const EPSILON = 0.005;

const SCREENING_WORDS: Record<Exclude<ScreeningOutcome, 'clear'>, { code: RiskReasonCode; text: string }> = {
  unscreened: { code: 'screening_unscreened', text: 'not screened against the sanctions and PEP lists' },
  potential_match: { code: 'screening_potential_match', text: 'potential list match not yet resolved' },
  pep_confirmed: { code: 'screening_pep_confirmed', text: 'confirmed politically exposed person' },
  sanctions_match: { code: 'screening_sanctions_match', text: 'confirmed sanctions list match' },
};

function countryReasons(rules: RiskRules, input: RiskInput): RiskReason[] {
  const reasons: RiskReason[] = [];
  const check = (code: string | null | undefined, what: string, partyId?: string) => {
    const c = code?.trim().toUpperCase();
    if (!c) return;
    const list = rules.countries.lists.find((l) => l.countries.includes(c));
    if (!list) return;
    reasons.push({
      code: 'country_listed',
      level: list.rating,
      text: `${what} ${c} is on the ${list.label} list (${rules.countries.asOf})`,
      ...(partyId ? { partyId } : {}),
    });
  };
  check(input.business.country, 'country of incorporation');
  for (const p of input.parties) {
    check(p.nationality, `${p.name}'s nationality`, p.partyId);
    if (p.countryOfResidence?.trim().toUpperCase() !== p.nationality?.trim().toUpperCase()) {
      check(p.countryOfResidence, `${p.name}'s country of residence`, p.partyId);
    }
  }
  return reasons;
}

function businessTypeReasons(rules: RiskRules, input: RiskInput): RiskReason[] {
  return [...new Set(input.business.businessTypes)].flatMap((type): RiskReason[] => {
    const level = Object.hasOwn(rules.businessTypes, type) ? rules.businessTypes[type] : undefined;
    return level ? [{ code: 'business_type', level, text: `business type ${type}` }] : [];
  });
}

function screeningReasons(rules: RiskRules, input: RiskInput): RiskReason[] {
  const reason = (outcome: ScreeningOutcome | undefined, who: string, partyId?: string): RiskReason[] => {
    const o = outcome ?? 'unscreened';
    if (o === 'clear') return [];
    const words = SCREENING_WORDS[o];
    return [
      {
        code: words.code,
        level: rules.screening[o],
        text: `${who}: ${words.text}`,
        ...(partyId ? { partyId } : {}),
      },
    ];
  };
  return [
    ...reason(input.business.screening, 'the company'),
    ...input.parties.flatMap((p) => reason(p.screening, p.name, p.partyId)),
  ];
}

function ownershipReasons(rules: RiskRules, input: RiskInput): RiskReason[] {
  const { beneficialOwnerPercent, overAllocated, underDeclared, ownerPossiblyUndeclared } = rules.ownership;
  const shares = input.parties
    .filter((p) => p.role === 'owner')
    .map((p) => p.ownershipPercent ?? 0)
    .filter((s) => s > 0);
  const total = shares.reduce((sum, s) => sum + s, 0);
  // not-money: a share of the company, to two decimals.
  const shown = `${Math.round(total * 100) / 100} %`;
  if (total > 100 + EPSILON) {
    return [{ code: 'ownership_over_100', level: overAllocated, text: `declared shares add up to ${shown}` }];
  }
  const rest = 100 - total;
  if (rest <= EPSILON || input.ownershipExplanation?.trim()) return [];
  if (rest >= beneficialOwnerPercent - EPSILON) {
    return [
      {
        code: 'owner_possibly_undeclared',
        level: ownerPossiblyUndeclared,
        text: `declared shares add up to ${shown}, unexplained: the rest could hide an owner of ${beneficialOwnerPercent} % or more`,
      },
    ];
  }
  return [
    {
      code: 'ownership_under_100',
      level: underDeclared,
      text: `declared shares add up to ${shown}, unexplained`,
    },
  ];
}

/** Directors, and owners from the beneficial-owner share, must be identified. */
function identityReasons(rules: RiskRules, input: RiskInput): RiskReason[] {
  return input.parties
    .filter(
      (p) =>
        !p.hasIdentityDocument &&
        (p.role === 'director' ||
          (p.ownershipPercent ?? 0) >= rules.ownership.beneficialOwnerPercent - EPSILON),
    )
    .map((p) => ({
      code: 'identity_document_missing',
      level: rules.identityDocuments.missing,
      text: `${p.name}: no identity document`,
      partyId: p.partyId,
    }));
}

export function rateRisk(input: RiskInput, loaded: LoadedRiskRules): RiskRating {
  const rules = loaded.policy;
  const reasons = [
    ...countryReasons(rules, input),
    ...businessTypeReasons(rules, input),
    ...screeningReasons(rules, input),
    ...ownershipReasons(rules, input),
    ...identityReasons(rules, input),
  ];
  let rating: RiskLevel = reasons.reduce<RiskLevel>((r, x) => (RANK[x.level] > RANK[r] ? x.level : r), 'low');
  const mediums = reasons.filter((r) => r.level === 'medium').length;
  const { mediumsForHigh } = rules.escalation;
  if (rating === 'medium' && mediumsForHigh !== null && mediums >= mediumsForHigh) {
    rating = 'high';
    reasons.push({
      code: 'several_medium_factors',
      level: 'high',
      text: `${mediums} medium-risk factors together`,
    });
  }
  // Stable sort: within a level, the order the factors were checked.
  reasons.sort((a, b) => RANK[b.level] - RANK[a.level]);
  return { rating, reasons, rulesVersion: rules.version, rulesDigest: loaded.digest };
}
