import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { backofficeEn, BACKOFFICE_NS } from './i18n';
import backofficeAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the back office, with the same placeholders', () => {
  expect(translationGaps(backofficeEn, backofficeAr)).toEqual([]);
  expect(unknownTranslations(backofficeEn, backofficeAr)).toEqual([]);
  expect(placeholderMismatches(backofficeEn, backofficeAr)).toEqual([]);
  expect(catalogueMismatches(backofficeEn, backofficeAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', BACKOFFICE_NS)).toEqual(backofficeAr);
  await setLanguage('en');
});
