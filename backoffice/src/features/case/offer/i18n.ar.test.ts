import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { BACKOFFICE_NS } from '../../../i18n';
import { offerEn } from './i18n';
import offerAr from './i18n.ar';

// A new English text of the offer section without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the offer section, with the same placeholders', () => {
  const english = { offer: offerEn };
  expect(translationGaps(english, offerAr)).toEqual([]);
  expect(unknownTranslations(english, offerAr)).toEqual([]);
  expect(placeholderMismatches(english, offerAr)).toEqual([]);
  expect(catalogueMismatches(english, offerAr)).toEqual([]);
});

it('loads this Arabic into the back office’s namespace, beside its own, when the page turns to Arabic', async () => {
  await setLanguage('ar');
  const bundle = i18n.getResourceBundle('ar', BACKOFFICE_NS) as Record<string, unknown>;
  expect(bundle.offer).toEqual(offerAr.offer);
  expect(bundle.nav).toBeDefined();
  expect(i18n.t('offer.composer.previewSchedule', { ns: BACKOFFICE_NS, count: 3 })).toBe('3 أقساط');
  await setLanguage('en');
});
