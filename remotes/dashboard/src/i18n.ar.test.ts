import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { dashboardEn, DASHBOARD_NS } from './i18n';
import dashboardAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
it('has Arabic for every text of the dashboard, with the same placeholders', () => {
  expect(translationGaps(dashboardEn, dashboardAr)).toEqual([]);
  expect(unknownTranslations(dashboardEn, dashboardAr)).toEqual([]);
  expect(placeholderMismatches(dashboardEn, dashboardAr)).toEqual([]);
  expect(catalogueMismatches(dashboardEn, dashboardAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', DASHBOARD_NS)).toEqual(dashboardAr);
  expect(i18n.t('offer.months', { ns: DASHBOARD_NS, count: 2 })).toBe('شهران');
  expect(i18n.t('offer.months', { ns: DASHBOARD_NS, count: 11 })).toBe('11 شهرًا');
  await setLanguage('en');
});
