import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { shellEn, SHELL_NS } from './i18n';
import shellAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the shell, with the same placeholders', () => {
  expect(translationGaps(shellEn, shellAr)).toEqual([]);
  expect(unknownTranslations(shellEn, shellAr)).toEqual([]);
  expect(placeholderMismatches(shellEn, shellAr)).toEqual([]);
  expect(catalogueMismatches(shellEn, shellAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', SHELL_NS)).toEqual(shellAr);
  await setLanguage('en');
});
