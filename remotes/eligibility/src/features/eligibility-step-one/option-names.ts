import { businessTypeName, companyStageName, useTranslation } from '@onboarding/shared';
import { COUNTRIES, countryName } from '@onboarding/shared/constants';
import { useMemo } from 'react';
import { ELIGIBILITY_NS } from '../../i18n';
import type { Option, OptionLabel } from '../../components/SelectField';

export interface OptionNames {
  country: OptionLabel;
  /** The country list in the order of its names in the page's language. */
  countries: readonly Option[];
  businessType: OptionLabel;
  companyStage: OptionLabel;
}

/**
 * The lists of step one named in the page's language. An answer keeps its English name and its code, which the
 * server and the review team read; only what the list shows changes. Countries in another language are named by the
 * browser (CLDR's names, through Intl.DisplayNames): the static English list stays the one the server checks against.
 * A place the applicant typed (not in the list) is shown as typed.
 */
export function useOptionNames(): OptionNames {
  const { i18n } = useTranslation(ELIGIBILITY_NS);
  const lng = i18n.language;
  return useMemo(() => {
    const country: OptionLabel = (o) => countryName(o.code, lng);
    return {
      country,
      countries:
        lng === 'en' ? COUNTRIES : [...COUNTRIES].sort((a, b) => country(a).localeCompare(country(b), lng)),
      businessType: (o) => businessTypeName(o.code, lng),
      companyStage: (o) => companyStageName(o.code, lng),
    };
  }, [lng]);
}
