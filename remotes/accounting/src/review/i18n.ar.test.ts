import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { i18n, setLanguage } from '@onboarding/shared';
import { accountingReviewEn, ACCOUNTING_REVIEW_NS } from './i18n';
import accountingReviewAr from './i18n.ar';

// A new English text without Arabic fails here, with the list of what is missing.
// Reviewed: these texts are proper names only, the same in Arabic (they show in English).
it('has Arabic for every text of the accounting review panel, with the same placeholders', () => {
  expect(translationGaps(accountingReviewEn, accountingReviewAr)).toEqual([
    'connection.services.quickbooks',
    'connection.services.sage',
    'connection.services.xero',
    'connection.services.zoho',
  ]);
  expect(unknownTranslations(accountingReviewEn, accountingReviewAr)).toEqual([]);
  expect(placeholderMismatches(accountingReviewEn, accountingReviewAr)).toEqual([]);
  expect(catalogueMismatches(accountingReviewEn, accountingReviewAr)).toEqual([]);
});

it('loads this Arabic when the page turns to Arabic', async () => {
  await setLanguage('ar');
  expect(i18n.getResourceBundle('ar', ACCOUNTING_REVIEW_NS)).toEqual(accountingReviewAr);
  await setLanguage('en');
});
