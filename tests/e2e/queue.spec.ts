import { expect, test, type Page } from '@playwright/test';
import { submitMonthlyAccounts } from './support/accounting';
import { newApplicant, registerApplicant } from './support/applicant';
import { saasCsv } from './support/backoffice-walk';
import { uploadDocuments } from './support/documents';
import { passEligibility } from './support/eligibility';
import { expectAccessible } from './support/eligibility-ui';
import { backofficeUrl, enrol, signIn } from './support/staff';
import { bootstrapStaff } from './support/staff-accounts';
import { importSaasCsv } from './support/transactions';

// The queue as a reviewer triages it, at both widths: a skip link past the views and the filters; a SaaS case's
// suggested facility and MRR once its figures are computed (the queue shows what is stored, never computes); sorting
// by a column header (aria-sort on it, the order in the address); the saved view "Assigned to me"; on a phone, the
// rows as cards with their status, a compact header, and nothing wider than the screen (the views too, in Arabic).

test.describe.configure({ timeout: 240_000 });

const narrow = (page: Page) => (page.viewportSize()?.width ?? 0) <= 600;

/** The results' section of the queue. */
const results = (page: Page) => page.locator('section').filter({ has: page.locator('#results-title') });

test('a reviewer triages the queue: figures, sorting, saved views, the skip link, cards on a phone', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const businessName = `Queue ${project}-${testInfo.retry}-${Date.now().toString(36)}`;

  await test.step('an applicant submits a SaaS application with transactions and mapped accounts', async () => {
    const { token } = await registerApplicant(request, newApplicant());
    await passEligibility(request, token, { eligible: true, businessName });
    await uploadDocuments(request, token);
    await importSaasCsv(request, token, saasCsv());
    await submitMonthlyAccounts(request, token, { mapped: true });
  });

  const reviewer = await enrol(page, bootstrapStaff('queue', 'maker', project, testInfo.retry));
  await signIn(page, reviewer);
  await expect(page).toHaveURL(`${backofficeUrl()}/cases`);
  const row = () => results(page).getByRole('row').filter({ hasText: businessName });

  await test.step('the skip link reaches the results in a few presses, not 28', async () => {
    await expect(page.getByRole('heading', { name: /cases$/, level: 2 })).toBeVisible();
    let presses = 0;
    const skip = page.getByRole('link', { name: 'Skip to the results' });
    while (presses < 28 && !(await skip.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(presses).toBeLessThan(12);
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#results-title')).toBeFocused();
  });

  await test.step('the case shows no figures until they are computed, then its suggestion and MRR', async () => {
    await page.goto(`${backofficeUrl()}/cases?q=${encodeURIComponent(businessName)}`);
    await expect(row()).toContainText('Not computed yet');
    await row()
      .getByRole('button', { name: `Assign to me: ${businessName}` })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'The case is assigned to you.' })).toBeVisible();
    // Opening the case computes and stores its figures.
    await row().getByRole('link', { name: businessName }).click();
    await expect(page.getByRole('heading', { name: businessName, level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
    await page.goBack();
    await expect(row()).toContainText(/MRR USD [\d,]+\.\d\d/);
    await expect(row()).not.toContainText('Not computed yet');
    await expect(row()).toContainText('In review');
    // Its flags, from the stored figures by the case page's rules: how many and which, or "None".
    const flags = row()
      .getByRole('cell')
      .filter({ hasText: /^Flags.*(None|\d+: )/ });
    await expect(flags).toHaveCount(1);
  });

  await test.step('the saved view "Assigned to me" is a link that sets the query', async () => {
    const views = page.getByRole('navigation', { name: 'Saved views' });
    await views.getByRole('link', { name: 'Assigned to me' }).click();
    await expect(page).toHaveURL(/\/cases\?assignee=me$/);
    await expect(views.getByRole('link', { name: 'Assigned to me' })).toHaveAttribute('aria-current', 'page');
    await expect(row()).toBeVisible();
    await page.reload();
    await expect(row()).toBeVisible();
  });

  await test.step('sorting: by a column header on a wide screen, by the order form on a phone', async () => {
    if (narrow(page)) {
      const form = page.getByRole('form', { name: 'Sort by' });
      await form.getByLabel('Sort by').selectOption('requested');
      await form.getByLabel('Order').selectOption('desc');
      await form.getByRole('button', { name: 'Sort' }).click();
      await expect(page).toHaveURL(/sort=requested&dir=desc/);
      await expect(row()).toBeVisible();
      return;
    }
    const header = page.getByRole('columnheader', { name: 'Requested amount' });
    await expect(page.getByRole('columnheader', { name: 'Time left' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/sort=requested$/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/sort=requested&dir=desc$/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(row()).toBeVisible();
  });

  await test.step('the page is accessible, and on a phone the rows are cards no wider than the screen', async () => {
    await expectAccessible(page);
    const overflow = await page.evaluate(() => {
      const region = document.querySelector('#results-title')!.closest('section')!;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        results: region.scrollWidth - region.clientWidth,
      };
    });
    if (narrow(page)) {
      expect(overflow).toEqual({ page: 0, results: 0 });
      await expect(row().getByRole('cell', { name: 'In review', exact: true })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Requested amount' })).toBeHidden();
    }
  });

  await test.step('on a phone the header is compact and no page of the queue scrolls sideways, in Arabic too', async () => {
    if (!narrow(page)) return;
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const account = page.getByRole('button', { name: 'Account' });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
    await account.click();
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();
    for (const view of ['declined', 'unsubmitted']) {
      await page.goto(`${backofficeUrl()}/cases?view=${view}`);
      await expect(page.getByRole('heading', { level: 2, name: /^Applications: / })).toBeVisible();
      expect(await sideways()).toBe(0);
    }
    await page.goto(`${backofficeUrl()}/cases?q=${encodeURIComponent(businessName)}`);
    await account.click();
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'الحساب' })).toBeVisible();
    await expect(row()).toBeVisible();
    expect(await sideways()).toBe(0);
  });
});
