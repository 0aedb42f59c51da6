import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { eligibilityEn, ELIGIBILITY_NS } from './i18n';
import eligibilityAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the eligibility screens, with the same placeholders', () => {
  expect(translationGaps(eligibilityEn, eligibilityAr)).toEqual([]);
  expect(unknownTranslations(eligibilityEn, eligibilityAr)).toEqual([]);
  expect(placeholderMismatches(eligibilityEn, eligibilityAr)).toEqual([]);
  expect(catalogueMismatches(eligibilityEn, eligibilityAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', ELIGIBILITY_NS)).toEqual(eligibilityAr);
  await setLanguage('en');
});
