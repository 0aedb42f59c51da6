import { i18n } from '@onboarding/shared';
import { COUNTRIES, countryName } from '@onboarding/shared/constants';

// The applicant's choices as the back office lists them in the page's language. Each name is @onboarding/shared's
// (countryName of its constants, businessTypeName and companyStageName of its i18n).

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
