import { expect, test, type Page } from '@playwright/test';
import { monthHeadings, PL_LABELS, submitMonthlyAccounts, monthlyAccounts } from './support/accounting';
import { newApplicant, registerApplicant } from './support/applicant';
import { chooseLanguage, ArabicScreens } from './support/arabic';
import { requiredDocuments } from './support/documents';
import { uploadDocuments } from './support/documents';
import { passEligibility } from './support/eligibility';
import { bootstrapAdmin } from './support/staff-accounts';
import { backofficeUrl, enrol, inDays, signIn } from './support/staff';
import { say, type Scope } from './support/texts';
import { importSaasCsv } from './support/transactions';

// The back office in Arabic (#19), wide and narrow (the two projects): a new admin enrols (password and TOTP), signs
// in, invites a reviewer from the team page and reads the audit log; the reviewer enrols, finds a submitted case in
// the queue, assigns it, opens every step's review panel, a document, the request-information dialog, the
// underwriting figures and the offer composer, and proposes an offer. At each stop (support/arabic.ts): the page is
// Arabic and right to left, axe finds no serious or critical violation, and no English is left untranslated.
// One applicant and one admin per run; the findings of every stop are asserted together at the end.

/** Arabic of a back-office text. */
const t = (english: string, values?: Record<string, string | number>, scope: Scope = 'backoffice') =>
  say('ar', scope, english, values);

/** 14 months of a small SaaS business (Jan 2024 … Feb 2025): enough for every subscription figure. */
function saasCsv(): string {
  const rows = ['customer_id,amount,start_date,period'];
  for (let m = 0; m < 14; m++) {
    const month = `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    rows.push(`acme,500.00,${month}-03,monthly`);
    if (m >= 2 && m <= 8) rows.push(`beta,200.00,${month}-10,monthly`);
  }
  rows.push('cargo,2400.00,2024-01-15,annual', 'cargo,3000.00,2025-01-15,annual');
  return `${rows.join('\n')}\n`;
}

const narrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

test('the back office in Arabic: right to left, accessible, and with no English left', async ({
  page: adminPage,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name;
  const attempt = `${project}-${testInfo.retry}-${Date.now().toString(36)}`;
  const businessName = `Arabic ${attempt}`;
  const reviewerEmail = `ar-reviewer-${attempt}@provider.example`;
  const applicant = newApplicant({ name: 'سارة المنصور' });
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
  const visit = (page: Page, name: string, data?: string[]) =>
    test.step(`scan: ${name}`, () => screens.visit(page, name, data));
  // The queue lists every applicant's case (other specs' too, on a shared run): their business names are their data.
  const businessNames = (page: Page) => page.getByRole('row').getByRole('link').allTextContents();

  await test.step('an applicant submits an application with transactions and mapped accounts', async () => {
    const { token } = await registerApplicant(request, applicant);
    await passEligibility(request, token, { eligible: true, businessName });
    await uploadDocuments(request, token);
    await importSaasCsv(request, token, saasCsv());
    await submitMonthlyAccounts(request, token, { mapped: true });
  });

  await chooseLanguage(adminPage, 'ar');
  const admin = await test.step('the admin enrols and signs in', async () => {
    const member = await enrol(adminPage, bootstrapAdmin('backoffice-ar', project, testInfo.retry), {
      lang: 'ar',
      visit: async (p) => {
        await visit(p, 'enrolment');
        await p.getByRole('button', { name: t('Finish enrolment', {}, 'backoffice.enrol') }).click();
        await expect(
          p.getByText(t('Enter the 6-digit code your authenticator app shows.', {}, 'backoffice.enrol')),
        ).toBeVisible();
        await visit(p, 'enrolment, with errors');
      },
    });
    await visit(adminPage, 'sign-in, account ready');
    await adminPage.getByRole('button', { name: t('Sign in', {}, 'backoffice.signIn'), exact: true }).click();
    await expect(adminPage.getByText(t('Please enter your email.'))).toBeVisible();
    await visit(adminPage, 'sign-in, with errors');
    await signIn(adminPage, member, 'ar');
    return member;
  });

  await test.step('the team page: the admin invites a reviewer', async () => {
    await expect(adminPage).toHaveURL(`${backofficeUrl()}/team`);
    await expect(adminPage.getByRole('heading', { name: t('Team'), level: 1 })).toBeVisible();
    await expect(adminPage.getByRole('cell', { name: admin.email })).toBeVisible();
    await visit(adminPage, 'team');
    await adminPage.getByLabel(t('Email', {}, 'backoffice.team')).fill(reviewerEmail);
    await adminPage.getByLabel(t('Role', {}, 'backoffice.team')).selectOption('reviewer');
    await adminPage.getByRole('button', { name: t('Send the invitation') }).click();
    await expect(adminPage.getByRole('status').filter({ hasText: reviewerEmail })).toBeVisible();
    await visit(adminPage, 'team, invitation sent');
  });

  const reviewerPage = await (await browser.newContext({ viewport: adminPage.viewportSize() })).newPage();
  await chooseLanguage(reviewerPage, 'ar');
  const page = reviewerPage;
  let caseId = 0;
  await test.step('the reviewer enrols, signs in and finds the case in the queue', async () => {
    const reviewer = await enrol(page, reviewerEmail, { lang: 'ar' });
    await signIn(page, reviewer, 'ar');
    await expect(page).toHaveURL(`${backofficeUrl()}/cases`);
    await expect(
      page.getByRole('heading', { name: t('Cases', {}, 'backoffice.queue'), level: 1 }),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await visit(page, 'queue', await businessNames(page));
    if (narrow(page)) {
      await page.getByRole('button', { name: t('Filters') }).click();
      await visit(page, 'queue, filters open', await businessNames(page));
    }
    await page.getByLabel(t('Business name or email')).fill(businessName);
    await page.getByRole('button', { name: t('Apply filters') }).click();
    await expect(
      page.getByRole('heading', { name: t('{{count, number}} cases', { count: 1 }), level: 2 }),
    ).toBeVisible();
    await visit(page, 'queue, searched');
    const link = page.getByRole('link', { name: businessName });
    caseId = Number((await link.getAttribute('href'))!.split('/').pop());
    await link.click();
  });

  await test.step('the case page: every step’s review panel, assigned, a document, the request dialog', async () => {
    await expect(page.getByRole('heading', { name: businessName, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: t('Offer', {}, 'backoffice.offer'), level: 2 }),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await visit(page, 'case');
    await page.getByRole('button', { name: t('Assign to me'), exact: true }).click();
    await expect(page.locator('header dl')).toContainText(t('In review', {}, 'backoffice.statuses'));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await visit(page, 'case, assigned');

    const capTable = requiredDocuments().CapTable!.name;
    await page
      .getByRole('button', { name: new RegExp(capTable) })
      .first()
      .click();
    const viewer = page.getByRole('region', { name: new RegExp(capTable) });
    await expect(viewer.locator('canvas')).toBeVisible();
    await visit(page, 'document viewer');
    await viewer.getByRole('button').first().focus();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: t('Request information', {}, 'backoffice.actions') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('Confirm', {}, 'backoffice.actions') }).click();
    await expect(dialog.getByText(t('Choose at least one document or write a message.'))).toBeVisible();
    await visit(page, 'request information, with errors');
    await dialog.getByRole('button', { name: t('Cancel', {}, 'backoffice.actions') }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the underwriting figures, charts and a table', async () => {
    const card = page.getByRole('region', { name: t('Underwriting', {}, 'backoffice.underwriting') });
    const saas = card.getByRole('region', {
      name: t('Subscription revenue', {}, 'backoffice.underwriting.text.section'),
    });
    await expect(saas).toBeVisible({ timeout: 60_000 });
    const accounts = card.getByRole('region', {
      name: t('Management accounts', {}, 'backoffice.underwriting.text.section'),
    });
    await accounts.scrollIntoViewIfNeeded();
    await card.getByRole('region', { name: t('Pricing guide') }).scrollIntoViewIfNeeded();
    await expect(card.locator('figure canvas').first()).toBeVisible();
    const mrr = t('MRR', {}, 'backoffice.underwriting.text.series.saas');
    await card
      .getByRole('button', { name: t('Show as table: {{series}}', { series: mrr }) })
      .first()
      .click();
    await visit(page, 'underwriting');
  });

  await test.step('the offer composer: errors, the preview, a proposed version', async () => {
    const o = (english: string, values?: Record<string, string | number>) =>
      t(english, values, 'backoffice.offer');
    const oc = (english: string) => t(english, {}, 'backoffice.offer.composer');
    const composer = page.locator('form', {
      has: page.getByRole('button', { name: oc('Propose the offer') }),
    });
    await composer.getByRole('button', { name: oc('Propose the offer') }).click();
    await visit(page, 'offer composer, with errors');
    await composer
      .getByLabel(oc('Asset or commodity bought for the applicant'))
      .fill('عشر شاحنات توصيل مبردة');
    await composer.getByLabel(oc('Currency')).selectOption('USD');
    await composer.getByRole('textbox', { name: oc('Cost price'), exact: true }).fill('100,000');
    await composer.getByRole('textbox', { name: oc('Profit'), exact: true }).fill('8,000.00');
    await composer.getByLabel(oc('Tenure (months)')).fill('12');
    await composer.getByLabel(oc('Offer valid until')).fill(inDays(30));
    await composer.getByLabel(oc('First instalment due')).fill(inDays(45));
    await composer.getByLabel(oc('Charity undertaking: a donation per late instalment')).check();
    await composer.getByLabel(oc('Donation per late instalment'), { exact: true }).fill('50');
    await expect(page.getByTestId('offer-preview-sale')).toContainText('108,000.00');
    await visit(page, 'offer composer, preview');
    await composer.getByRole('button', { name: oc('Propose the offer') }).click();
    const card = page.getByRole('article', { name: new RegExp(o('Version {{version}}', { version: 1 })) });
    await expect(card.getByRole('heading')).toHaveText(
      `${o('Version {{version}}', { version: 1 })}: ${o('Proposed')}`,
    );
    await card.getByText(o('Instalment schedule ({{count, number}} instalments)', { count: 12 })).click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await visit(page, 'offer proposed');
  });

  await test.step('the admin reads the audit log of the case', async () => {
    await adminPage
      .getByRole('navigation', { name: t('Back office') })
      .getByRole('link', { name: t('Audit log', {}, 'backoffice.nav') })
      .click();
    await adminPage.getByLabel(t('Case id')).fill(String(caseId));
    await adminPage.getByRole('button', { name: t('Show') }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/audit\\?caseId=${caseId}`));
    await expect(adminPage.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await visit(adminPage, 'audit log');
    await adminPage.goto(`${backofficeUrl()}/no-such-page`);
    await expect(adminPage.getByRole('heading', { name: t('NOT FOUND') })).toBeVisible();
    await visit(adminPage, 'not found');
  });

  await reviewerPage.context().close();
  screens.expectClean([
    'enrolment',
    'enrolment, with errors',
    'sign-in, account ready',
    'sign-in, with errors',
    'team',
    'team, invitation sent',
    'queue',
    'queue, searched',
    'case',
    'case, assigned',
    'document viewer',
    'request information, with errors',
    'underwriting',
    'offer composer, with errors',
    'offer composer, preview',
    'offer proposed',
    'audit log',
    'not found',
  ]);
});
