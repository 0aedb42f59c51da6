import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  applicantAtAccounting,
  chooseOther,
  monthlyAccounts,
  monthlyFileInput,
  openAccounting,
  STRIPE_TEST_KEY,
} from './support/accounting';
import { registerApplicant } from './support/applicant';
import { requiredDocuments } from './support/documents';
import { passEligibility } from './support/eligibility';
import { clientNavigate, seedSessionToken } from './support/session';
import { applicantAtTransactions, openSubscriptions } from './support/transactions';

// The journey's quality in the documents, transactions and accounting screens, in a real browser, wide and
// narrow: a done step reached again with Back, the Access Denied modal across reloads, a reload of /monthly-mapping,
// tables that scroll with a visible cue, the phone wording of the file zones, masked secret keys, and the provider
// tiles of /subscriptions and /accounting.

const main = (page: Page) => page.getByRole('main');
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 576;
/** How long a step that makes the server read a file may take on a busy machine. */
const SERVER_WORK_MS = 60_000;

/** A SAAS transactions file whose headers are named like the required columns. */
function namedTransactionsCsv() {
  const rows = [
    'customer_id,amount,start_date,period',
    'CUS-0001,1200.00,2024-01-15,12',
    'CUS-0002,99.00,2024-02-01,1',
  ];
  return { name: 'transactions.csv', mimeType: 'text/csv', buffer: Buffer.from(`${rows.join('\n')}\n`) };
}

/** The shades of a ScrollRegion (the frame around the named region). */
async function shades(region: Locator): Promise<{ start: boolean; end: boolean }> {
  return region.evaluate((el) => {
    const frame = el.parentElement!;
    const shown = (pseudo: string) => getComputedStyle(frame, pseudo).opacity === '1';
    return { start: shown('::before'), end: shown('::after') };
  });
}

async function overflows(region: Locator): Promise<boolean> {
  return region.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
}

test.describe('a step already done, reached again with Back', () => {
  test('/financials after the documents are stored shows them done, with Continue instead of SUBMIT', async ({
    page,
    request,
  }) => {
    const { token } = await registerApplicant(request);
    await passEligibility(request, token, { eligible: true });
    await seedSessionToken(page, token);
    await page.goto('/');
    await expect(page).toHaveURL(/\/eligible$/);
    await expect(page.locator('#step-content h1').first()).toBeVisible();
    await clientNavigate(page, '/financials');
    const docs = requiredDocuments();
    await main(page)
      .getByLabel(/Holding Company Registration/)
      .setInputFiles(docs.Registration);
    await main(page)
      .getByLabel(/Cap Table/)
      .setInputFiles(docs.CapTable);
    await main(page)
      .getByLabel(/Fundraising Summary/)
      .setInputFiles(docs.FundraisingSummary);
    await main(page).getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/documents-email$/, { timeout: SERVER_WORK_MS });

    await page.goBack();
    await expect(page).toHaveURL(/\/financials$/);
    await expect(
      main(page).getByText('Your documents have been received. This step is complete.'),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'SUBMIT' })).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
  });

  test('/accounting → Back to the CSV mapping shows the step done; the narrow dropdowns start matched', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);
    await main(page).getByRole('checkbox', { name: 'Other' }).check();
    await main(page).getByLabel('System name').fill('Chargebee');
    await main(page).getByRole('button', { name: 'NEXT' }).click();
    await main(page).getByRole('radio', { name: 'SAAS', exact: true }).check();
    await main(page).getByLabel('Transaction file (CSV)').setInputFiles(namedTransactionsCsv());
    await main(page).getByRole('button', { name: 'UPLOAD', exact: true }).click();
    await expect(page).toHaveURL(/\/subscriptions\/file\/mapping$/, { timeout: SERVER_WORK_MS });
    if (isNarrow(page)) {
      // Headers named like the fields start chosen, as the wide drag list starts in order.
      for (const [field, header] of [
        ['Unique customer ID', 'customer_id'],
        ['Amount', 'amount'],
        ['Start date', 'start_date'],
        ['Period', 'period'],
      ]) {
        await expect(main(page).getByRole('combobox', { name: field, exact: true })).toHaveValue(header);
      }
    }
    await main(page).getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/accounting$/, { timeout: SERVER_WORK_MS });
    await page.getByRole('dialog').getByRole('button', { name: 'CONTINUE' }).click();

    await page.goBack();
    await expect(page).toHaveURL(/\/subscriptions\/file\/mapping$/);
    await expect(
      main(page).getByText('Your transaction data has been received. This step is complete.'),
    ).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'SUBMIT' })).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/accounting$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('Accounting System Access Denied shows once: after OK, a reload does not bring it back', async ({
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
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(/\/accounting$/);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Connect Your Accounting System' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/monthly-mapping opened again after a reload names the file to choose again and opens the picker', async ({
  page,
  request,
}) => {
  const { token } = await applicantAtAccounting(request);
  await openAccounting(page, token);
  await chooseOther(page);
  const file = monthlyAccounts();
  await monthlyFileInput(page).setInputFiles(file);
  await expect(main(page).getByText(`Selected file: ${file.name}`)).toBeVisible();

  await page.reload();
  // The shell's session check on load sends the applicant to the step's route (/accounting) for now.
  const heading = main(page).getByRole('heading', { level: 1 }).first();
  await expect(heading).toHaveText(
    /^(Connect Your Accounting System|Upload Your Monthly Management Accounts)$/,
  );
  if ((await heading.textContent()) === 'Connect Your Accounting System') await chooseOther(page);
  await expect(main(page).getByText(`The file ${file.name} you chose is no longer here`)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await main(page).getByRole('button', { name: 'Choose the file again' }).click();
  await (await chooser).setFiles(file);
  await expect(main(page).getByText(`Selected file: ${file.name}`)).toBeVisible();
  await expect(main(page).getByText(/is no longer here/)).toHaveCount(0);
});

test.describe('tables never clip silently', () => {
  test('the monthly-accounts rows show every column and scroll with a shade on a 1366 px screen', async ({
    page,
    request,
  }) => {
    test.skip(isNarrow(page), 'below 768 px the mapping is one dropdown per line item, without a table');
    await page.setViewportSize({ width: 1366, height: 768 });
    const { token } = await applicantAtAccounting(request);
    await openAccounting(page, token);
    await chooseOther(page);
    await monthlyFileInput(page).setInputFiles(monthlyAccounts({ months: 24 }));
    await main(page).getByRole('button', { name: 'Start Mapping' }).click();
    await main(page).getByRole('combobox', { name: 'Sheet', exact: true }).selectOption('P&L');

    const region = main(page).getByRole('region', { name: /Rows of P&L/ });
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    // A label and 24 months: no column left out.
    const last = region.getByRole('columnheader', { name: 'Column 25', exact: true });
    await expect(last).toBeAttached();
    expect(await overflows(region)).toBe(true);
    await expect.poll(() => shades(region)).toEqual({ start: false, end: true });

    // The keyboard scrolls it too.
    await region.focus();
    const atEnd = () => region.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
    for (let i = 0; i < 200 && !(await atEnd()); i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => shades(region)).toEqual({ start: true, end: false });
    await expect(last).toBeInViewport();
  });

  test('the required columns scroll in a named region with a shade where they do not fit', async ({
    page,
    request,
  }) => {
    const { token } = await applicantAtTransactions(request);
    await openSubscriptions(page, token);
    await main(page).getByRole('checkbox', { name: 'Other' }).check();
    await main(page).getByLabel('System name').fill('Chargebee');
    await main(page).getByRole('button', { name: 'NEXT' }).click();
    await main(page).getByRole('radio', { name: 'Marketplace', exact: true }).check();
    const region = main(page).getByRole('region', { name: 'Required columns' });
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    if (isNarrow(page)) {
      expect(await overflows(region)).toBe(true);
      await expect.poll(() => shades(region)).toEqual({ start: false, end: true });
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => shades(region)).toEqual({ start: true, end: false });
    } else {
      // It fits: no cue that would say otherwise.
      expect(await overflows(region)).toBe(false);
      await expect.poll(() => shades(region)).toEqual({ start: false, end: false });
    }
  });
});

test('file zones say "Choose a file" on a phone and keep drag and drop on a wide screen', async ({
  page,
  request,
}) => {
  const { token } = await applicantAtAccounting(request);
  await openAccounting(page, token);
  await chooseOther(page);
  const zone = monthlyFileInput(page).locator('..');
  if (isNarrow(page)) {
    await expect(zone).toHaveText('Choose a file');
  } else {
    await expect(zone).toHaveText('Drag and drop a file here, or browse');
  }
});

test('secret keys are masked, with a Show/Hide toggle button', async ({ page, request }) => {
  const { token } = await applicantAtTransactions(request);
  await openSubscriptions(page, token);
  await main(page).getByRole('link', { name: 'Stripe', exact: true }).click();
  const key = main(page).getByLabel('Secret Key');
  await key.fill(STRIPE_TEST_KEY);
  await expect(key).toHaveAttribute('type', 'password');
  const show = main(page).getByRole('button', { name: 'Show', exact: true });
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(key).toHaveAttribute('type', 'text');
  await expect(main(page).getByRole('button', { name: 'Hide', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(key).toHaveValue(STRIPE_TEST_KEY);
});

/** What makes a tile look as it does, its control focused from the keyboard. */
async function tileLook(page: Page, control: Locator) {
  // Away from any tile: hover is not what is compared.
  await page.mouse.move(0, 0);
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  return control.evaluate((el) => {
    // The card around the link or button.
    const card = el.parentElement!;
    const s = getComputedStyle(card);
    const box = card.getBoundingClientRect();
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      radius: s.borderTopLeftRadius,
      padding: s.padding,
      focusRing: s.boxShadow,
      title: `${getComputedStyle(el).fontSize} ${getComputedStyle(el).fontWeight}`,
    };
  });
}

async function otherLook(page: Page) {
  return main(page)
    .getByRole('checkbox', { name: 'Other' })
    .evaluate((input) => {
      const frame = input.closest('label')!;
      const s = getComputedStyle(frame);
      return {
        width: Math.round(frame.getBoundingClientRect().width),
        border: `${s.borderTopWidth} ${s.borderTopStyle}`,
        radius: s.borderTopLeftRadius,
        minHeight: s.minHeight,
      };
    });
}

test('provider tiles and Other look and work alike on /subscriptions and /accounting, each with its step', async ({
  page,
  request,
}) => {
  // No transitions: the styles read are the ones at rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { token } = await applicantAtTransactions(request);
  await openSubscriptions(page, token);
  const progress = main(page).getByRole('list', { name: 'Connect your systems: progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Step 1 of 2');
  const stripe = await tileLook(page, main(page).getByRole('link', { name: 'Stripe', exact: true }));
  const otherThere = await otherLook(page);

  await main(page).getByRole('link', { name: 'Stripe', exact: true }).click();
  await main(page).getByLabel('Secret Key').fill(STRIPE_TEST_KEY);
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/accounting$/);
  await page.getByRole('dialog').getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(progress.locator('[aria-current="step"]')).toContainText('Step 2 of 2');
  const xero = await tileLook(page, main(page).getByRole('button', { name: 'Xero', exact: true }));
  expect(xero).toEqual(stripe);
  expect(await otherLook(page)).toEqual(otherThere);
});
