// Which language a page shows, decided once for every app on the page: the shell, the back office and every
// remote read the one i18next instance, so a remote loaded after a change renders in that language at once.
// English is the source and the default: the spec's texts are English, and a visitor gets Arabic by choosing it
// (the switch, or `?lang=ar` on any page), never by guessing from the browser.

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** Where the choice is kept in the browser (localStorage: it outlives the tab, and it is not a secret). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * A choice the reader makes and the browser keeps: whether a value is one of `values`, and the one to start with
 * (`?<param>=` in the address, then the kept choice, then `fallback`).
 */
function keptChoice<T extends string>(values: readonly T[], param: string, fallback: T) {
  const is = (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
  const pick = (input: { search?: string; stored?: string | null }): T => {
    const asked = new URLSearchParams(input.search ?? '').get(param);
    if (is(asked)) return asked;
    if (is(input.stored)) return input.stored;
    return fallback;
  };
  return { is, pick };
}

const languageChoice = keptChoice(LANGUAGES, 'lang', DEFAULT_LANGUAGE);
export const isLanguage: (value: unknown) => value is Language = languageChoice.is;
/** The language to start with: `?lang=` in the address, then the kept choice, then English. */
export const pickLanguage = languageChoice.pick;

export const directionOfLanguage = (lng: Language): 'ltr' | 'rtl' => (lng === 'ar' ? 'rtl' : 'ltr');

/** Digits in Arabic text: Western (0-9) by default, as most Gulf financial documents print them; Arabic-Indic on request. */
export const DIGITS = ['latn', 'arab'] as const;
export type Digits = (typeof DIGITS)[number];
export const DEFAULT_DIGITS: Digits = 'latn';

/** Where the digits choice is kept, beside the language's. */
export const DIGITS_STORAGE_KEY = 'digits';

const digitsChoice = keptChoice(DIGITS, 'digits', DEFAULT_DIGITS);
export const isDigits: (value: unknown) => value is Digits = digitsChoice.is;
/** The digits to start with: `?digits=` in the address, then the kept choice, then Western. */
export const pickDigits = digitsChoice.pick;

/** The BCP 47 locale `Intl` formats with: the language, with the digits pinned so no platform default decides them. */
export function localeOf(lng: Language, digits: Digits = 'latn'): string {
  return lng === 'ar' ? `ar-u-nu-${digits}` : 'en-US';
}

/** The plural forms (CLDR categories) a counted text can take, as i18next suffixes them. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The plural forms of a translation's counted texts: a text English counts with `_one`/`_other` takes every form of
 * the other language's plural rules (Arabic has six: `_zero`, `_one`, `_two`, `_few`, `_many`, `_other`).
 */
export type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralForm}` : never]?: string;
};

/**
 * A namespace's texts in another language, shaped like its English (`Translation<typeof eligibilityEn>`): every key
 * must exist in English, and a key left out falls back to English.
 */
export type Translation<T> = PluralForms<T> & {
  [K in keyof T]?: T[K] extends string ? string : Translation<T[K]>;
};

/**
 * The language an HTTP request asks for (`Accept-Language`, which the browser's API client sets to the page's
 * language): the first of its tags, by weight, that the product has; English otherwise.
 */
export function languageOfHeader(header: string | undefined | null): Language {
  return preferredTag(header)?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The digits an HTTP request asks for: the page's API client names them in Accept-Language as the locale's numbering
 * system (`ar-u-nu-arab`, acceptLanguageOf), on the tag the language is taken from; Western otherwise.
 */
export function digitsOfHeader(header: string | undefined | null): Digits {
  const nu = /-u(?:-[a-z0-9]{2,8})*?-nu-([a-z0-9]{3,8})/.exec(preferredTag(header)?.tag ?? '')?.[1];
  return isDigits(nu) ? nu : DEFAULT_DIGITS;
}

/** The page's Accept-Language: its language, with Arabic-Indic digits named when chosen ('ar-u-nu-arab'). */
export const acceptLanguageOf = (lng: Language, digits: Digits): string =>
  lng === 'ar' && digits !== DEFAULT_DIGITS ? `${lng}-u-nu-${digits}` : lng;

/** The first tag of an Accept-Language header, by weight, whose language the product has. */
function preferredTag(header: string | undefined | null): { tag: string; language: Language } | undefined {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      const lower = tag.trim().toLowerCase();
      return { tag: lower, primary: lower.split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.primary && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = tags.find((t) => isLanguage(t.primary));
  return found && isLanguage(found.primary) ? { tag: found.tag, language: found.primary } : undefined;
}
