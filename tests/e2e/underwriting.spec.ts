import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { submitMonthlyAccounts } from './support/accounting';
import { newApplicant, registerApplicant } from './support/applicant';
import { uploadDocuments } from './support/documents';
import { passEligibility } from './support/eligibility';
import { expectAccessible } from './support/eligibility-ui';
import { bootstrapAdmin } from './support/staff-accounts';
import { backofficeUrl, enrol, invite, signIn } from './support/staff';
import { say } from './support/texts';
import { importSaasCsv } from './support/transactions';

// The case page's decision summary and Underwriting card in real Chromium at both widths: a case with a SaaS transactions CSV
// (14 months) and the sample monthly accounts (12 months) shows its figures, each monthly series drawn by the
// charting library (a canvas of non-zero size with drawn pixels) that follows its box down to 320 px, a table of the
// numbers behind "Show as table", and no serious or critical axe violation. The transactions panel beside it names
// the uploaded CSV, downloads it under that name and labels the mapped fields as the applicant read them.

/** The CSV's name as the applicant's computer had it: beyond ASCII, so the download's name takes RFC 6266's form. */
const CSV_NAME = 'Revenue – مارس 2025.csv';

/** Jan 2024 … Feb 2025: a monthly plan, two annual ones (one renewed larger), a plan that churns, a quarterly one. */
function saasCsv(): string {
  const rows = ['customer_id,amount,start_date,period'];
  for (let m = 0; m < 14; m++) {
    const month = `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    rows.push(`acme,500.00,${month}-03,monthly`);
    if (m >= 2 && m <= 8) rows.push(`beta,200.00,${month}-10,monthly`);
    if (m >= 5 && (m - 5) % 3 === 0) rows.push(`delta,900.00,${month}-20,quarterly`);
  }
  rows.push('cargo,2400.00,2024-01-15,annual', 'cargo,3000.00,2025-01-15,annual');
  return `${rows.join('\n')}\n`;
}

/** How many pixels of the canvas are drawn dark (the line and the axes' text); an empty canvas has none. */
function darkPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((el) => {
    const c = el as HTMLCanvasElement;
    if (!c.width || !c.height) return 0;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i] < 128) dark++;
    return dark;
  });
}

/** A screenshot of `what` in the test's output folder when WORKBENCH_SHOTS is set (to look at the layouts). */
async function shot(what: Locator, name: string) {
  if (!process.env.WORKBENCH_SHOTS) return;
  await what.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The scripts `page` loaded that hold uPlot (its legend's class name), by URL. */
const chartScripts = new Map<Page, string[]>();
function watchChartLibrary(page: Page) {
  const found: string[] = [];
  chartScripts.set(page, found);
  page.on('response', async (response) => {
    if (!response.url().split('?')[0].endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('u-legend')) found.push(response.url());
  });
}

/** Whether the page scrolls sideways (something wider than the window). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a reviewer reads a case’s underwriting figures and charts', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const attempt = `${project}-${testInfo.retry}-${Date.now().toString(36)}`;
  const businessName = `Underwriting ${attempt}`;
  const reviewerEmail = `uw-reviewer-${attempt}@provider.example`;

  await test.step('an applicant imports a transactions CSV and monthly accounts', async () => {
    const { token } = await registerApplicant(request, newApplicant());
    await passEligibility(request, token, { eligible: true, businessName });
    await uploadDocuments(request, token);
    await importSaasCsv(request, token, saasCsv(), CSV_NAME);
    await submitMonthlyAccounts(request, token, { mapped: true });
  });

  const reviewerPage = await test.step('an admin invites a reviewer, who enrols and signs in', async () => {
    const admin = await enrol(page, bootstrapAdmin('underwriting', project, testInfo.retry));
    await signIn(page, admin);
    await invite(page, reviewerEmail, 'reviewer');
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const reviewer = await context.newPage();
    watchChartLibrary(reviewer);
    await signIn(reviewer, await enrol(reviewer, reviewerEmail));
    return reviewer;
  });

  const card = reviewerPage.getByRole('region', { name: 'Underwriting' });
  await test.step('the reviewer opens the case: figures with how and when, or why not', async () => {
    const p = reviewerPage;
    await p.goto(`${backofficeUrl()}/cases`);
    await expect(p.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
    // The sign-in page and the queue came without the charting library: it is a chunk of its own.
    expect(chartScripts.get(p)).toEqual([]);
    if ((p.viewportSize()?.width ?? 0) < 768) await p.getByRole('button', { name: 'Filters' }).click();
    await p.getByLabel('Business name or email').fill(businessName);
    await p.getByRole('button', { name: 'Apply filters' }).click();
    await p.getByRole('link', { name: businessName }).click();
    await expect(p.getByRole('heading', { name: businessName, level: 1 })).toBeVisible();

    const saas = card.getByRole('region', { name: 'Subscription revenue' });
    await expect(saas).toBeVisible({ timeout: 60_000 });
    const mrr = saas.locator('[data-metric="mrr"]');
    // acme 500.00 + cargo 3 000.00 / 12 + delta 900.00 / 3 in Feb 2025.
    await expect(mrr).toContainText('USD 1,050.00');
    await expect(mrr).toContainText('How it is computed');
    await expect(mrr).toContainText('Feb 2025');
    // Year on year uses two months, named one by one (not a range of 13).
    await expect(saas.locator('[data-metric="mrr_growth_yoy"]')).toContainText('Feb 2024 and Feb 2025');
    await expect(card.getByRole('region', { name: 'Management accounts' })).toBeVisible();
    const pricing = card.getByRole('region', { name: 'Pricing guide' });
    await expect(pricing).toContainText('Suggested facility');
  });

  await test.step('the decision summary and the actions are on the first screen; the action bar stays in view', async () => {
    const p = reviewerPage;
    await p.evaluate(() => window.scrollTo(0, 0));
    const height = p.viewportSize()!.height;
    const summary = p.getByRole('region', { name: 'Decision summary' });
    const bar = p.getByRole('region', { name: 'Actions', exact: true });
    const amounts = summary.getByLabel('Amounts and key figures');
    // The server's figures: the suggestion and the SaaS example's MRR, and the rules' version beside the flags.
    await expect(amounts).toContainText('Suggested facility');
    await expect(summary.locator('[data-figure="saas.mrr"]')).toContainText('USD 1,050.00');
    await expect(summary).toContainText(/Rules 2026-11-flags-\d+/);
    await expect(summary.getByRole('heading', { name: 'What is missing' })).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    const summaryBox = (await summary.boundingBox())!;
    const amountsBox = (await amounts.boundingBox())!;
    expect(barBox.y).toBeGreaterThanOrEqual(0);
    if (project === 'wide') {
      // At 1280 × 800 the actions and the whole summary are on the first screen.
      expect(barBox.y + barBox.height).toBeLessThanOrEqual(height);
      expect(amountsBox.y + amountsBox.height).toBeLessThanOrEqual(height);
      expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(height);
    } else {
      // On a phone the bar starts on the first screen and the summary's tiles stack under it.
      expect(barBox.y).toBeLessThan(height);
      expect(summaryBox.y).toBeGreaterThan(barBox.y);
    }
    expect(await overflows(p)).toBe(false);
    await shot(p.locator('main'), `summary-first-screen-${project}`);

    // Far down the page, the action bar is still on screen.
    await p.getByRole('button', { name: 'Audit trail' }).scrollIntoViewIfNeeded();
    const stuck = (await bar.boundingBox())!;
    expect(stuck.y).toBeGreaterThanOrEqual(0);
    expect(stuck.y).toBeLessThan(height / 2);
    await expect(bar.getByRole('button', { name: 'Start the review' })).toBeInViewport();

    // A section folds from its heading's button and opens again from the outline.
    const notes = p.getByRole('button', { name: 'Internal notes' });
    await notes.click();
    await expect(notes).toHaveAttribute('aria-expanded', 'false');
    await expect(p.getByLabel('New note')).toBeHidden();
    await p
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Internal notes' })
      .click();
    await expect(notes).toHaveAttribute('aria-expanded', 'true');
    await expect(p.getByLabel('New note')).toBeVisible();

    // A month-by-month table is folded behind its chart and opens from the keyboard.
    const toggle = card.getByRole('figure', { name: 'MRR', exact: true }).locator('button[aria-expanded]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await p.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await p.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await p.evaluate(() => window.scrollTo(0, 0));
  });

  await test.step('each chart is drawn, fits the window and follows it down to 320 px', async () => {
    const p = reviewerPage;
    const figure = card.getByRole('figure', { name: 'MRR', exact: true });
    await figure.scrollIntoViewIfNeeded();
    const canvas = figure.locator('canvas');
    await expect(canvas).toBeVisible();
    await expect.poll(() => darkPixels(canvas), { message: 'MRR drawn on the canvas' }).toBeGreaterThan(200);
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.height).toBeGreaterThan(100);
    expect(await overflows(p)).toBe(false);
    // Every chart of the card came in with its section (scrolled to): each one drawn.
    const charts = card.locator('figure canvas');
    const count = await charts.count();
    expect(count).toBeGreaterThan(5);
    // Loaded once the charts were shown, in one script of the back office's own.
    await expect.poll(() => chartScripts.get(p)!.length).toBe(1);
    expect(chartScripts.get(p)![0]).toContain(backofficeUrl());
    await shot(figure, `underwriting-mrr-${project}`);
    await shot(card.getByRole('region', { name: 'Subscription revenue' }), `underwriting-saas-${project}`);

    // The accounts' charts load when their section comes into view.
    const accounts = card.getByRole('region', { name: 'Management accounts' });
    const revenue = accounts.getByRole('figure', { name: 'Revenue', exact: true });
    await revenue.scrollIntoViewIfNeeded();
    await expect.poll(() => darkPixels(revenue.locator('canvas'))).toBeGreaterThan(200);
    await shot(accounts, `underwriting-accounts-${project}`);
    await shot(card.getByRole('region', { name: 'Pricing guide' }), `underwriting-pricing-${project}`);

    if (project === 'narrow') {
      await p.setViewportSize({ width: 320, height: 740 });
      await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThan(box.width);
      await expect.poll(() => darkPixels(canvas)).toBeGreaterThan(200);
      expect(await overflows(p)).toBe(false);
      await figure.scrollIntoViewIfNeeded();
      await shot(figure, 'underwriting-mrr-320');
      await shot(card.getByRole('region', { name: 'Subscription revenue' }), 'underwriting-saas-320');
    } else {
      await p.setViewportSize({ width: 900, height: 800 });
      await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).not.toBe(box.width);
      expect(await overflows(p)).toBe(false);
    }
  });

  await test.step('the numbers as a table, and the card passes axe', async () => {
    const p = reviewerPage;
    const figure = card.getByRole('figure', { name: 'MRR', exact: true });
    await figure.getByRole('button', { name: 'Show as table: MRR' }).click();
    const table = figure.getByRole('table', { name: 'MRR by month (Subscription revenue)' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: 'Feb 2025 USD 1,050.00' })).toBeVisible();
    expect(await overflows(p)).toBe(false);
    await shot(figure, `underwriting-table-${project}`);
    await expectAccessible(p, 'main');
  });

  await test.step('the transactions panel names the CSV, downloads it, and labels the mapping in words', async () => {
    const p = reviewerPage;
    const csv = p
      .getByRole('region', { name: 'Transactions', exact: true })
      .getByRole('region', { name: 'Uploaded transactions (CSV)' });
    await csv.scrollIntoViewIfNeeded();
    await expect(csv.locator('bdi', { hasText: CSV_NAME })).toBeVisible();
    await expect(csv).not.toContainText('Name not recorded');
    const mapping = csv.getByRole('table', { name: 'Column mapping' });
    const fields = mapping.getByRole('rowheader');
    await expect(fields).toHaveText(['Unique customer ID', 'Amount', 'Start date', 'Period']);
    await expect(mapping.getByRole('row', { name: 'Start date start_date' })).toBeVisible();
    const link = csv.getByRole('link', { name: `Download the CSV file ${CSV_NAME}` });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([p.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(CSV_NAME);
    expect(await readFile(await download.path())).toEqual(Buffer.from(saasCsv()));
    // At this width too (320 px on the narrow run), nothing of the panel widens the page.
    expect(await overflows(p)).toBe(false);
    await shot(csv, `transactions-csv-${project}`);
    await expectAccessible(p, 'main');
  });

  await test.step('in Arabic, the figures’ names, formulas and reasons are the back office’s own Arabic', async () => {
    const p = reviewerPage;
    const caseUrl = new URL(p.url());
    caseUrl.searchParams.set('lang', 'ar');
    await p.goto(caseUrl.toString());
    const saas = p.getByRole('region', { name: 'إيرادات الاشتراكات' });
    await expect(saas).toBeVisible({ timeout: 60_000 });
    const mrr = saas.locator('[data-metric="mrr"]');
    // Its Arabic name keeps the abbreviation, in a left-to-right isolate: looked up in the catalogue.
    const mrrName = say('ar', 'backoffice.underwriting.text.metric.saas', 'MRR');
    await expect(mrr.getByRole('heading', { name: mrrName })).toBeVisible();
    await expect(mrr).toContainText('Σ الإيرادات الشهرية المتكررة للعملاء في الشهر الأحدث');
    await expect(p.getByRole('region', { name: 'الحسابات الإدارية' })).toBeVisible();
    await expect(p.locator('html')).toHaveAttribute('dir', 'rtl');
    // The transactions panel: the mapped fields by the Arabic names the applicant read, the file's name as it is.
    const csv = p
      .getByRole('region', { name: 'المعاملات', exact: true })
      .getByRole('region', { name: 'المعاملات المرفوعة (CSV)' });
    await csv.scrollIntoViewIfNeeded();
    await expect(csv.locator('bdi', { hasText: CSV_NAME })).toBeVisible();
    await expect(csv.getByRole('table', { name: 'مطابقة الأعمدة' }).getByRole('rowheader')).toHaveText([
      say('ar', 'transactions.mapping.fields', 'Unique customer ID'),
      say('ar', 'transactions.mapping.fields', 'Amount'),
      say('ar', 'transactions.mapping.fields', 'Start date'),
      say('ar', 'transactions.mapping.fields', 'Period'),
    ]);
    await expect(csv.getByRole('link', { name: `تنزيل ملف CSV ${CSV_NAME}` })).toBeVisible();
    expect(await overflows(p)).toBe(false);
  });

  await reviewerPage.context().close();
});
