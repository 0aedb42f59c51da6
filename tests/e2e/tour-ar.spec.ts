import { expect, test } from '@playwright/test';
import { MONTHLY_ACCOUNTS_NAME, monthHeadings, monthlyAccounts, PL_LABELS } from './support/accounting';
import { seriousViolations } from './support/axe';
import { requiredDocuments } from './support/documents';
import { STEP_ONE } from './support/eligibility';
import { CSV_HEADERS, JOURNEY_TIMEOUT_MS, OTHER_SYSTEM_NAME } from './support/journey';
import { tour } from './support/tour';
import { untranslatedText } from './support/untranslated';

// The tour of tests/e2e/tour.spec.ts in Arabic, wide and narrow (the two projects): the whole journey and every
// screen and modal off it, as an applicant who chose Arabic sees them. At each stop:
// - the page is Arabic and right to left (<html lang="ar" dir="rtl">);
// - WCAG 2.2 A and AA: no serious or critical axe violation, right to left;
// - no English left: every visible text and accessible name is Arabic, but for proper names, formats, addresses,
//   numbers and what the applicant typed or uploaded (support/untranslated.ts). The payment providers' menu names,
//   which the credentials screen quotes in English so the applicant finds them, are marked lang="en" by the product.

/** What the tour types and uploads: the applicant's own words, shown as written. */
const APPLICANT_DATA = [
  STEP_ONE.businessName,
  OTHER_SYSTEM_NAME,
  // The file with problems, its system and the cells the problems dialog quotes.
  'transactions with problems.csv',
  'Recurly',
  'soon',
  'ninety',
  ...CSV_HEADERS,
  ...Object.values(requiredDocuments()).map((file) => file.name),
  monthlyAccounts().name,
  MONTHLY_ACCOUNTS_NAME,
  // The sample workbook's sheets, row labels and month headings.
  'Summary',
  'P&L',
  ...Object.values(PL_LABELS),
  'Net income',
  ...monthHeadings(12),
];

test('every screen and modal in Arabic: right to left, accessible, and with no English left', async ({
  page,
  browser,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS * 2);
  const notArabic: string[] = [];
  const violations: string[] = [];
  const english: string[] = [];
  let stops = 0;
  await tour(
    page,
    browser,
    async (p, name) => {
      stops++;
      const html = await p.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
      }));
      if (html.lang !== 'ar' || html.dir !== 'rtl')
        notArabic.push(`${name}: <html lang="${html.lang}" dir="${html.dir}">`);
      for (const violation of await seriousViolations(p)) violations.push(`${name}: ${violation}`);
      for (const run of await untranslatedText(p, { data: APPLICANT_DATA })) english.push(`${name}: ${run}`);
    },
    { lang: 'ar' },
  );
  // Every stop of the tour was reached (a shorter tour would pass on fewer screens).
  expect(stops).toBeGreaterThanOrEqual(32);
  expect(notArabic, 'every screen in Arabic, right to left').toEqual([]);
  expect(violations, 'no serious or critical axe violation').toEqual([]);
  expect(english, 'no English left on an Arabic screen').toEqual([]);
});
