import { test } from '@playwright/test';
import { monthlyAccounts } from './support/accounting';
import { newApplicant } from './support/applicant';
import { ArabicScreens } from './support/arabic';
import { CAP_TABLE, DASHBOARD_STOPS, walkDashboard } from './support/dashboard-walk';
import { requiredDocuments } from './support/documents';
import { bootstrapStaff } from './support/staff-accounts';

// The applicant's dashboard in Arabic, wide and narrow (the two projects): the walk of support/dashboard-walk.ts
// (sign-in by email, the status and the timeline, a request for information answered, the offer read and accepted, My
// data deleted). At each stop (support/arabic.ts): the page is Arabic and right to left, axe finds no serious or
// critical violation, and no English is left untranslated. The reviewer and the approver (invited by the staff CLI
// when the product starts, support/staff-accounts.ts) work in English: their screens are backoffice-ar.spec.ts's.

test('the dashboard in Arabic: right to left, accessible, and with no English left', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name;
  const businessName = `Dashboard AR ${project}-${testInfo.retry}-${Date.now().toString(36)}`;
  const screens = new ArabicScreens({
    // What the applicant wrote or uploaded, shown as they wrote it.
    data: [
      businessName,
      CAP_TABLE,
      ...Object.values(requiredDocuments()).map((file) => file.name),
      monthlyAccounts().name,
    ],
  });
  await walkDashboard(page, browser, request, {
    lang: 'ar',
    applicant: newApplicant({ name: 'سارة المنصور' }),
    businessName,
    makerEmail: bootstrapStaff('dashboard-ar', 'maker', project, testInfo.retry),
    checkerEmail: bootstrapStaff('dashboard-ar', 'checker', project, testInfo.retry),
    visit: (p, name) => test.step(`scan: ${name}`, () => screens.visit(p, name)),
  });
  screens.expectClean(DASHBOARD_STOPS);
});
