import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { accountingEn, ACCOUNTING_NS } from './i18n';
import accountingAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
// Reviewed: these texts are proper names only, the same in Arabic (they show in English).
it('has Arabic for every text of the accounting screens, with the same placeholders', () => {
  expect(translationGaps(accountingEn, accountingAr)).toEqual([
    'connect.systems.quickbooks',
    'connect.systems.sage',
    'connect.systems.xero',
    'connect.systems.zoho',
  ]);
  expect(unknownTranslations(accountingEn, accountingAr)).toEqual([]);
  expect(placeholderMismatches(accountingEn, accountingAr)).toEqual([]);
  expect(catalogueMismatches(accountingEn, accountingAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', ACCOUNTING_NS)).toEqual(accountingAr);
  await setLanguage('en');
});
