import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { uploadEn, UPLOAD_NS } from './texts';
import uploadAr from './texts.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the document inputs, with the same placeholders', () => {
  expect(translationGaps(uploadEn, uploadAr)).toEqual([]);
  expect(unknownTranslations(uploadEn, uploadAr)).toEqual([]);
  expect(placeholderMismatches(uploadEn, uploadAr)).toEqual([]);
  expect(catalogueMismatches(uploadEn, uploadAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', UPLOAD_NS)).toEqual(uploadAr);
  await setLanguage('en');
});
