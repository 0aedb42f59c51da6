import { test } from '@playwright/test';
import { ArabicScreens } from './support/arabic';
import { OUTCOME_STOPS, walkOutcomes } from './support/outcome-walk';
import { bootstrapStaff } from './support/staff-accounts';

// Where applicants stand, in Arabic, wide and narrow (the two projects): the walk of support/outcome-walk.ts (the
// decline screen and the dashboard's "Not eligible", the closing screen and the dashboard with the application's
// reference, the queue's saved views and the views of declined and unsubmitted applications). At each stop
// (support/arabic.ts): Arabic and right to left, no serious or critical axe violation, no English left.

test.describe.configure({ timeout: 240_000 });

test('where applicants stand, in Arabic: right to left, accessible, and with no English left', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const attempt = `${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  const screens = new ArabicScreens();
  await walkOutcomes(page, browser, request, {
    lang: 'ar',
    declinedName: `Declined AR ${attempt}`,
    submittedName: `Submitted AR ${attempt}`,
    unsubmittedName: `Unsubmitted AR ${attempt}`,
    reviewerEmail: bootstrapStaff('outcome-ar', 'maker', testInfo.project.name, testInfo.retry),
    visit: (p, name, data) => test.step(`scan: ${name}`, () => screens.visit(p, name, data)),
  });
  screens.expectClean(OUTCOME_STOPS);
});
