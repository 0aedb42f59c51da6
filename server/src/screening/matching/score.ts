import {
  LONG_VOWEL,
  normaliseName,
  VOWEL_A,
  VOWEL_I,
  VOWEL_U,
  type NameToken,
  type NormalisedName,
  type PartyKind,
} from './normalise';
import { jaroWinkler, withinOneEdit } from './similarity';

/** A score at or above it is a potential match, for a person to review. Chosen on the labelled set (see README). */
export const DEFAULT_THRESHOLD = 0.8;

/** Two parts are the same part at or above this similarity (below it they count as different parts). */
export const TOKEN_MATCH = 0.88;
/** A company's word abbreviated ("Gen.") against the full word. */
const ABBREVIATION_SIMILARITY = 0.9;
/** Same consonants, but a long vowel of one spelling is missing from the other: a different name (حسين, Hassan). */
const OTHER_LONG_VOWEL = 0.8;
/** Taken off when two Arabic-script parts differ: one letter more or less is another name (حسن, حسين). */
const ARABIC_LETTER_DIFFERS = 0.1;
/** A slip of one letter, past the first, in a word of 5 letters or more: a typo, whatever the skeletons say. */
const TYPO_SIMILARITY = 0.9;
const TYPO_MIN_LENGTH = 5;

export interface PartyQuery {
  name: string;
  /** Other names of the same party (the Arabic-script name beside the Latin one, an alias). */
  names?: string[];
  kind: PartyKind;
  /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
  birthDate?: string;
  /** ISO 3166 alpha-2 code (or any code the list uses too: compared without case). */
  nationality?: string;
}

export interface ListEntry {
  names: string[];
  /** Unknown when the list does not say. */
  kind?: PartyKind;
  birthDates?: string[];
  nationalities?: string[];
}

export type ReasonCode =
  | 'exact'
  | 'transliteration'
  | 'spelling'
  | 'typo'
  | 'joined-parts'
  | 'reordered'
  | 'part-missing'
  | 'part-differs'
  | 'honorific'
  | 'company-form'
  | 'kind-differs'
  | 'dob-match'
  | 'dob-year'
  | 'dob-near'
  | 'dob-differs'
  | 'nationality-match'
  | 'nationality-differs';

export interface Reason {
  code: ReasonCode;
  text: string;
}

export interface MatchResult {
  /** 0–1: the best of the names compared, then raised or lowered by date of birth and nationality. */
  score: number;
  reasons: Reason[];
  /** The entry's name that scored best (as the list spells it); null when no name shares a part. */
  matchedName: string | null;
}

/** How two names compare, part by part. */
export interface NameComparison {
  score: number;
  pairs: number;
  exactText: boolean;
  crossScript: boolean;
  spelling: boolean;
  typo: boolean;
  joined: boolean;
  reordered: boolean;
  missing: number;
  differing: number;
}

const PENALTY_DIFFERING_PART = 0.55;
const PENALTY_MISSING_PART = 0.06;
const PENALTY_ONE_PART_ONLY = 0.7;
const PENALTY_REORDERED = 0.98;
const PENALTY_KIND = 0.5;

const CACHE_LIMIT = 50_000;
const cache = new Map<string, NormalisedName>();

/** normaliseName with a bounded memo: list names are scored again and again against new parties. */
export function normaliseCached(name: string, kind: PartyKind): NormalisedName {
  const key = kind + '\u0000' + name;
  let hit = cache.get(key);
  if (!hit) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    hit = normaliseName(name, kind);
    cache.set(key, hit);
  }
  return hit;
}

/**
 * Similarity of two name parts. Two Latin spellings: the spelling skeleton and the consonant skeleton averaged
 * (vowels are where spellings differ most, consonants where different names do). Arabic script against Latin:
 * consonants only, as Arabic writes no short vowels. A company's abbreviated word ("Gen.") matches its full word.
 */
export function tokenSimilarity(a: NameToken, b: NameToken, company = false): number {
  if (a.arabic !== b.arabic) {
    if (a.cons === b.cons || a.consAlt === b.consAlt) {
      return vowelsAgree(a.arabic ? a : b, a.arabic ? b : a) ? 1 : OTHER_LONG_VOWEL;
    }
    return Math.max(jaroWinkler(a.cons, b.cons), jaroWinkler(a.consAlt, b.consAlt));
  }
  if (a.full === b.full) return 1;
  if (a.arabic) return Math.max(0, jaroWinkler(a.full, b.full) - ARABIC_LETTER_DIFFERS);
  const full = jaroWinkler(a.full, b.full);
  // Below this the average cannot reach TOKEN_MATCH whatever the consonants say, so they are not compared.
  const sim =
    !a.cons || !b.cons || full < 2 * TOKEN_MATCH - 1 ? full : (full + jaroWinkler(a.cons, b.cons)) / 2;
  if (
    sim < TYPO_SIMILARITY &&
    a.text.charCodeAt(0) === b.text.charCodeAt(0) &&
    Math.abs(a.text.length - b.text.length) < 2 &&
    Math.min(a.text.length, b.text.length) >= TYPO_MIN_LENGTH &&
    withinOneEdit(a.text, b.text)
  ) {
    return TYPO_SIMILARITY;
  }
  if (company && Math.min(a.text.length, b.text.length) >= 3) {
    const [short, long] = a.text.length <= b.text.length ? [a.text, b.text] : [b.text, a.text];
    if (long.startsWith(short)) return Math.max(sim, ABBREVIATION_SIMILARITY);
  }
  return sim;
}

/** Every long vowel the Arabic spelling writes is in the Latin one, and every long vowel the Latin marks is written. */
function vowelsAgree(arabic: NameToken, latin: NameToken): boolean {
  const a = arabic.vowels;
  const l = latin.vowels;
  if (a.length !== l.length) return true;
  for (let i = 0; i < a.length; i++) {
    const classes = a[i] & (VOWEL_A | VOWEL_I | VOWEL_U);
    if (classes & ~l[i]) return false;
    if (l[i] & LONG_VOWEL && classes === 0) return false;
  }
  return true;
}

function joinTokens(a: NameToken, b: NameToken): NameToken {
  return {
    text: a.text + b.text,
    full: a.full + b.full,
    cons: a.cons + b.cons,
    consAlt: a.consAlt + b.consAlt,
    vowels: [...a.vowels.slice(0, -1), a.vowels[a.vowels.length - 1] | b.vowels[0], ...b.vowels.slice(1)],
    arabic: a.arabic,
  };
}

/** A pairing of one part with one part, or with two adjacent parts written as one ("Gulf Star" / "Gulfstar"). */
interface Pair {
  q: number[];
  e: number[];
  sim: number;
}

function joinedCandidates(qt: NameToken[], et: NameToken[], company: boolean): Pair[] {
  const out: Pair[] = [];
  for (let i = 0; i + 1 < qt.length; i++) {
    if (qt[i].arabic !== qt[i + 1].arabic) continue;
    const joined = joinTokens(qt[i], qt[i + 1]);
    for (let j = 0; j < et.length; j++) {
      const sim = tokenSimilarity(joined, et[j], company);
      if (sim >= TOKEN_MATCH) out.push({ q: [i, i + 1], e: [j], sim });
    }
  }
  for (let j = 0; j + 1 < et.length; j++) {
    if (et[j].arabic !== et[j + 1].arabic) continue;
    const joined = joinTokens(et[j], et[j + 1]);
    for (let i = 0; i < qt.length; i++) {
      const sim = tokenSimilarity(qt[i], joined, company);
      if (sim >= TOKEN_MATCH) out.push({ q: [i], e: [j, j + 1], sim });
    }
  }
  return out;
}

const pairSize = (c: Pair) => c.q.length + c.e.length;

/** Best pairs first (one covering two parts before a single one as good), each part used once. */
function pairGreedily(candidates: Pair[], nq: number, ne: number) {
  candidates.sort((x, y) => y.sim - x.sim || pairSize(y) - pairSize(x) || x.q[0] - y.q[0] || x.e[0] - y.e[0]);
  const usedQ = new Array<boolean>(nq).fill(false);
  const usedE = new Array<boolean>(ne).fill(false);
  const pairs: Pair[] = [];
  let covered = 0;
  for (const c of candidates) {
    if (c.q.some((i) => usedQ[i]) || c.e.some((j) => usedE[j])) continue;
    for (const i of c.q) usedQ[i] = true;
    for (const j of c.e) usedE[j] = true;
    pairs.push(c);
    covered += pairSize(c);
  }
  return { pairs, usedQ, usedE, left: nq + ne - covered };
}

/**
 * Pairs the parts of two names, best pairs first (a pair covering two parts before a single one as good), each part
 * used once. Order does not matter for the pairing; it is reported.
 */
export function compareNames(query: NormalisedName, entry: NormalisedName): NameComparison {
  const qt = query.tokens;
  const et = entry.tokens;
  const company = query.kind === 'company';
  const singles: Pair[] = [];
  for (let i = 0; i < qt.length; i++) {
    for (let j = 0; j < et.length; j++) {
      const sim = tokenSimilarity(qt[i], et[j], company);
      if (sim >= TOKEN_MATCH) singles.push({ q: [i], e: [j], sim });
    }
  }
  let paired = pairGreedily(singles, qt.length, et.length);
  if (paired.left > 0) {
    // Parts left over may be two parts written as one on the other side: pair again with those joins offered.
    const candidates = [...singles, ...joinedCandidates(qt, et, company)];
    if (candidates.length > singles.length) paired = pairGreedily(candidates, qt.length, et.length);
  }
  const { pairs, usedQ, usedE } = paired;
  const joined = pairs.some((c) => c.q.length + c.e.length > 2);
  const result: NameComparison = {
    score: 0,
    pairs: pairs.length,
    exactText: false,
    crossScript: false,
    spelling: false,
    typo: false,
    joined,
    reordered: false,
    missing: 0,
    differing: 0,
  };
  if (pairs.length === 0) return result;
  let sum = 0;
  for (const p of pairs) {
    sum += p.sim;
    const a = qt[p.q[0]];
    const b = et[p.e[0]];
    if (a.arabic !== b.arabic) result.crossScript = true;
    else if (p.sim === 1 && a.text !== b.text) result.spelling = true;
    if (p.sim < 1) result.typo = true;
  }
  const byQuery = [...pairs].sort((x, y) => x.q[0] - y.q[0]);
  for (let k = 1; k < byQuery.length; k++) if (byQuery[k].e[0] < byQuery[k - 1].e[0]) result.reordered = true;
  const leftQ = usedQ.filter((u) => !u).length;
  const leftE = usedE.filter((u) => !u).length;
  result.differing = Math.min(leftQ, leftE);
  result.missing = Math.max(leftQ, leftE) - result.differing;
  result.exactText = query.text === entry.text;
  let score = sum / pairs.length;
  score *= PENALTY_DIFFERING_PART ** result.differing;
  score *= Math.max(0, 1 - PENALTY_MISSING_PART * result.missing);
  if (pairs.length === 1 && Math.max(qt.length, et.length) > 1) score *= PENALTY_ONE_PART_ONLY;
  if (result.reordered) score *= PENALTY_REORDERED;
  result.score = score;
  return result;
}

interface BirthDate {
  year: number;
  month?: number;
  day?: number;
}

function parseBirthDate(value: string): BirthDate | undefined {
  const m = /^\s*(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/.exec(value);
  if (!m) return undefined;
  return { year: +m[1], month: m[2] ? +m[2] : undefined, day: m[3] ? +m[3] : undefined };
}

type DobOutcome = 'exact' | 'year' | 'near' | 'differs';
const DOB_RANK: Record<DobOutcome, number> = { exact: 3, year: 2, near: 1, differs: 0 };
const DOB_ADJUST: Record<DobOutcome, number> = { exact: 0.05, year: 0.02, near: -0.05, differs: -0.25 };
const DOB_REASON: Record<DobOutcome, Reason> = {
  exact: { code: 'dob-match', text: 'date of birth matches' },
  year: { code: 'dob-year', text: 'year of birth matches' },
  near: { code: 'dob-near', text: 'date of birth close but not the same' },
  differs: { code: 'dob-differs', text: 'date of birth differs' },
};

function compareDates(a: BirthDate, b: BirthDate): DobOutcome {
  if (a.year !== b.year) return Math.abs(a.year - b.year) === 1 ? 'near' : 'differs';
  if (a.month === undefined || b.month === undefined) return 'year';
  if (a.month !== b.month) return 'near';
  if (a.day === undefined || b.day === undefined) return 'year';
  return a.day === b.day ? 'exact' : 'near';
}

/** The best outcome over the entry's dates (lists often give several); undefined when either side has none. */
export function compareBirthDates(
  query: string | undefined,
  entry: readonly string[] | undefined,
): DobOutcome | undefined {
  const q = query ? parseBirthDate(query) : undefined;
  if (!q || !entry?.length) return undefined;
  let best: DobOutcome | undefined;
  for (const value of entry) {
    const e = parseBirthDate(value);
    if (!e) continue;
    const outcome = compareDates(q, e);
    if (best === undefined || DOB_RANK[outcome] > DOB_RANK[best]) best = outcome;
  }
  return best;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

function nameReasons(c: NameComparison, q: NormalisedName, e: NormalisedName): Reason[] {
  const reasons: Reason[] = [];
  if (c.exactText && c.missing === 0 && c.differing === 0) {
    reasons.push({ code: 'exact', text: 'names match exactly' });
  } else {
    if (c.crossScript) reasons.push({ code: 'transliteration', text: 'names match after transliteration' });
    if (c.spelling) reasons.push({ code: 'spelling', text: 'names match as spelling variants' });
    if (c.typo) reasons.push({ code: 'typo', text: 'names differ by a small typo' });
    if (c.joined) reasons.push({ code: 'joined-parts', text: 'name parts written together or apart' });
    if (c.reordered) reasons.push({ code: 'reordered', text: 'name parts in a different order' });
  }
  if (c.missing) {
    reasons.push({
      code: 'part-missing',
      text: plural(c.missing, 'one name part missing', 'name parts missing'),
    });
  }
  if (c.differing) {
    reasons.push({
      code: 'part-differs',
      text: plural(c.differing, 'one name part differs', 'name parts differ'),
    });
  }
  if (q.honorificRemoved || e.honorificRemoved) {
    reasons.push({ code: 'honorific', text: 'honorifics and titles ignored' });
  }
  if (q.suffixRemoved || e.suffixRemoved) {
    reasons.push({ code: 'company-form', text: 'company legal forms ignored' });
  }
  return reasons;
}

const normaliseCountry = (value: string) => value.trim().toUpperCase();

/**
 * Scores a party against one list entry: every name of the party against every name of the entry, the best pair
 * kept, then corroborated by date of birth and nationality when both sides give them.
 */
export function scoreParty(query: PartyQuery, entry: ListEntry): MatchResult {
  const queryNames = query.names?.length ? [query.name, ...query.names] : [query.name];
  let best: { c: NameComparison; q: NormalisedName; e: NormalisedName; name: string } | undefined;
  for (const qn of queryNames) {
    const q = normaliseCached(qn, query.kind);
    if (q.tokens.length === 0) continue;
    for (const en of entry.names) {
      const e = normaliseCached(en, entry.kind ?? query.kind);
      if (e.tokens.length === 0) continue;
      const c = compareNames(q, e);
      if (!best || c.score > best.c.score) best = { c, q, e, name: en };
    }
  }
  if (!best || best.c.score === 0) return { score: 0, reasons: [], matchedName: null };
  let score = best.c.score;
  const reasons = nameReasons(best.c, best.q, best.e);
  if (entry.kind && entry.kind !== query.kind) {
    score *= PENALTY_KIND;
    reasons.push({ code: 'kind-differs', text: 'a person compared with a company' });
  }
  const dob = compareBirthDates(query.birthDate, entry.birthDates);
  if (dob) {
    score += DOB_ADJUST[dob];
    reasons.push(DOB_REASON[dob]);
  }
  if (query.nationality && entry.nationalities?.length) {
    const q = normaliseCountry(query.nationality);
    if (entry.nationalities.some((n) => normaliseCountry(n) === q)) {
      score += 0.03;
      reasons.push({ code: 'nationality-match', text: 'nationality matches' });
    } else {
      score -= 0.08;
      reasons.push({ code: 'nationality-differs', text: 'nationality differs' });
    }
  }
  return {
    score: Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000,
    reasons,
    matchedName: best.name,
  };
}

export function isMatch(result: MatchResult, threshold = DEFAULT_THRESHOLD): boolean {
  return result.score >= threshold;
}
