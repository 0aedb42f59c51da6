import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { shellEn } from './i18n';
import shellAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the shell, with the same placeholders', () => {
  expect(translationGaps(shellEn, shellAr)).toEqual([]);
  expect(unknownTranslations(shellEn, shellAr)).toEqual([]);
  expect(placeholderMismatches(shellEn, shellAr)).toEqual([]);
  expect(catalogueMismatches(shellEn, shellAr)).toEqual([]);
});
