import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { submitMonthlyAccounts } from './accounting';
import { registerApplicant, type Applicant } from './applicant';
import { chooseLanguage } from './arabic';
import { requiredDocuments, uploadDocuments } from './documents';
import { passEligibility } from './eligibility';
import { backofficeUrl, enrol, inDays, signIn } from './staff';
import { say, type Language, type Scope } from './texts';
import { importSaasCsv } from './transactions';

// Every screen of the back office in one walk, in one language: a new admin enrols (password and TOTP), signs in,
// invites a reviewer from the team page and reads the audit log; the reviewer enrols, finds a submitted case in the
// queue, assigns it, opens every step's review panel, a document, the request-information dialog, the underwriting
// figures and the offer composer, and proposes an offer. `visit` is called at each stop with its name (and what
// applicants wrote that the stop shows): tests/e2e/backoffice-ar.spec.ts scans each one in Arabic, `npm run
// screenshots` photographs it in both languages.

/** A stop: the page as it is now, its name, and more of what applicants wrote that this screen shows. */
export type BackofficeVisit = (page: Page, name: string, data?: readonly string[]) => Promise<void>;

/** Every stop's name, in the order the walk reaches them (the narrow queue's filters only on a phone). */
export const BACKOFFICE_STOPS = [
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
] as const;

/** 14 months of a small SaaS business (Jan 2024 … Feb 2025): enough for every subscription figure. */
export function saasCsv(): string {
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

export interface BackofficeWalk {
  lang: Language;
  /** The applicant whose submitted case the reviewer works on, and their business. */
  applicant: Applicant;
  businessName: string;
  /** The admin invited when the product started (support/staff-accounts.ts), and the reviewer they invite. */
  adminEmail: string;
  reviewerEmail: string;
  visit: BackofficeVisit;
}

/** The walk, from the applicant's submission to the audit log; `adminPage` is the admin's, the reviewer gets a tab. */
export async function walkBackoffice(
  adminPage: Page,
  browser: Browser,
  request: APIRequestContext,
  { lang, applicant, businessName, adminEmail, reviewerEmail, visit }: BackofficeWalk,
): Promise<void> {
  const t = (english: string, values?: Record<string, string | number>, scope: Scope = 'backoffice') =>
    say(lang, scope, english, values);
  // The queue lists every applicant's case (other specs' too, on a shared run): their business names are their data.
  const businessNames = (page: Page) => page.getByRole('row').getByRole('link').allTextContents();

  await test.step('an applicant submits an application with transactions and mapped accounts', async () => {
    const { token } = await registerApplicant(request, applicant);
    await passEligibility(request, token, { eligible: true, businessName });
    await uploadDocuments(request, token);
    await importSaasCsv(request, token, saasCsv());
    await submitMonthlyAccounts(request, token, { mapped: true });
  });

  await chooseLanguage(adminPage, lang);
  const admin = await test.step('the admin enrols and signs in', async () => {
    const member = await enrol(adminPage, adminEmail, {
      lang,
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
    await signIn(adminPage, member, lang);
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

  const page = await (await browser.newContext({ viewport: adminPage.viewportSize() })).newPage();
  await chooseLanguage(page, lang);
  let caseId = 0;
  await test.step('the reviewer enrols, signs in and finds the case in the queue', async () => {
    const reviewer = await enrol(page, reviewerEmail, { lang });
    await signIn(page, reviewer, lang);
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
      .fill(lang === 'ar' ? 'عشر شاحنات توصيل مبردة' : 'Ten refrigerated delivery vans');
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
    await adminPage.getByLabel(t('Business name')).fill(businessName);
    await adminPage.getByRole('button', { name: t('Show') }).click();
    await expect(adminPage).toHaveURL(/\/audit\?business=/);
    await expect(adminPage.locator('table tbody tr').first()).toBeVisible();
    await expect(adminPage.locator(`table a[href$="/cases/${caseId}"]`).first()).toBeVisible();
    await visit(adminPage, 'audit log');
    await adminPage.goto(`${backofficeUrl()}/no-such-page`);
    await expect(adminPage.getByRole('heading', { name: t('NOT FOUND') })).toBeVisible();
    await visit(adminPage, 'not found');
  });

  await page.context().close();
}
