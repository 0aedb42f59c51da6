import { i18n } from '@onboarding/shared';
import { COUNTRIES } from '@onboarding/shared/constants';

// The applicant's countries named in the page's language (#19). The case and the queue hold codes (or the list's
// English names, which the server stores); what is shown is the translation. Countries in another language are named
// by the browser (CLDR, through Intl.DisplayNames), as on the applicant's screens. Business types and company stages
// are named by @onboarding/shared (businessTypeName, companyStageName).

const COUNTRY_CODES = new Set(COUNTRIES.map((c) => c.code));

/**
 * A country by its ISO code or its list name (an answer holds either), in `lng`; what was given when it is not one
 * of the list's (a place the applicant typed).
 */
export function countryName(codeOrName: string, lng: string = i18n.language): string {
  const country = COUNTRIES.find((c) => c.code === codeOrName || c.name === codeOrName);
  if (!country) return codeOrName;
  if (lng === 'en' || !COUNTRY_CODES.has(country.code)) return country.name;
  const name = new Intl.DisplayNames([lng], { type: 'region' }).of(country.code);
  return name && name !== country.code ? name : country.name;
}

/** The countries of the list with their names in `lng`, in the order of those names. */
export function countriesByName(lng: string = i18n.language): { code: string; name: string }[] {
  const collator = new Intl.Collator(lng);
  return COUNTRIES.map(({ code }) => ({ code, name: countryName(code, lng) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** A list of names joined as the page's language writes a list (Arabic with its own comma). */
export function joinNames(names: readonly string[], lng: string = i18n.language): string {
  return names.join(lng === 'ar' ? '، ' : ', ');
}
