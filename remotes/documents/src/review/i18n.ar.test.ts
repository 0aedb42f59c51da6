import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { documentsReviewEn, DOCUMENTS_REVIEW_NS } from './i18n';
import documentsReviewAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the documents review panel, with the same placeholders', () => {
  expect(translationGaps(documentsReviewEn, documentsReviewAr)).toEqual([]);
  expect(unknownTranslations(documentsReviewEn, documentsReviewAr)).toEqual([]);
  expect(placeholderMismatches(documentsReviewEn, documentsReviewAr)).toEqual([]);
  expect(catalogueMismatches(documentsReviewEn, documentsReviewAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', DOCUMENTS_REVIEW_NS)).toEqual(documentsReviewAr);
  await setLanguage('en');
});
