import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { transactionsReviewEn, TRANSACTIONS_REVIEW_NS } from './i18n';
import transactionsReviewAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the transactions review panel, with the same placeholders', () => {
  expect(translationGaps(transactionsReviewEn, transactionsReviewAr)).toEqual([]);
  expect(unknownTranslations(transactionsReviewEn, transactionsReviewAr)).toEqual([]);
  expect(placeholderMismatches(transactionsReviewEn, transactionsReviewAr)).toEqual([]);
  expect(catalogueMismatches(transactionsReviewEn, transactionsReviewAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', TRANSACTIONS_REVIEW_NS)).toEqual(transactionsReviewAr);
  await setLanguage('en');
});
