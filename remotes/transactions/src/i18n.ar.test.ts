import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { transactionsEn } from './i18n';
import transactionsAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the transaction screens, with the same placeholders', () => {
  expect(translationGaps(transactionsEn, transactionsAr)).toEqual([]);
  expect(unknownTranslations(transactionsEn, transactionsAr)).toEqual([]);
  expect(placeholderMismatches(transactionsEn, transactionsAr)).toEqual([]);
  expect(catalogueMismatches(transactionsEn, transactionsAr)).toEqual([]);
});
