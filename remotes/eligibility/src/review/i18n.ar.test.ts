import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { eligibilityReviewEn, ELIGIBILITY_REVIEW_NS } from './i18n';
import eligibilityReviewAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the eligibility review panel, with the same placeholders', () => {
  expect(translationGaps(eligibilityReviewEn, eligibilityReviewAr)).toEqual([]);
  expect(unknownTranslations(eligibilityReviewEn, eligibilityReviewAr)).toEqual([]);
  expect(placeholderMismatches(eligibilityReviewEn, eligibilityReviewAr)).toEqual([]);
  expect(catalogueMismatches(eligibilityReviewEn, eligibilityReviewAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', ELIGIBILITY_REVIEW_NS)).toEqual(eligibilityReviewAr);
  await setLanguage('en');
});
