import { EQUIVALENCES } from './equivalences';

export type PartyKind = 'person' | 'company';

/** One name part, as the matcher compares it. */
export interface NameToken {
  /** The part after case, diacritics and punctuation are folded (Arabic script stays Arabic). */
  text: string;
  /**
   * Latin: the spelling skeleton (letters folded by the table, every vowel run read as `a`, or `e` for a diphthong
   * such as "ei"/"ay", doubled letters single). Arabic: the Arabic spelling itself, as Arabic spelling is settled.
   * Compared between two names in the same script.
   */
  full: string;
  /** Consonant skeleton (no vowels, no inner w/y, no final h): the key shared by Arabic script and its Latin forms. */
  cons: string;
  /** The consonant skeleton with the second reading of ambiguous Arabic letters (ث as s, ذ as d …). */
  consAlt: string;
  /**
   * The vowels around the consonants: one slot before each consonant and one after the last, each a set of vowel
   * classes (VOWEL_A | VOWEL_I | VOWEL_U) with LONG_VOWEL when the spelling marks it long ("ee", "ei", "oo").
   * Arabic script writes only long vowels, so a long vowel on either side must be found on the other: حسين is not
   * "Hassan", "Mahmood" is not محمد.
   */
  vowels: number[];
  arabic: boolean;
}

export interface NormalisedName {
  kind: PartyKind;
  tokens: NameToken[];
  /** The folded parts joined by spaces, honorifics and legal forms removed. */
  text: string;
  honorificRemoved: boolean;
  suffixRemoved: boolean;
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F]/;
const TATWEEL = /\u0640/g;
const APOSTROPHES = /['`´‘’ʼʻʿʾ"“”]/g;
const MARKS = /\p{M}/gu;
const SPECIAL_LATIN: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SPECIAL_LATIN_RE = new RegExp(`[${Object.keys(SPECIAL_LATIN).join('')}]`, 'g');
const CHUNK_SEPARATORS = /[\s,;:/\\()[\]{}&+|_*#!?<>=~،؛]+/u;
const ABBREVIATION = /^(?:\p{L}\.)+\p{L}?\.?$/u;
const PIECE_SEPARATORS = /[^\p{L}\p{N}]+/u;

const set = (words: readonly string[]) => new Set(words.map((w) => foldText(w)));
const E = EQUIVALENCES;
const A = E.arabicWords;
const HONORIFICS = set([...E.honorifics, ...A.honorifics]);
const COMPANY_SUFFIXES = set([...E.companySuffixes, ...A.companySuffixes]);
const COMPANY_PREFIXES = set([...E.companyPrefixes, ...A.companyPrefixes]);
const PARTICLES = set([...E.particles, ...A.particles]);
const PERSON_ARTICLES = set(E.articles);
const COMPANY_ARTICLES = set(E.gluedArticles);
const JOIN_WITH_NEXT = set([...E.joinWithNext, ...A.joinWithNext]);
const ARABIC_DIN = set(A.dinWords);
const byLengthDesc = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const ABD_FORMS = byLengthDesc(E.abdForms);
const ABD_STANDALONE = set(E.abdForms);
const DIN_ENDINGS = byLengthDesc(E.dinEndings);
const TOKEN_ALIASES = new Map<string, string>();
for (const [canonical, variants] of Object.entries(E.tokens)) {
  for (const v of variants) TOKEN_ALIASES.set(v, canonical);
}
const DIN_TOKENS = set(['din', ...E.tokens.din]);

/**
 * `abd` compounds are marked with a letter of their own, so "Abdulrahman" is never read as a spelling of
 * "Ibrahim"; the mark also keeps the compound's two halves apart in the consonant skeleton.
 */
const ABD_MARK = '@';
const ABD_RE = /^abd(?=.)/;

const LETTER_FOLDS = new Map<string, string>();
for (const [spellings, canonical] of E.letters) for (const s of spellings) LETTER_FOLDS.set(s, canonical);
const LETTER_RE = new RegExp(byLengthDesc([...LETTER_FOLDS.keys()]).join('|'), 'g');

/** Case, compatibility forms, diacritics (NFKD, marks stripped: this also drops tashkeel and hamza seats), tatweel. */
export function foldText(value: string): string {
  return value
    .normalize('NFKC')
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(SPECIAL_LATIN_RE, (c) => SPECIAL_LATIN[c])
    .replace(TATWEEL, '')
    .replace(APOSTROPHES, '');
}

/** Splits into parts; "L.L.C." and "H.E." become one part each, other dots and hyphens split. */
export function splitParts(folded: string): string[] {
  const parts: string[] = [];
  for (const chunk of folded.split(CHUNK_SEPARATORS)) {
    if (!chunk) continue;
    if (ABBREVIATION.test(chunk)) {
      const letters = chunk.replace(/\./g, '');
      parts.push(E.dottedHonorifics[letters] ?? letters);
      continue;
    }
    for (const piece of chunk.split(PIECE_SEPARATORS)) if (piece) parts.push(piece);
  }
  return parts;
}

function stripHonorifics(parts: string[]): boolean {
  let removed = false;
  while (parts.length > 1) {
    if (parts.length > 2 && HONORIFICS.has(parts[0] + parts[1])) parts.splice(0, 2);
    else if (HONORIFICS.has(parts[0])) parts.splice(0, 1);
    else break;
    removed = true;
  }
  return removed;
}

function stripCompanyForms(parts: string[]): boolean {
  let removed = false;
  while (parts.length > 1 && COMPANY_PREFIXES.has(parts[0])) {
    parts.splice(0, 1);
    removed = true;
  }
  outer: while (parts.length > 1) {
    for (let k = Math.min(4, parts.length - 1); k >= 1; k--) {
      if (COMPANY_SUFFIXES.has(parts.slice(parts.length - k).join(''))) {
        parts.splice(parts.length - k, k);
        removed = true;
        continue outer;
      }
    }
    break;
  }
  return removed;
}

/** One Arabic word to canonical letters, the article dropped (الله keeps its own reading). */
function arabicWord(word: string, second: boolean): string {
  const whole = A.tokens[word];
  if (whole) return whole;
  return transliterateArabic(word.length >= 4 && word.startsWith('ال') ? word.slice(2) : word, second);
}

/** Arabic script to the canonical Latin letters of the table (vowel letters kept as a/w/y). */
export function transliterateArabic(word: string, second = false): string {
  let out = '';
  for (const ch of word) out += (second ? E.arabicSecondReadings[ch] : undefined) ?? E.arabic[ch] ?? ch;
  return out;
}

function aliasLatin(word: string): string {
  return TOKEN_ALIASES.get(word) ?? word;
}

/** Splits "abdulaziz" into abd + "aziz"; undefined when the word is not such a compound. */
function splitAbd(word: string): string | undefined {
  for (const form of ABD_FORMS) {
    if (word.length > form.length + 1 && word.startsWith(form)) {
      const rest = word.slice(form.length);
      return 'abd' + aliasLatin(rest);
    }
  }
  return undefined;
}

function splitDin(word: string): string | undefined {
  for (const ending of DIN_ENDINGS) {
    if (word.length >= ending.length + 2 && word.endsWith(ending))
      return word.slice(0, -ending.length) + 'din';
  }
  return undefined;
}

/** Latin parts (already folded) to the canonical words compared: particles, articles and compounds resolved. */
function latinWords(parts: string[], kind: PartyKind): string[] {
  const articles = kind === 'person' ? PERSON_ARTICLES : COMPANY_ARTICLES;
  const words: string[] = [];
  let joinNext = false;
  for (let part of parts) {
    if (PARTICLES.has(part) && kind === 'person') continue;
    if (articles.has(part)) continue;
    for (const a of E.gluedArticles) {
      if (part.length >= a.length + 4 && part.startsWith(a)) part = part.slice(a.length);
    }
    if (kind === 'person') {
      if (DIN_TOKENS.has(part) && words.length > 0 && !joinNext) {
        words[words.length - 1] += 'din';
        continue;
      }
      if (ABD_STANDALONE.has(part)) part = 'abd';
      else part = splitAbd(part) ?? splitDin(part) ?? aliasLatin(part);
    }
    if (joinNext) words[words.length - 1] += part;
    else words.push(part);
    joinNext = kind === 'person' && JOIN_WITH_NEXT.has(part);
  }
  return words;
}

/** The Arabic spelling compared between two Arabic names: no article, one form of alef, ya and ta marbuta. */
function arabicSpelling(word: string): string {
  const bare = A.tokens[word] || word.length < 4 || !word.startsWith('ال') ? word : word.slice(2);
  return bare.replace(ARABIC_SPELLING_RE, (c) => ARABIC_SPELLING[c]);
}

const ARABIC_SPELLING: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  ی: 'ي',
  ک: 'ك',
};
const ARABIC_SPELLING_RE = new RegExp(`[${Object.keys(ARABIC_SPELLING).join('')}]`, 'g');

/** An Arabic word read three ways: canonical Latin letters, their second reading, and its Arabic spelling. */
type ArabicWord = [string, string, string];

/** Arabic parts to words, particles dropped and compounds joined. */
function arabicWords(parts: string[], kind: PartyKind): ArabicWord[] {
  const words: ArabicWord[] = [];
  let joinNext = false;
  const read = (word: string): ArabicWord => [
    arabicWord(word, false),
    arabicWord(word, true),
    arabicSpelling(word),
  ];
  const concat = (a: ArabicWord, b: ArabicWord): ArabicWord => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
  for (const raw of parts) {
    if (kind === 'person' && PARTICLES.has(raw)) continue;
    if (raw === 'ال') continue;
    let word: ArabicWord;
    let join = false;
    if (kind === 'person' && ARABIC_DIN.has(raw) && words.length > 0 && !joinNext) {
      words[words.length - 1] = concat(words[words.length - 1], ['din', 'din', 'الدين']);
      continue;
    }
    const prefix = kind === 'person' ? A.joinWithNext.find((p) => raw.startsWith(p)) : undefined;
    if (prefix && raw.length > prefix.length + 1) {
      // عبدالرحمن written as one word: the compound's second half keeps its own reading.
      word = concat(read(prefix), read(raw.slice(prefix.length)));
    } else {
      join = kind === 'person' && JOIN_WITH_NEXT.has(raw);
      word = read(raw);
    }
    if (joinNext) words[words.length - 1] = concat(words[words.length - 1], word);
    else words.push(word);
    joinNext = join;
  }
  return words;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

function collapseDoubles(s: string): string {
  let out = '';
  for (const ch of s) if (out[out.length - 1] !== ch) out += ch;
  return out;
}

/** Vowel runs to `a` (or `e` for a diphthong), doubled letters single. Input: canonical letters. */
export function fullSkeleton(canonical: string): string {
  let out = '';
  let i = 0;
  while (i < canonical.length) {
    const ch = canonical[i];
    const isVowel = VOWELS.has(ch) || (ch === 'y' && i > 0);
    if (!isVowel) {
      out += ch;
      i++;
      continue;
    }
    let j = i;
    while (j < canonical.length && (VOWELS.has(canonical[j]) || (canonical[j] === 'y' && j > 0))) j++;
    const run = canonical.slice(i, j);
    const diphthong =
      run.length > 1 &&
      run !== 'ee' &&
      (run.includes('y') ||
        ((run[0] === 'a' || run[0] === 'e' || run[0] === 'o') && /[ie]/.test(run.slice(1))));
    out += diphthong ? 'e' : 'a';
    i = j;
  }
  return collapseDoubles(out);
}

/** Consonants only: doubles single, vowels and inner w/y dropped, a final h dropped. Input: canonical letters. */
export function consonantSkeleton(canonical: string): string {
  // Doubles go before the vowels do, so "Dawud" keeps both its d's (dd) as داود does.
  const single = collapseDoubles(canonical);
  let out = '';
  for (let i = 0; i < single.length; i++) {
    const ch = single[i];
    if (VOWELS.has(ch)) continue;
    if ((ch === 'w' || ch === 'y') && i > 0) continue;
    out += ch;
  }
  return out.length > 1 && out.endsWith('h') ? out.slice(0, -1) : out;
}

export function foldLatinLetters(word: string): string {
  return word.replace(LETTER_RE, (m) => LETTER_FOLDS.get(m) ?? m);
}

export const VOWEL_A = 1;
export const VOWEL_I = 2;
export const VOWEL_U = 4;
export const LONG_VOWEL = 8;
const LATIN_VOWEL_CLASSES: Record<string, number> = {
  a: VOWEL_A,
  e: VOWEL_A | VOWEL_I,
  i: VOWEL_I,
  y: VOWEL_I,
  o: VOWEL_U | VOWEL_A,
  u: VOWEL_U,
  w: VOWEL_U,
};
/** Spellings that write a long vowel (not "ou", French for a short u; not "aa", often an elided ayn: "Sa'ad"). */
const LATIN_LONG_MARKS = /ee|oo|ei|ai|ay|ey|ii|uu/;
const ARABIC_VOWEL_CLASSES: Record<string, number> = { a: VOWEL_A, i: VOWEL_I, y: VOWEL_I, w: VOWEL_U };
const DIGRAPH_SECOND = /(?<=[kgscdtpz])h/g;

/**
 * Vowel slots of a Latin word (before its letter folds: "ee" and "oo" still tell a long vowel) or of an Arabic
 * word's canonical letters; consonants delimit the slots as in the consonant skeleton.
 */
function vowelSlots(word: string, arabic: boolean): number[] {
  const letters = arabic ? word : word.replace(DIGRAPH_SECOND, '');
  const classes = arabic ? ARABIC_VOWEL_CLASSES : LATIN_VOWEL_CLASSES;
  const slots: number[] = [];
  let run = '';
  let current = 0;
  let last = '';
  for (let i = 0; i < letters.length; i++) {
    const ch = letters[i];
    const vowel = VOWELS.has(ch) || ((ch === 'w' || ch === 'y') && i > 0);
    if (vowel) {
      // An initial alef carries a short vowel (إبراهيم is "Ibrahim"); it is not a long one.
      if (!(arabic && i === 0 && ch === 'a')) current |= classes[ch] ?? 0;
      run += ch;
      continue;
    }
    if (ch === last && run === '') continue;
    if (!arabic && LATIN_LONG_MARKS.test(run)) current |= LONG_VOWEL;
    slots.push(current);
    current = 0;
    run = '';
    last = ch;
  }
  if (!arabic && LATIN_LONG_MARKS.test(run)) current |= LONG_VOWEL;
  // A final h is no consonant of the skeleton (Fatimah, Abdullah): its slot joins the one before.
  if (last === 'h' && slots.length > 1 && run === '') {
    current = slots.pop()!;
  } else if (last === 'h' && slots.length > 1) {
    current |= slots.pop()!;
  }
  slots.push(current);
  return slots;
}

function latinToken(word: string): NameToken {
  // A doubled letter is folded before the letter groups, so a slip such as "Alsshamsi" still reads "sh".
  const canonical = foldLatinLetters(collapseDoubles(word)).replace(ABD_RE, ABD_MARK);
  const cons = consonantSkeleton(canonical);
  const vowels = vowelSlots(word, false);
  return { text: word, full: fullSkeleton(canonical), cons, consAlt: cons, vowels, arabic: false };
}

function arabicToken([canonical, second, spelling]: ArabicWord): NameToken {
  return {
    text: spelling,
    full: spelling,
    cons: consonantSkeleton(canonical),
    consAlt: consonantSkeleton(second),
    vowels: vowelSlots(canonical, true),
    arabic: true,
  };
}

/**
 * A name as the matcher compares it. Honorifics are dropped from a person's name, legal forms from a company's;
 * particles (bin, ibn, بن) and articles (al-, el-, ال) are dropped; `abd`/`abu`/`al-din` compounds become one part.
 */
export function normaliseName(name: string, kind: PartyKind): NormalisedName {
  const parts = splitParts(foldText(name));
  const honorificRemoved = kind === 'person' && stripHonorifics(parts);
  const suffixRemoved = kind === 'company' && stripCompanyForms(parts);
  const tokens: NameToken[] = [];
  // Runs of parts in one script are read together, so compounds and particles work inside each run.
  let i = 0;
  while (i < parts.length) {
    const arabic = ARABIC_LETTER.test(parts[i]);
    let j = i;
    while (j < parts.length && ARABIC_LETTER.test(parts[j]) === arabic) j++;
    const run = parts.slice(i, j);
    if (arabic) for (const w of arabicWords(run, kind)) tokens.push(arabicToken(w));
    else for (const w of latinWords(run, kind)) tokens.push(latinToken(w));
    i = j;
  }
  const kept = tokens.filter((t) => t.full.length > 0);
  return {
    kind,
    tokens: kept,
    text: kept.map((t) => t.text).join(' '),
    honorificRemoved,
    suffixRemoved,
  };
}
