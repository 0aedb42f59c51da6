import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { reviewEn, REVIEW_NS } from './review-texts';
import reviewAr from './review-texts.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the review panels’ frame, with the same placeholders', () => {
  expect(translationGaps(reviewEn, reviewAr)).toEqual([]);
  expect(unknownTranslations(reviewEn, reviewAr)).toEqual([]);
  expect(placeholderMismatches(reviewEn, reviewAr)).toEqual([]);
  expect(catalogueMismatches(reviewEn, reviewAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', REVIEW_NS)).toEqual(reviewAr);
  expect(i18n.t('loading', { ns: REVIEW_NS, subject: 'خطوة المحاسبة' })).toBe('جارٍ تحميل خطوة المحاسبة…');
  await setLanguage('en');
});
