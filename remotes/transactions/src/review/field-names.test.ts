import { CSV_COLUMNS } from '@onboarding/shared/schemas';
import { transactionsEn } from '../i18n';
import transactionsAr from '../i18n.ar';
import { transactionsReviewEn } from './i18n';
import transactionsReviewAr from './i18n.ar';

// The reviewer reads the mapping with the names the applicant mapped their columns to: the panel keeps its own copy
// (its bundle does not load the applicant's texts), and this keeps the copy equal, in both languages.
it('names the mapped fields as the mapping step did, in English and Arabic', () => {
  expect(transactionsReviewEn.csv.fields).toEqual(transactionsEn.mapping.fields);
  expect(transactionsReviewAr.csv?.fields).toBeDefined();
  expect(transactionsReviewAr.csv?.fields).toEqual(transactionsAr.mapping?.fields);
});

it('has a name for every field either business model maps', () => {
  const fields = new Set([...CSV_COLUMNS.SAAS, ...CSV_COLUMNS.MARKETPLACE]);
  expect(Object.keys(transactionsReviewEn.csv.fields).sort()).toEqual([...fields].sort());
});
