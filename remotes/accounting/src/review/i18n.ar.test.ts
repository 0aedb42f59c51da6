import {
  catalogueMismatches,
  placeholderMismatches,
  translationGaps,
  unknownTranslations,
} from '@onboarding/shared/testing';
import { accountingReviewEn } from './i18n';
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
