import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { eligibilityEn } from './i18n';
import eligibilityAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the eligibility screens, with the same placeholders', () => {
  expect(translationGaps(eligibilityEn, eligibilityAr)).toEqual([]);
  expect(unknownTranslations(eligibilityEn, eligibilityAr)).toEqual([]);
  expect(placeholderMismatches(eligibilityEn, eligibilityAr)).toEqual([]);
  expect(catalogueMismatches(eligibilityEn, eligibilityAr)).toEqual([]);
});
