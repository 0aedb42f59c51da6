import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  accountingStatus,
  alertWith,
  applicantAtAccounting,
  chooseOther,
  damagedWorkbook,
  emptyWorkbook,
  LINE_ITEMS,
  mapSampleRows,
  monthlyAccounts,
  monthlyFileInput,
  openAccounting,
  pickFileOfSize,
  submitMappedAccounts,
  textFile,
  usesDesktopMapping,
} from './support/accounting';
import { seedSessionToken } from './support/session';
import { applicantAtTransactions } from './support/transactions';

// The accounting step, /accounting and /monthly-mapping, in the wide and narrow projects: connecting a system
// through the sandbox provider (Allow and Deny), the Excel path to /subscriptions/connected, and every message.

const MB = 1024 * 1024;
/** How long a step that makes a server read a workbook or finish an OAuth exchange may take on a busy machine. */
const SERVER_WORK_MS = 30_000;
const main = (page: Page) => page.getByRole('main');

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing sticks out sideways: the page scrolls only vertically. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('connecting an accounting system', () => {
  test('the screen offers the four systems and Other; NEXT waits for Other', async ({ page, request }) => {
    const { token } = await applicantAtAccounting(request);
    await openAccounting(page, token);
    for (const name of ['Xero', 'QuickBooks', 'Zoho Books', 'Sage']) {
      await expect(main(page).getByRole('button', { name, exact: true })).toBeEnabled();
    }
    const next = main(page).getByRole('button', { name: 'NEXT' });
    await expect(next).toBeDisabled();
    await main(page).getByRole('checkbox', { name: 'Other' }).check();
    await expect(next).toBeEnabled();
    // No modal on a plain visit.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Allow on the provider consent page connects it and the app moves on to the next step', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtAccounting(request);
    await openAccounting(page, token);
    const codeCall = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/oauth/code',
    );
    await main(page).getByRole('button', { name: 'Xero', exact: true }).click();

    const { secret } = (await codeCall).postDataJSON() as { secret: Record<string, unknown> };
    expect(secret).toMatchObject({ service_name: 'xero', token });
    expect(typeof secret.application_id).toBe('number');
    expect(String(secret.state)).toMatch(/^\d{6}$/);

    await expect(page.getByRole('heading', { name: 'Connect Xero' })).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();

    // All four steps done: the routing rules send the applicant to the closing screen.
    await expect(page).toHaveURL(/\/funded$/, { timeout: SERVER_WORK_MS });
    const status = await accountingStatus(request, token);
    expect(status.stage).toBe('PENDING');
    expect(status.accounting_step[0]).toMatchObject({ status: 'connected', service: 'xero' });
    expect(status.stages_lists[0]).toMatchObject({ TRANSACTION: true, ACCOUNTING: true });
  });

  test('Deny brings the applicant back to /accounting with the Access Denied modal', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtAccounting(request);
    await openAccounting(page, token);
    await main(page).getByRole('button', { name: 'QuickBooks', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Connect QuickBooks/ })).toBeVisible();
    await page.getByRole('button', { name: 'Deny' }).click();

    await expect(page).toHaveURL(/\/accounting$/);
    const dialog = page.getByRole('dialog', { name: 'Accounting System Access Denied' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('was not granted');
    await expect(dialog).toContainText('upload your monthly management accounts manually');
    await expect(dialog).toContainText('contact our support team');
    const status = await accountingStatus(request, token);
    expect(status.accounting_step[0]).toMatchObject({ status: 'access_denied', service: 'quickbooks' });
    expect(status.stage).toBe('ACCOUNTING');

    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    // The applicant can still go on with a file.
    await chooseOther(page);
  });

  test('after a provider connect the success modal shows once, with the connected-system title', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtTransactions(request);
    await seedSessionToken(page, token);
    await page.goto('/');
    await expect(page).toHaveURL(/\/subscriptions$/);
    await main(page).getByRole('link', { name: 'Stripe', exact: true }).click();
    await main(page)
      .getByLabel('Secret Key')
      .fill(`sk_live_${'a'.repeat(32)}`);
    await main(page).getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/accounting$/);
    const modal = page.getByRole('dialog', {
      name: "You've successfully connected your subscription system",
    });
    await expect(modal).toBeVisible();
    await expectNoSeriousViolations(page);
    await modal.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Once: back from /monthly-mapping, no modal.
    await chooseOther(page);
    await main(page).getByRole('button', { name: 'BACK' }).click();
    await expect(page).toHaveURL(/\/accounting$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Connect Your Accounting System' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an unreachable integration service shows Something Went Wrong! and the choice stays open', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtAccounting(request);
    await openAccounting(page, token);
    // The integration service is down for this page only (the product keeps running for the other tests).
    await page.route('**/oauth/code', (route) => route.abort('connectionrefused'));
    await main(page).getByRole('button', { name: 'Sage', exact: true }).click();
    await expect(alertWith(page, 'Something Went Wrong!')).toBeVisible();
    await expect(page).toHaveURL(/\/accounting$/);
    await expect(main(page).getByRole('button', { name: 'Sage', exact: true })).toBeEnabled();
  });
});

test.describe('monthly management accounts', () => {
  test('an Excel file, mapped, goes to /subscriptions/connected and completes the application', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtAccounting(request);
    await openAccounting(page, token);
    await chooseOther(page);
    await expect(
      main(page).getByText(
        'CoGS should include hosting, infrastructure and customer-success salaries (not for marketplaces); sales and marketing salaries belong in S&M, not in Salaries or G&A.',
      ),
    ).toBeVisible();
    await expect(main(page).getByText('Accounts should cover at least 12 months.')).toBeVisible();

    const upload = page.waitForRequest((r) => r.url().endsWith('/api/onboarding/accounting-upload'));
    await submitMappedAccounts(page);
    const body = (await upload).postDataJSON();
    expect(body.mappingData).toMatchObject({
      name: 'Management accounts 2024',
      fileName: 'Management accounts 2024.xlsx',
      selectedSheet: 'P&L',
      isMapping: true,
    });
    expect(body.columnMapping).toEqual(Object.fromEntries(LINE_ITEMS.map((item, i) => [item, i])));

    const status = await accountingStatus(request, token);
    expect(status.stage).toBe('PENDING');
    expect(status.stages_lists[0]).toMatchObject({ ACCOUNTING: true });
  });

  test('an .xls file submitted without mapping is accepted', async ({ page, request }) => {
    const { token } = await applicantAtAccounting(request);
    await openAccounting(page, token);
    await chooseOther(page);
    const file = monthlyAccounts({ name: 'Accounts.xls', bookType: 'biff8' });
    await monthlyFileInput(page).setInputFiles(file);
    await expect(main(page).getByText('Selected file: Accounts.xls')).toBeVisible();
    await main(page).getByRole('textbox', { name: 'Name' }).fill('Accounts');
    await main(page).getByRole('button', { name: 'submit', exact: true }).click();
    await expect(page).toHaveURL(/\/subscriptions\/connected$/, { timeout: SERVER_WORK_MS });
    expect((await accountingStatus(request, token)).stage).toBe('PENDING');
  });

  test('Start / Cancel Mapping, the sheet picker and the submit label', async ({ page, request }) => {
    const { token } = await applicantAtAccounting(request);
    await openAccounting(page, token);
    await chooseOther(page);
    const form = main(page);
    await monthlyFileInput(page).setInputFiles(monthlyAccounts());
    await expect(form.getByRole('button', { name: 'submit', exact: true })).toBeVisible();

    await form.getByRole('button', { name: 'Start Mapping' }).click();
    const sheet = form.getByRole('combobox', { name: 'Sheet', exact: true });
    await expect(sheet.getByRole('option')).toHaveText(['Choose a sheet', 'Summary', 'P&L']);
    await expect(form.getByRole('button', { name: 'submit and skip mapping', exact: true })).toBeVisible();

    await sheet.selectOption('P&L');
    await expect(form.getByRole('button', { name: 'submit', exact: true })).toBeVisible();
    if (usesDesktopMapping(page)) {
      await expect(form.getByRole('table', { name: /Rows of P&L/ })).toBeVisible();
    } else {
      await expect(form.getByRole('combobox', { name: 'Dates', exact: true })).toBeVisible();
    }
    await mapSampleRows(page, ['Dates', 'Revenues']);
    await expectNoSeriousViolations(page);

    // Cancel resets the sheet; starting again begins without one.
    await form.getByRole('button', { name: 'Cancel Mapping' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'submit', exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Start Mapping' }).click();
    await expect(sheet).toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Dates', exact: true })).toHaveCount(0);
    await expect(form.getByRole('table')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'submit and skip mapping', exact: true })).toBeVisible();

    // submit and skip mapping stores the file as it is.
    await form.getByRole('textbox', { name: 'Name' }).fill('Accounts, unmapped');
    const upload = page.waitForRequest((r) => r.url().endsWith('/api/onboarding/accounting-upload'));
    await form.getByRole('button', { name: 'submit and skip mapping', exact: true }).click();
    expect((await upload).postDataJSON().mappingData).toMatchObject({ isMapping: true, selectedSheet: null });
    await expect(page).toHaveURL(/\/subscriptions\/connected$/, { timeout: SERVER_WORK_MS });
  });

  test('file messages: type, size, empty, unreadable, and no file', async ({ page, request }) => {
    // Five files picked, the damaged one read by the server twice: slow on a busy machine.
    test.slow();
    const { token } = await applicantAtAccounting(request);
    await openAccounting(page, token);
    await chooseOther(page);
    const form = main(page);
    const input = monthlyFileInput(page);

    await form.getByRole('button', { name: 'submit', exact: true }).click();
    await expect(alertWith(page, 'No file selected!')).toBeVisible();

    await input.setInputFiles(textFile());
    await expect(
      form.getByText('Invalid file type. Only files with the extensions xlsx, xls are allowed.'),
    ).toBeVisible();

    await pickFileOfSize(input, 'Huge accounts.xlsx', 20 * MB + 1);
    await expect(form.getByText('File size exceeds the maximum limit of 20 MB')).toBeVisible();
    await expect(form.getByText(/Selected file/)).toHaveCount(0);

    await input.setInputFiles(emptyWorkbook());
    await expect(alertWith(page, 'Error uploading!')).toBeVisible();

    // A file the server cannot read: its sheets cannot be listed, and it cannot be submitted either.
    await input.setInputFiles(damagedWorkbook());
    await expect(form.getByText('Selected file: Damaged accounts.xlsx')).toBeVisible();
    await form.getByRole('button', { name: 'Start Mapping' }).click();
    await expect(alertWith(page, 'Something went wrong!')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill('Damaged');
    await form.getByRole('button', { name: 'submit and skip mapping', exact: true }).click();
    await expect(alertWith(page, 'Something went wrong during submission!')).toBeVisible();
    await expect(page).toHaveURL(/\/monthly-mapping$/);
    expect((await accountingStatus(request, token)).stage).toBe('ACCOUNTING');
  });

  test('mapping messages: name required, all fields required, and the 8-row rule', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtAccounting(request);
    await openAccounting(page, token);
    await chooseOther(page);
    const form = main(page);
    await monthlyFileInput(page).setInputFiles(monthlyAccounts());
    await expect(form.getByText('Selected file: Management accounts 2024.xlsx')).toBeVisible();

    await form.getByRole('button', { name: 'submit', exact: true }).click();
    await expect(form.getByText('Value is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Name' }).fill('FY 2024');
    await expect(form.getByText('Value is required')).toHaveCount(0);

    await form.getByRole('button', { name: 'Start Mapping' }).click();
    const sheet = form.getByRole('combobox', { name: 'Sheet', exact: true });
    await sheet.selectOption('Summary');
    await expect(form.getByText(/This sheet has 5 rows with data/)).toBeVisible();
    await form.getByRole('button', { name: 'submit', exact: true }).click();
    await expect(alertWith(page, 'Unable to submit mapping: Required columns are missing')).toBeVisible();

    await sheet.selectOption('P&L');
    await mapSampleRows(page, ['Dates', 'Revenues', 'CoGS']);
    await form.getByRole('button', { name: 'submit', exact: true }).click();
    await expect(alertWith(page, 'All fields are required. Please fill them out.')).toBeVisible();
    await expect(page).toHaveURL(/\/monthly-mapping$/);

    await mapSampleRows(page, ['R&D', 'S&M', 'G&A (all others)', 'Salaries']);
    await form.getByRole('button', { name: 'submit', exact: true }).click();
    await expect(page).toHaveURL(/\/subscriptions\/connected$/, { timeout: SERVER_WORK_MS });
  });

  test('a file that cannot be read by the browser says Error reading file', async ({ page, request }) => {
    const { token } = await applicantAtAccounting(request);
    // The disk failing under the browser, which a test cannot cause: FileReader reports an error for this page.
    await page.addInitScript(() => {
      FileReader.prototype.readAsDataURL = function readAsDataURL(this: FileReader) {
        setTimeout(() => this.dispatchEvent(new ProgressEvent('error')));
      };
    });
    await openAccounting(page, token);
    await chooseOther(page);
    await monthlyFileInput(page).setInputFiles(monthlyAccounts());
    await expect(alertWith(page, 'Error reading file')).toBeVisible();
    await expect(main(page).getByText(/Selected file/)).toHaveCount(0);
  });
});

test('both screens fit a 320 px window and pass an accessibility scan', async ({ page, request }) => {
  const { token } = await applicantAtAccounting(request);
  await page.setViewportSize({ width: 320, height: 640 });
  await openAccounting(page, token);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
  await chooseOther(page);
  const form = main(page);
  await monthlyFileInput(page).setInputFiles(monthlyAccounts());
  await form.getByRole('button', { name: 'Start Mapping' }).click();
  await form.getByRole('combobox', { name: 'Sheet', exact: true }).selectOption('P&L');
  await expect(form.getByRole('combobox', { name: 'Salaries', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page);
});
