import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { transactionsEn, TRANSACTIONS_NS } from './i18n';
import transactionsAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the transaction screens, with the same placeholders', () => {
  expect(translationGaps(transactionsEn, transactionsAr)).toEqual([]);
  expect(unknownTranslations(transactionsEn, transactionsAr)).toEqual([]);
  expect(placeholderMismatches(transactionsEn, transactionsAr)).toEqual([]);
  expect(catalogueMismatches(transactionsEn, transactionsAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', TRANSACTIONS_NS)).toEqual(transactionsAr);
  await setLanguage('en');
});
