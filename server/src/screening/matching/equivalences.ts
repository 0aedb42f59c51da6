/**
 * Every spelling rule of the matcher, as data. Names are compared on skeletons built from these tables, so a new
 * spelling is a new row here, never a new branch in the code.
 *
 * Words are written in lower case without punctuation; they are folded as names are (diacritics and hamza seats
 * dropped) when the tables load. Names are looked up after hyphens and dots are split or removed: "L.L.C." is
 * looked up as `llc`, "FZ-LLC" as `fzllc`, "ذ.م.م" as `ذمم`.
 */
export interface EquivalenceTable {
  /** Titles dropped from the start of a person's name (several may follow each other). */
  honorifics: readonly string[];
  /**
   * Titles that are only titles when written with dots ("H.E." but not the surname "He"), read as the word they
   * abbreviate before honorifics are dropped.
   */
  dottedHonorifics: Readonly<Record<string, string>>;
  /** Legal forms dropped from the end of a company's name; a row may join several tokens (`fzllc` = "FZ LLC"). */
  companySuffixes: readonly string[];
  /** Words dropped from the start of a company's name ("The", "شركة"). */
  companyPrefixes: readonly string[];
  /** Genealogy particles dropped wherever they stand: "bin", "ibn", "bint", "ould". */
  particles: readonly string[];
  /** The Arabic article as Latin spellings write it on its own ("al", "el", "ul", "ash" …); dropped. */
  articles: readonly string[];
  /** Latin spellings of the article written glued to the name ("Alhashimi"), stripped when 4 letters or more remain. */
  gluedArticles: readonly string[];
  /** Spellings of `abd` ("servant of") written glued to the article: "Abdul Aziz", "Abdel Aziz", "Abdur Rahman". */
  abdForms: readonly string[];
  /** Words joined to the next name part, so "Abu Bakr", "Abou Bakr" and "Abubakr" are one token. */
  joinWithNext: readonly string[];
  /** Endings meaning "… al-Din" written glued ("Nureddin", "Salahuddin"), read as `din`. */
  dinEndings: readonly string[];
  /** Whole-token spellings folded to one canonical spelling before the letter rules run. */
  tokens: Readonly<Record<string, readonly string[]>>;
  /** Letter groups folded, longest first, in one pass over a token: [spellings, canonical letter]. */
  letters: readonly (readonly [readonly string[], string])[];
  /**
   * Arabic letters to their canonical Latin letters (the same alphabet the Latin rules fold into: `x` = kh,
   * `c` = sh, `g` = gh). An empty string drops the letter; vowels are marked `a`, `w`, `y` and dropped by the
   * consonant skeleton (the Arabic script writes no short vowels, so only consonants can be compared across scripts).
   */
  arabic: Readonly<Record<string, string>>;
  /**
   * Second readings of Arabic letters, compared across scripts besides the first: ث is "th" in Arabic
   * but "s" in Turkish and Persian spellings ("Osman"), ذ/ظ are "dh"/"z" or "d", ض is "d" or "z" ("Ramazan").
   */
  arabicSecondReadings: Readonly<Record<string, string>>;
  /** Arabic words handled as a whole: honorifics, company forms, particles, and `abd`/`abu`/`al-din` compounds. */
  arabicWords: {
    honorifics: readonly string[];
    companySuffixes: readonly string[];
    companyPrefixes: readonly string[];
    particles: readonly string[];
    joinWithNext: readonly string[];
    dinWords: readonly string[];
    /** Words spelled whole (الله has its own reading). */
    tokens: Readonly<Record<string, string>>;
  };
}

/** A list written as words separated by spaces, so a long table stays readable. */
function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

export const EQUIVALENCES: EquivalenceTable = {
  honorifics: words(
    'mr mrs ms miss mister madam mme sir dr doctor prof professor eng engr engineer sheikh shaikh sheik shaykh cheikh sheikha shaikha shaykha hisexcellency herexcellency excellency hh hishighness herhighness hrh haji hajji hajj alhaj alhajj hajja gen general col colonel capt captain ustadh ustaz',
  ),
  dottedHonorifics: { he: 'hisexcellency', hh: 'hishighness', hrh: 'hishighness' },
  companySuffixes: words(
    'llc ltd limited fze fzllc fzco fzc fz pjsc psc jsc ojsc cjsc inc incorporated corp corporation gmbh ag sa sarl sal sas spa srl bv nv plc llp lp wll bsc bscc saog saoc qpsc qsc ksc kscc kscp pvt pte co company est establishment dmcc llcfz soleproprietorship spc opc holdingllc',
  ),
  companyPrefixes: ['the'],
  particles: words('bin ibn ben bint binti bent ould walad bte bn'),
  articles: words('al el ul il ad ed ud ar er ur as es us ash esh ush at et ut az ez uz an en un ath adh dh'),
  gluedArticles: ['al', 'el'],
  abdForms: words(
    'abdul abdel abdal abdil abdol abdur abdar abder abdir abdus abdas abdes abdush abdash abdun abdan abduz abdaz abdut abdat abdud abdad abd abdu abdou abdo',
  ),
  joinWithNext: words('abd abu abou abo abul abdu abdou'),
  dinEndings: words(
    'uddin uddeen eddin eddine eddeen addin addine iddin aldin eldin aldeen eldeen uldin din deen dine',
  ),
  tokens: {
    muhammad: words(
      'mohammed mohamed mohamad mohammad muhamad muhammed muhamed mhd mohd md mohmed mouhamed mouhammad mohummad mahomed mehmet mehmed mohamud muhammet',
    ),
    husayn: words('hussein husain hussain husein hosein hossein hosseini husseini hussaini husaini'),
    uthman: ['othman', 'osman', 'usman', 'uthmaan', 'othmane'],
    allah: words('ullah ulla alla lah la ah llah illah'),
    din: words('deen dine eddin eddine uddin eddeen addin'),
  },
  letters: [
    [['aou', 'aw', 'ao', 'au'], 'aw'],
    [['kh'], 'x'],
    [['gh'], 'g'],
    [['sch', 'tch', 'sh', 'ch'], 'c'],
    [['dj', 'zh'], 'j'],
    [['th'], 't'],
    [['dh'], 'z'],
    [['ph', 'v'], 'f'],
    [['ck', 'q', 'c', 'k'], 'k'],
    [['g', 'j'], 'j'],
    [['p'], 'b'],
    [['ou', 'oo', 'u', 'o'], 'u'],
    [['ee', 'ie', 'i'], 'i'],
  ],
  arabic: {
    ا: 'a',
    أ: 'a',
    إ: 'a',
    آ: 'a',
    ٱ: 'a',
    ء: '',
    ؤ: 'w',
    ئ: 'y',
    ى: 'a',
    ة: 'a',
    ب: 'b',
    ت: 't',
    ث: 't',
    ج: 'j',
    ح: 'h',
    خ: 'x',
    د: 'd',
    ذ: 'z',
    ر: 'r',
    ز: 'z',
    س: 's',
    ش: 'c',
    ص: 's',
    ض: 'd',
    ط: 't',
    ظ: 'z',
    ع: '',
    غ: 'g',
    ف: 'f',
    ق: 'k',
    ك: 'k',
    ک: 'k',
    ل: 'l',
    م: 'm',
    ن: 'n',
    ه: 'h',
    و: 'w',
    ي: 'y',
    ی: 'y',
    پ: 'b',
    چ: 'c',
    ژ: 'j',
    گ: 'j',
    ڤ: 'f',
  },
  arabicSecondReadings: { ث: 's', ذ: 'd', ظ: 'd', ض: 'z' },
  arabicWords: {
    honorifics: words(
      'الشيخ شيخ الشيخة شيخة السيد السيدة الدكتور الدكتورة دكتور د المهندس المهندسة الحاج الحاجة حاج سمو صاحب السمو معالي سعادة الاستاذ الاستاذة الامير الاميرة فضيلة',
    ),
    companySuffixes: words(
      'ذمم شمم شذمم شمع شمخ شمل ممح مدمس ذاتمسؤولية ذاتمسؤوليةمحدودة محدودة المحدودة مساهمة مساهمةعامة مساهمةخاصة',
    ),
    companyPrefixes: ['شركة', 'مؤسسة', 'مجموعة'],
    particles: ['بن', 'ابن', 'بنت'],
    joinWithNext: ['عبد', 'ابو', 'ابي', 'ابا'],
    dinWords: ['الدين', 'دين'],
    tokens: { الله: 'allah', لله: 'allah', عبد: '@' },
  },
};
