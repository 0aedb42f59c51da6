import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { documentsEn, DOCUMENTS_NS } from './i18n';
import documentsAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the documents screens, with the same placeholders', () => {
  expect(translationGaps(documentsEn, documentsAr)).toEqual([]);
  expect(unknownTranslations(documentsEn, documentsAr)).toEqual([]);
  expect(placeholderMismatches(documentsEn, documentsAr)).toEqual([]);
  expect(catalogueMismatches(documentsEn, documentsAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', DOCUMENTS_NS)).toEqual(documentsAr);
  await setLanguage('en');
});
