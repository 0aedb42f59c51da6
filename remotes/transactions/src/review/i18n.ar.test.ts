import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { transactionsReviewEn } from './i18n';
import transactionsReviewAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the transactions review panel, with the same placeholders', () => {
  expect(translationGaps(transactionsReviewEn, transactionsReviewAr)).toEqual([]);
  expect(unknownTranslations(transactionsReviewEn, transactionsReviewAr)).toEqual([]);
  expect(placeholderMismatches(transactionsReviewEn, transactionsReviewAr)).toEqual([]);
  expect(catalogueMismatches(transactionsReviewEn, transactionsReviewAr)).toEqual([]);
});
