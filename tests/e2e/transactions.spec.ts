import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import fs from 'node:fs';
import { FAKE_CREDENTIALS, FAKE_REJECTED_CREDENTIALS } from '../../server/src/transactions/fake-providers';
import { clientNavigate } from './support/session';
import { applicantAtTransactions, csvFixture, openSubscriptions, userStatus } from './support/transactions';

// The transactions step: /subscriptions (provider or Other), /subscriptions/:id (credentials), /subscriptions/file
// (CSV checked in a worker, uploaded straight to storage), /subscriptions/file/mapping (drag and drop at 768 px and
// wider, dropdowns below), and the closing /funded screen. Runs in both projects (wide 1280 px, narrow 375 px).
//
// Provider keys are checked by the API against the provider when PROVIDER_VERIFY=live. The default run skips that
// (the embedded setup works offline); tests/e2e/transactions-providers.config.ts runs this file with the local fake
// providers, and only then do the "refused by the provider" checks run.
const LIVE_PROVIDERS = process.env.PROVIDER_VERIFY === 'live';

// The API's message for well-formed keys the provider refuses (server/src/routes/transactions/connect-provider.ts).
const PROVIDER_REJECTED = 'The provider rejected these credentials. Please check them and try again.';

const GENERIC_FAILURE = 'Oops! Something went wrong. Please try again later.';

function isWide(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 768;
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#step-content').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** From /subscriptions: tick Other, name the system, NEXT. */
async function chooseOther(page: Page, name: string) {
  await page.getByRole('checkbox', { name: 'Other' }).check();
  await page.getByLabel('System name').fill(name);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/file$/);
}

function fileInput(page: Page): Locator {
  return page.getByLabel('Transaction file (CSV)');
}

async function uploadCsv(page: Page, industry: 'SAAS' | 'Marketplace', fixture: string) {
  await page.getByRole('radio', { name: industry, exact: true }).check();
  await fileInput(page).setInputFiles(csvFixture(fixture));
  const upload = page.getByRole('button', { name: 'UPLOAD', exact: true });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(page).toHaveURL(/\/subscriptions\/file\/mapping$/);
  await expect(
    page.getByRole('heading', { name: 'Great, Your Transaction File is Uploaded!' }),
  ).toBeVisible();
}

/** The file's columns in the order the drag-and-drop list shows them. */
function columnOrder(page: Page): Promise<string[]> {
  return page
    .locator('[data-column]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-column') ?? ''));
}

async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // Past the sensor's activation distance first, then over the target in steps, as a hand would.
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Space, arrows, Space, as a keyboard user does: each step waits for the move to be announced (dnd-kit's live
 * region), as a person waits to hear it, before the next key.
 */
async function moveWithKeyboard(page: Page, handle: Locator, column: string, from: number, to: number) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Picked up column ${column}.`)).toBeAttached();
  const step = to < from ? -1 : 1;
  for (let at = from + step; at !== to + step; at += step) {
    await page.keyboard.press(step < 0 ? 'ArrowUp' : 'ArrowDown');
    await expect(page.getByText(`Column ${column} is now at position ${at + 1}:`)).toBeAttached();
  }
  await page.keyboard.press('Space');
  await expect(page.getByText(`Column ${column} dropped at position ${to + 1}:`)).toBeAttached();
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
}

/**
 * Maps `wanted` (field label → CSV header, in the industry's field order). Wide: reorders the drag-and-drop list
 * so that the headers stand beside their fields, alternating mouse drags and keyboard moves. Narrow: one dropdown
 * per field.
 */
async function mapColumns(page: Page, wanted: [string, string][]) {
  if (!isWide(page)) {
    for (const [field, header] of wanted) await page.getByLabel(field, { exact: true }).selectOption(header);
    return;
  }
  for (let i = 0; i < wanted.length; i++) {
    const header = wanted[i][1];
    const order = await columnOrder(page);
    const from = order.indexOf(header);
    if (from === i) continue;
    const handle = page.locator(`[data-column="${header}"]`);
    if (i % 2 === 0) await dragWithMouse(page, handle, page.locator(`[data-column="${order[i]}"]`));
    else await moveWithKeyboard(page, handle, header, from, i);
    await expect.poll(() => columnOrder(page).then((o) => o.indexOf(header))).toBe(i);
  }
  for (const [field, header] of wanted) {
    await expect(page.locator(`[data-column="${header}"]`)).toHaveAccessibleName(
      `${header} (mapped to ${field})`,
    );
  }
}

function customUploadRequest(page: Page): Promise<Request> {
  return page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/onboarding/custom-upload'),
  );
}

/** Waits for the API's answer (it reads the whole file first), which must be a success. */
async function expectAccepted(request: Request) {
  const response = await request.response();
  expect(response?.status(), await response?.text()).toBe(200);
}

test.describe('choosing the transaction system', () => {
  test('two-step progress, the three providers, and Other with a name that is not blank', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);

    const progress = page.getByRole('list', { name: 'Connect your systems: progress' });
    await expect(progress.getByRole('listitem')).toHaveCount(2);
    await expect(progress.locator('[aria-current="step"]')).toContainText('Connect your subscription system');
    for (const [name, id] of [
      ['Stripe', 'stripe'],
      ['PayPal', 'paypal'],
      ['Tap', 'tap'],
    ]) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/subscriptions/${id}`,
      );
    }
    await expectNoSeriousA11yViolations(page);

    const next = page.getByRole('button', { name: 'NEXT' });
    await expect(next).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Other' }).check();
    await page.getByLabel('System name').fill('   ');
    await expect(next).toBeDisabled();
    await page.getByLabel('System name').fill('Chargebee');
    await next.click();
    await expect(page).toHaveURL(/\/subscriptions\/file$/);
    await expect(page.getByText('System: Chargebee')).toBeVisible();

    // BACK keeps the name.
    await page.getByRole('button', { name: 'BACK' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(page.getByRole('checkbox', { name: 'Other' })).toBeChecked();
    await expect(page.getByLabel('System name')).toHaveValue('Chargebee');
  });
});

const PROVIDERS = [
  {
    id: 'stripe',
    name: 'Stripe',
    bad: { 'Secret Key': `sk_test_${'a'.repeat(30)}` },
    refused: { 'Secret Key': FAKE_REJECTED_CREDENTIALS.stripe.secretKey },
    good: { 'Secret Key': FAKE_CREDENTIALS.stripe.secretKey },
    help: 'https://docs.stripe.com/keys',
  },
  {
    id: 'paypal',
    name: 'PayPal',
    bad: { 'Client ID': 'c'.repeat(20), 'Secret Key': 's'.repeat(20) },
    refused: {
      'Client ID': FAKE_REJECTED_CREDENTIALS.paypal.clientId,
      'Secret Key': FAKE_REJECTED_CREDENTIALS.paypal.secretKey,
    },
    good: { 'Client ID': FAKE_CREDENTIALS.paypal.clientId, 'Secret Key': FAKE_CREDENTIALS.paypal.secretKey },
    help: 'https://developer.paypal.com/api/rest/#link-getclientidandclientsecret',
  },
  {
    id: 'tap',
    name: 'Tap',
    // Long enough, but not a live key.
    bad: { 'Secret Key': `pk_live_${'a'.repeat(30)}` },
    refused: { 'Secret Key': FAKE_REJECTED_CREDENTIALS.tap.secretKey },
    good: { 'Secret Key': FAKE_CREDENTIALS.tap.secretKey },
    help: 'https://developers.tap.company/docs',
  },
] as const;

test.describe('provider credentials', () => {
  for (const provider of PROVIDERS) {
    test(`${provider.name}: the rules, a refused key, then a good one connects and leads to /accounting`, async ({
      page,
      request,
    }) => {
      test.info().annotations.push({
        type: 'provider verification',
        description: LIVE_PROVIDERS
          ? 'live, against the fake providers'
          : 'skipped by the API (PROVIDER_VERIFY=skip)',
      });
      const { token } = await applicantAtTransactions(request);
      await openSubscriptions(page, token);
      await page.getByRole('link', { name: provider.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/subscriptions/${provider.id}$`));
      await expect(page.getByRole('heading', { name: `Connect ${provider.name}` })).toBeVisible();
      const help = page.getByRole('link', { name: `How to find your ${provider.name} API keys` });
      await expect(help).toHaveAttribute('href', provider.help);
      await expect(help).toHaveAttribute('target', '_blank');

      const save = page.getByRole('button', { name: 'Save' });
      await expect(save).toBeDisabled();
      const fields = Object.keys(provider.good);
      for (const field of fields) await expect(page.getByLabel(field, { exact: true })).toHaveValue('');

      // Wrong format: "Invalid {field}" under each field, Save disabled.
      for (const [field, value] of Object.entries(provider.bad))
        await page.getByLabel(field, { exact: true }).fill(value);
      for (const field of Object.keys(provider.bad))
        await expect(page.getByText(`Invalid ${field}`)).toBeVisible();
      await expect(save).toBeDisabled();
      await expectNoSeriousA11yViolations(page);

      // An empty field keeps Save disabled, without a message.
      for (const field of fields) await page.getByLabel(field, { exact: true }).fill('');
      await expect(page.getByText(/^Invalid /)).toHaveCount(0);
      await expect(save).toBeDisabled();

      // A failure without a server message shows the generic toast and leaves the form as it was.
      await page.route('**/api/onboarding/onboarding-update', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
      );
      for (const [field, value] of Object.entries(provider.good))
        await page.getByLabel(field, { exact: true }).fill(value);
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText(GENERIC_FAILURE)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/subscriptions/${provider.id}$`));
      await page.unroute('**/api/onboarding/onboarding-update');
      // The toast closes on click; waiting until it has left makes the next check see a new toast, not this one.
      const dismissGenericToast = async () => {
        await page.getByRole('alert').filter({ hasText: GENERIC_FAILURE }).click();
        await expect(page.locator('.Toastify__toast')).toHaveCount(0);
      };

      // A failure with a server message still shows the generic text (spec section 8: provider connect).
      await dismissGenericToast();
      await page.route('**/api/onboarding/onboarding-update', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ details: { error: PROVIDER_REJECTED } }),
        }),
      );
      await save.click();
      await expect(page.getByRole('alert').filter({ hasText: GENERIC_FAILURE })).toBeVisible();
      await expect(page.getByText(PROVIDER_REJECTED)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/subscriptions/${provider.id}$`));
      await page.unroute('**/api/onboarding/onboarding-update');

      if (LIVE_PROVIDERS) {
        // Well-formed keys the provider refuses: the server says why, the applicant sees the generic text.
        await dismissGenericToast();
        for (const [field, value] of Object.entries(provider.refused))
          await page.getByLabel(field, { exact: true }).fill(value);
        const refused = page.waitForResponse(
          (r) => r.url().endsWith('/api/onboarding/onboarding-update') && r.status() >= 400,
        );
        await save.click();
        expect(((await (await refused).json()) as { details: { error: string } }).details.error).toBe(
          PROVIDER_REJECTED,
        );
        await expect(page.getByRole('alert').filter({ hasText: GENERIC_FAILURE })).toBeVisible();
        await expect(page.getByText(PROVIDER_REJECTED)).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`/subscriptions/${provider.id}$`));
        expect((await userStatus(request, token)).transactions_step).toBeNull();
        for (const [field, value] of Object.entries(provider.good))
          await page.getByLabel(field, { exact: true }).fill(value);
      }

      const patch = page.waitForRequest(
        (r) => r.method() === 'PATCH' && r.url().endsWith('/onboarding/onboarding-update'),
      );
      await save.click();
      const body = (await patch).postDataJSON();
      const expected: Record<string, string> = {
        systemName: provider.id.toUpperCase(),
        secretKey: provider.good['Secret Key'],
      };
      if ('Client ID' in provider.good) expected.clientId = provider.good['Client ID'];
      expect(body).toEqual({ transactions_step: expected });
      await expect(page).toHaveURL(/\/accounting$/);

      const status = await userStatus(request, token);
      expect(status.stage).toBe('ACCOUNTING');
      expect(status.transactions_step).toEqual({
        systemType: provider.id.toUpperCase(),
        systemName: provider.name,
      });
      expect(JSON.stringify(status)).not.toContain(provider.good['Secret Key']);
    });
  }

  test('BACK returns to the choice; an unknown id is not a form', async ({ page, request }) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);
    await page.getByRole('link', { name: 'PayPal', exact: true }).click();
    // BACK is a button on every screen.
    await expect(page.getByRole('link', { name: 'BACK' })).toHaveCount(0);
    await page.getByRole('button', { name: 'BACK' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await clientNavigate(page, '/subscriptions/visa');
    await expect(page.getByRole('heading', { name: 'This payment system is not available' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});

test.describe('CSV upload checks', () => {
  test('type, size, empty file and column count per industry; required columns and template', async ({
    page,
    request,
  }, testInfo) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);
    await chooseOther(page, 'Chargebee');
    const upload = page.getByRole('button', { name: 'UPLOAD', exact: true });
    await expect(upload).toBeDisabled();
    await expect(page.getByText('Choose your industry to see the columns your file needs.')).toBeVisible();

    // A file but no industry: UPLOAD stays disabled.
    await fileInput(page).setInputFiles(csvFixture('saas-shuffled.csv'));
    await expect(page.getByText('5 columns and 5 rows found.')).toBeVisible();
    await expect(upload).toBeDisabled();

    await fileInput(page).setInputFiles(csvFixture('transactions.txt'));
    await expect(page.getByText('Please upload a CSV file.')).toBeVisible();

    // Over 200 MB: refused from its size, before a byte is read (a sparse file costs no disk).
    const big = testInfo.outputPath('too-large.csv');
    fs.writeFileSync(big, 'customer_id,amount,start_date,period\n');
    fs.truncateSync(big, 200 * 1024 * 1024 + 1);
    await fileInput(page).setInputFiles(big);
    await expect(
      page.getByText('The uploaded file is too large. The maximum file size allowed is 200 MB.'),
    ).toBeVisible();

    await page.getByRole('radio', { name: 'SAAS', exact: true }).check();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'customer_id',
      'amount',
      'start_date',
      'period',
    ]);
    await expect(table.getByRole('cell')).toHaveText(['CUS-0001', '1200.00', '2024-01-15', '12']);

    for (const empty of ['empty.csv', 'header-only.csv']) {
      await fileInput(page).setInputFiles(csvFixture(empty));
      await expect(page.getByText('The CSV file is empty.')).toBeVisible();
      await expect(upload).toBeDisabled();
    }

    await fileInput(page).setInputFiles(csvFixture('three-columns.csv'));
    await expect(page.getByText('Uploaded file should contain at least 4 columns')).toBeVisible();
    await expect(upload).toBeDisabled();
    // Marketplace needs three: the same file passes, and the expected columns change.
    await page.getByRole('radio', { name: 'Marketplace', exact: true }).check();
    await expect(page.getByText('Uploaded file should contain at least 4 columns')).toHaveCount(0);
    await expect(table.getByRole('columnheader')).toHaveText(['customer_id', 'date', 'gmv', 'take']);
    await expect(upload).toBeEnabled();
    await fileInput(page).setInputFiles(csvFixture('two-columns.csv'));
    await expect(page.getByText('Uploaded file should contain at least 3 columns')).toBeVisible();
    await expect(upload).toBeDisabled();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the CSV template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('transactions-template-marketplace.csv');
    expect(fs.readFileSync(await download.path(), 'utf8')).toBe(
      'customer_id,date,gmv,take\nCUS-0001,2024-01-15,5400.00,540.00\n',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a failed direct upload shows the 200 MB message; a failed confirmation, Something went wrong!', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);
    await chooseOther(page, 'Chargebee');
    await page.getByRole('radio', { name: 'SAAS', exact: true }).check();
    await fileInput(page).setInputFiles(csvFixture('saas-shuffled.csv'));
    const upload = page.getByRole('button', { name: 'UPLOAD', exact: true });

    await page.route('**/api/onboarding/utils/storage-upload', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await upload.click();
    await expect(
      page.getByText('The uploaded file is too large. The maximum file size allowed is 200 MB.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/subscriptions\/file$/);
    await page.unroute('**/api/onboarding/utils/storage-upload');

    await page.route('**/api/onboarding/utils/confirm-upload**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'false' }),
    );
    await upload.click();
    await expect(page.getByText('Something went wrong!')).toBeVisible();
    await expect(page).toHaveURL(/\/subscriptions\/file$/);
  });
});

test.describe('CSV mapping', () => {
  test('SAAS: a real file through the mapping (drag and drop when wide, dropdowns when narrow) to /accounting', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);
    await chooseOther(page, 'Chargebee');
    await page.getByRole('radio', { name: 'SAAS', exact: true }).check();
    await page.getByRole('radio', { name: 'Forward deduction' }).check();
    await uploadCsv(page, 'SAAS', 'saas-shuffled.csv');

    if (isWide(page)) {
      // The file's own order to start with: no header is named like a field.
      expect(await columnOrder(page)).toEqual(['Months', 'Client', 'Since', 'Paid', 'Region']);
    } else {
      // Nothing is chosen yet on a narrow screen.
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await expect(page.getByText('All fields are required. Please fill them out.')).toBeVisible();
    }
    await mapColumns(page, [
      ['Unique customer ID', 'Client'],
      ['Amount', 'Paid'],
      ['Start date', 'Since'],
      ['Period', 'Months'],
    ]);
    if (!isWide(page)) {
      // A column chosen for one field cannot be chosen for another.
      await expect(
        page.getByLabel('Amount', { exact: true }).getByRole('option', { name: 'Client (already chosen)' }),
      ).toBeDisabled();
    }
    await expectNoSeriousA11yViolations(page);

    const sent = customUploadRequest(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const payload = (await sent).postDataJSON();
    await expectAccepted(await sent);
    expect(payload).toEqual({
      version: '1.0',
      col_mapping: isWide(page)
        ? { customer_id: 'Client', amount: 'Paid', start_date: 'Since', period: 'Months' }
        : { 'Unique customer ID': 'Client', Amount: 'Paid', start_date: 'Since', Period: 'Months' },
      industry: 'SAAS',
      calculation_metod: 'Forward deduction',
      system_name: 'Chargebee',
      skip_validation: false,
      timestamp: expect.stringMatching(/^\d+$/),
    });
    await expect(page).toHaveURL(/\/accounting$/);
    // Shown by the accounting remote from the atoms this step set.
    await expect(page.getByRole('dialog', { name: 'Your CSV file has been uploaded' })).toBeVisible();
    const status = await userStatus(request, token);
    expect(status.stage).toBe('ACCOUNTING');
    expect(status.transactions_step).toMatchObject({ systemType: 'OTHER', systemName: 'Chargebee' });
  });

  test('Marketplace: Standard calculation, BACK to the upload, then the mapping to /accounting', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);
    await chooseOther(page, 'Shopify');
    await page.getByRole('radio', { name: 'Marketplace', exact: true }).check();
    await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await uploadCsv(page, 'Marketplace', 'marketplace-shuffled.csv');

    await page.getByRole('button', { name: 'BACK' }).click();
    await expect(page).toHaveURL(/\/subscriptions\/file$/);
    await expect(page.getByText('Selected file: marketplace-shuffled.csv')).toBeVisible();
    await page.getByRole('button', { name: 'UPLOAD', exact: true }).click();
    await expect(page).toHaveURL(/\/subscriptions\/file\/mapping$/);

    await mapColumns(page, [
      ['Unique customer ID', 'Buyer'],
      ['Date', 'Day'],
      ['GMV', 'Volume'],
      ['Take rate', 'Fee'],
    ]);
    const sent = customUploadRequest(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const payload = (await sent).postDataJSON();
    await expectAccepted(await sent);
    expect(payload).toMatchObject({
      col_mapping: isWide(page)
        ? { customer_id: 'Buyer', date: 'Day', gmv: 'Volume', take: 'Fee' }
        : { 'Unique customer ID': 'Buyer', date: 'Day', GVM: 'Volume', takeRate: 'Fee' },
      industry: 'MARKETPLACE',
      calculation_metod: 'Standard',
      system_name: 'Shopify',
      skip_validation: false,
    });
    await expect(page).toHaveURL(/\/accounting$/);
    expect((await userStatus(request, token)).transactions_step).toMatchObject({
      systemType: 'OTHER',
      systemName: 'Shopify',
    });
  });

  test('file problems: counted per column with their rows; Escape stays, Fix the file returns to the upload, Proceed Without Fixing submits with skip_validation', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);
    await chooseOther(page, 'Recurly');
    const saasColumns: [string, string][] = [
      ['Unique customer ID', 'customer_id'],
      ['Amount', 'amount'],
      ['Start date', 'start_date'],
      ['Period', 'period'],
    ];
    await uploadCsv(page, 'SAAS', 'saas-bad-dates.csv');
    await mapColumns(page, saasColumns);
    const uploads: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/onboarding/custom-upload')) uploads.push(r);
    });

    const submit = page.getByRole('button', { name: 'SUBMIT' });
    await submit.click();
    const modal = page.getByRole('dialog', { name: 'Data Mapping Error Detected' });
    await expect(modal).toBeVisible();
    const dates = modal.getByRole('region', {
      name: "We have detected some errors in the 'Date' column during the mapping process:",
    });
    await expect(dates).toContainText('4 rows, in your column “start_date”:');
    await expect(dates.getByRole('listitem')).toHaveText([
      'Row 3: soon',
      'Row 4: Empty field',
      'Row 6: 12',
      'Row 7: not a date',
    ]);
    // Only the date column has problems in this file.
    await expect(modal.getByRole('region')).toHaveCount(1);
    await expect(modal.getByRole('button', { name: 'Fix the file' })).toBeFocused();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // The dialog fits the screen: no sideways scrolling, down to 320 px wide.
    expect(await modal.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await modal.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(modal.getByRole('button', { name: 'Proceed Without Fixing' })).toBeInViewport();
    if (viewport) await page.setViewportSize(viewport);

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/subscriptions\/file\/mapping$/);
    expect(uploads).toHaveLength(0);

    await submit.click();
    await modal.getByRole('button', { name: 'Fix the file' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/subscriptions\/file$/);
    expect(uploads).toHaveLength(0);

    // The applicant chooses the file again (here the same one) and proceeds without fixing it.
    await uploadCsv(page, 'SAAS', 'saas-bad-dates.csv');
    await mapColumns(page, saasColumns);
    await submit.click();
    await expect(modal).toBeVisible();
    const sent = customUploadRequest(page);
    await modal.getByRole('button', { name: 'Proceed Without Fixing' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ skip_validation: true, system_name: 'Recurly' });
    await expectAccepted(await sent);
    await expect(page).toHaveURL(/\/accounting$/);
    expect(uploads).toHaveLength(1);
  });
});

test.describe('after the transaction step', () => {
  test('/accounting shows the success modal once', async ({ page, request }) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);
    await page.getByRole('link', { name: 'Stripe', exact: true }).click();
    await page.getByLabel('Secret Key', { exact: true }).fill(FAKE_CREDENTIALS.stripe.secretKey);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/accounting$/);
    const modal = page.getByRole('dialog', {
      name: "You've successfully connected your subscription system",
    });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(modal).toBeHidden();
    await clientNavigate(page, '/funded');
    await clientNavigate(page, '/accounting');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/funded and /subscriptions/connected thank the applicant and lead home', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);
    for (const path of ['/subscriptions/connected', '/funded']) {
      await clientNavigate(page, path);
      await expect(
        page.getByRole('heading', { name: 'Thanks for sharing your transaction data!' }),
      ).toBeVisible();
      await expect(page.getByText('within two business days')).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Go to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
