import { CALLING_CODE_OF, COUNTRIES_BY_CALLING_CODE } from './calling-codes';

// The phone field's rules that need no metadata: the number is always international ("+" and digits), so its value is
// known from the digits alone, and its calling code from the table.

// The longest calling code (3 digits) and the longest national number libphonenumber-js accepts (17): E.164's 15
// would refuse numbers the validator accepts (+49 with 14 digits).
export const MAX_DIGITS = 20;

const LONGEST_CALLING_CODE = 3;

/** The number's digits, at most MAX_DIGITS of them. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '').slice(0, MAX_DIGITS);
}

/** The field's value: "+" and the digits (E.164), or '' while there are none (the field counts as empty). */
export function toE164(text: string): string {
  const digits = digitsOf(text);
  return digits ? `+${digits}` : '';
}

/** The calling code the digits start with, if they are long enough to tell. */
export function callingCodeOf(digits: string): string | undefined {
  // Calling codes are prefix-free (no code starts another), so the first one found is the only one.
  for (let length = 1; length <= Math.min(LONGEST_CALLING_CODE, digits.length); length++) {
    const code = digits.slice(0, length);
    if (COUNTRIES_BY_CALLING_CODE.has(code)) return code;
  }
  return undefined;
}

/**
 * The country to show for the digits: the one the library found (`detected`, once it has loaded), else the one shown
 * already when it has the same calling code (a Canadian number stays Canadian while "+1 4" is typed), else the main
 * country of the calling code; '' (International) when the calling code is unknown or unfinished.
 */
export function countryFor(digits: string, shown: string, detected?: string): string {
  if (detected) return detected;
  const code = callingCodeOf(digits);
  if (!code) return '';
  if (CALLING_CODE_OF.get(shown) === code) return shown;
  return COUNTRIES_BY_CALLING_CODE.get(code)![0];
}

/**
 * The text after choosing `country`: its calling code in place of the one typed, the national digits kept. Digits
 * that are no known calling code yet are an unfinished one, replaced too. International ('') keeps the text.
 */
export function withCallingCode(text: string, country: string): string {
  const code = CALLING_CODE_OF.get(country);
  if (!code) return text;
  const digits = digitsOf(text);
  const national = digits.slice(callingCodeOf(digits)?.length ?? digits.length);
  return `+${code} ${national.slice(0, MAX_DIGITS - code.length)}`;
}

/**
 * What the applicant typed, before the formatter has loaded: "+" in front, digits and the spaces typed kept, anything
 * else dropped. Empty stays empty; a lone "+" stays.
 */
export function typedText(text: string): string {
  let digits = 0;
  let kept = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (digits++ < MAX_DIGITS) kept += char;
    } else if (char === ' ') kept += char;
  }
  kept = kept.trimStart();
  return kept || text.includes('+') ? `+${kept}` : '';
}

/** How many digits stand before the caret. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}

/** The caret position just after the `count`th digit of `text` (after the "+" when none): where it was, reformatted. */
export function caretAfterDigits(text: string, count: number): number {
  if (count === 0) return text.startsWith('+') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] >= '0' && text[i] <= '9' && ++seen === count) return i + 1;
  }
  return text.length;
}

export interface CountryOption {
  code: string;
  name: string;
}

const optionsIn = new Map<string, readonly CountryOption[]>();

// Where the browser's English name is not the one the product's country list (@onboarding/shared/constants) gives.
const ENGLISH_NAMES: Readonly<Record<string, string>> = { PS: 'Palestine' };

/**
 * Every country of the table, named and sorted in `lng`. The names are the browser's (CLDR, through Intl.DisplayNames)
 * in English too: the shared ISO list lacks the library's Ascension, Tristan da Cunha and Kosovo, and would add its
 * module (≈ 5 KiB gzipped) to the form's first paint.
 */
export function countryOptions(lng: string): readonly CountryOption[] {
  let options = optionsIn.get(lng);
  if (!options) {
    const names = new Intl.DisplayNames([lng], { type: 'region', fallback: 'code' });
    const order = new Intl.Collator(lng);
    options = [...CALLING_CODE_OF.keys()]
      .map((code) => ({ code, name: (lng === 'en' && ENGLISH_NAMES[code]) || (names.of(code) ?? code) }))
      .sort((a, b) => order.compare(a.name, b.name));
    optionsIn.set(lng, options);
  }
  return options;
}
