import { test } from '@playwright/test';
import { monthHeadings, PL_LABELS, monthlyAccounts } from './support/accounting';
import { newApplicant } from './support/applicant';
import { ArabicScreens } from './support/arabic';
import { BACKOFFICE_STOPS, walkBackoffice } from './support/backoffice-walk';
import { requiredDocuments } from './support/documents';
import { bootstrapAdmin } from './support/staff-accounts';

// The back office in Arabic, wide and narrow (the two projects): the walk of support/backoffice-walk.ts (an
// admin enrols, invites a reviewer, reads the audit log; the reviewer works a submitted case from the queue to a
// proposed offer). At each stop (support/arabic.ts): the page is Arabic and right to left, axe finds no serious or
// critical violation, and no English is left untranslated. One applicant and one admin per run; the findings of every
// stop are asserted together at the end.

test('the back office in Arabic: right to left, accessible, and with no English left', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name;
  const attempt = `${project}-${testInfo.retry}-${Date.now().toString(36)}`;
  const businessName = `Arabic ${attempt}`;
  const screens = new ArabicScreens({
    // What the applicant wrote or uploaded, shown as they wrote it.
    data: [
      businessName,
      ...Object.values(requiredDocuments()).map((file) => file.name),
      monthlyAccounts().name,
      'Management accounts',
      'Billing export',
      'transactions.csv',
      // The CSV's own column names, as the import mapped them.
      'customer_id',
      'amount',
      'start_date',
      'period',
      'Summary',
      'P&L',
      ...Object.values(PL_LABELS),
      'Net income',
      ...monthHeadings(12),
    ],
  });
  await walkBackoffice(page, browser, request, {
    lang: 'ar',
    applicant: newApplicant({ name: 'سارة المنصور' }),
    businessName,
    adminEmail: bootstrapAdmin('backoffice-ar', project, testInfo.retry),
    reviewerEmail: `ar-reviewer-${attempt}@provider.example`,
    visit: (p, name, data) => test.step(`scan: ${name}`, () => screens.visit(p, name, data)),
  });
  screens.expectClean(BACKOFFICE_STOPS);
});
