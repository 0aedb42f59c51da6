import { COUNTRIES } from './countries';

// A country named in a reader's language, for every screen that shows an applicant's countries (the eligibility
// form's lists, its review panel, the back office): the list's English name in English (what the server checks
// answers against and stores), the browser's name (CLDR, through Intl.DisplayNames) in another language, and what is
// not on the list (a place the applicant typed) as it was given.

const regions = new Map<string, Intl.DisplayNames>();

function regionsIn(lng: string): Intl.DisplayNames {
  let names = regions.get(lng);
  if (!names) regions.set(lng, (names = new Intl.DisplayNames([lng], { type: 'region' })));
  return names;
}

/** A country by its ISO code or its list name (an answer holds either), in `lng`. */
export function countryName(codeOrName: string, lng: string): string {
  const country = COUNTRIES.find((c) => c.code === codeOrName || c.name === codeOrName);
  if (!country) return codeOrName;
  if (lng === 'en') return country.name;
  const name = regionsIn(lng).of(country.code);
  return name && name !== country.code ? name : country.name;
}
