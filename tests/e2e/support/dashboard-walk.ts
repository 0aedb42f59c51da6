import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { applicantUnderReview } from './accounting';
import type { Applicant } from './applicant';
import { chooseLanguage } from './arabic';
import { samplePdf } from './documents';
import { main, solveCaptchaWidget } from './eligibility-ui';
import { messagesTo, waitForEmail } from './outbox';
import { caseIdOf, enrol, inDays, openCase, signIn } from './staff';
import { say, type Language } from './texts';

// Every screen of the applicant's dashboard in one walk, in one language: an applicant signs in by email,
// follows the status and the timeline, answers a request for information, reads the offer (its terms, its schedule,
// the accept dialog) and accepts it, then opens My data and deletes their data. The reviewer and the approver work in
// English (their screens are support/backoffice-walk.ts's). `visit` is called at each stop with its name:
// tests/e2e/dashboard-ar.spec.ts scans each one in Arabic, `npm run screenshots` photographs it in both languages.

export type DashboardVisit = (page: Page, name: string) => Promise<void>;

/** Every stop's name, in the order the walk reaches them. */
export const DASHBOARD_STOPS = [
  'sign-in',
  'sign-in, with errors',
  'sign-in, link sent',
  'status, in review',
  'information requested',
  'information requested, with errors',
  'information requested, file chosen',
  'information sent',
  'offer',
  'accept dialog, with errors',
  'accept dialog',
  'offer accepted',
  'delete dialog',
  'data deleted',
] as const;

/** The file the applicant sends back when the reviewer asks for the cap table again. */
export const CAP_TABLE = 'cap-table-signed.pdf';

const WORDS = {
  en: {
    request: 'Please send the cap table signed by every shareholder.',
    reply: 'Signed by every shareholder.',
    asset: 'Ten refrigerated delivery vans',
  },
  ar: {
    request: 'يرجى إرسال جدول الملكية موقّعًا من جميع المساهمين.',
    reply: 'وقّعه جميع المساهمين.',
    asset: 'عشر شاحنات توصيل مبردة',
  },
} satisfies Record<Language, Record<string, string>>;

export interface DashboardWalk {
  lang: Language;
  applicant: Applicant;
  businessName: string;
  /** The reviewer and the approver invited when the product started (support/staff-accounts.ts). */
  makerEmail: string;
  checkerEmail: string;
  visit: DashboardVisit;
}

/** The walk, from a submitted application to the data deleted; the staff work in tabs of their own. */
export async function walkDashboard(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  { lang, applicant, businessName, makerEmail, checkerEmail, visit }: DashboardWalk,
): Promise<void> {
  const d = (english: string, values?: Record<string, string | number>) =>
    say(lang, 'dashboard', english, values);
  const words = WORDS[lang];
  const card = (): Locator => main(page).getByRole('article', { name: businessName });
  const expectStatus = (status: string) =>
    expect(
      card().getByText(
        `${say(lang, 'dashboard.status', 'Status')}: ${say(lang, 'dashboard.status', status)}`,
        {
          exact: true,
        },
      ),
    ).toBeVisible();

  await test.step('an applicant finishes the journey', () =>
    applicantUnderReview(request, applicant, { businessName }));

  await chooseLanguage(page, lang);
  await test.step('the applicant signs in by email: In review, the timeline', async () => {
    await page.goto('/dashboard');
    await expect(main(page).getByRole('heading', { name: d('Sign in to your dashboard') })).toBeVisible();
    await visit(page, 'sign-in');
    await main(page)
      .getByRole('button', { name: d('Send me a sign-in link') })
      .click();
    await visit(page, 'sign-in, with errors');
    await main(page).getByLabel(d('Email address')).fill(applicant.email);
    await solveCaptchaWidget(page, lang);
    const before = messagesTo(applicant.email).length;
    await main(page)
      .getByRole('button', { name: d('Send me a sign-in link') })
      .click();
    await expect(main(page).getByRole('status')).not.toBeEmpty();
    await visit(page, 'sign-in, link sent');

    const mail = await waitForEmail(applicant.email, { count: before + 1 });
    const link = mail.links.map((href) => new URL(href)).find((url) => url.searchParams.has('link'));
    await page.goto(`${link!.pathname}${link!.search}`);
    await expectStatus('In review');
    await expect(card().getByRole('list')).toContainText(d('Application submitted'));
    await visit(page, 'status, in review');
  });

  const staffPage = async () => (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  const makerPage = await staffPage();
  const checkerPage = await staffPage();
  const maker = await enrol(makerPage, makerEmail);
  const checker = await enrol(checkerPage, checkerEmail);
  let caseId = 0;
  await test.step('a reviewer requests the cap table again', async () => {
    await signIn(makerPage, maker);
    caseId = await caseIdOf(makerPage, businessName);
    await openCase(makerPage, caseId, businessName);
    await makerPage.getByRole('button', { name: 'Assign to me', exact: true }).click();
    await expect(makerPage.locator('header dl')).toContainText('In review');
    await makerPage.getByRole('button', { name: 'Request information' }).click();
    const dialog = makerPage.getByRole('dialog', { name: 'Request information' });
    await dialog.getByRole('checkbox', { name: 'Cap table' }).check();
    await dialog.getByLabel('Message to the applicant').fill(words.request);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(makerPage.locator('header dl')).toContainText('Information requested');
  });

  await test.step('the applicant answers the request from the dashboard', async () => {
    await page.reload();
    await expectStatus('Information requested');
    const form = card().getByRole('region', { name: d('The reviewer needs more information') });
    await expect(form).toContainText(words.request);
    await visit(page, 'information requested');
    await form.getByRole('button', { name: d('Send to the reviewer') }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeAttached();
    await visit(page, 'information requested, with errors');
    await form
      .locator('input[type="file"][name="CapTable"]')
      .setInputFiles(samplePdf(CAP_TABLE, 'Cap table signed'));
    await expect(form).toContainText(CAP_TABLE);
    await form.getByLabel(d('Your reply (optional)')).fill(words.reply);
    await visit(page, 'information requested, file chosen');
    await form.getByRole('button', { name: d('Send to the reviewer') }).click();
    await expectStatus('In review');
    await expect(card().getByRole('list')).toContainText(d('Information sent'));
    await visit(page, 'information sent');
  });

  await test.step('the reviewer proposes an offer, the approver approves and sends it', async () => {
    await openCase(makerPage, caseId, businessName);
    await makerPage.getByLabel('Asset or commodity bought for the applicant').fill(words.asset);
    await makerPage.getByLabel('Currency').selectOption('USD');
    await makerPage.getByRole('textbox', { name: 'Cost price', exact: true }).fill('100,000');
    await makerPage.getByRole('textbox', { name: 'Profit', exact: true }).fill('8,000.00');
    await makerPage.getByLabel('Tenure (months)').fill('12');
    await makerPage.getByLabel('Offer valid until').fill(inDays(30));
    await makerPage.getByLabel('First instalment due').fill(inDays(45));
    await makerPage.getByLabel('Charity undertaking: a donation per late instalment').check();
    await makerPage.getByLabel('Donation per late instalment', { exact: true }).fill('50');
    await makerPage.getByRole('button', { name: 'Propose the offer' }).click();
    await expect(makerPage.getByRole('alert').filter({ hasText: 'Version 1 proposed' })).toBeVisible();

    await signIn(checkerPage, checker);
    await openCase(checkerPage, caseId, businessName);
    const version = checkerPage.getByRole('article', { name: /Version 1/ });
    await version.getByRole('button', { name: 'Approve version 1' }).click();
    await expect(version.getByRole('heading', { name: 'Version 1: Approved' })).toBeVisible();
    await version.getByRole('button', { name: 'Send version 1 to the applicant' }).click();
    await checkerPage
      .getByRole('dialog', { name: 'Send version 1' })
      .getByRole('button', { name: 'Send it' })
      .click();
    await expect(checkerPage.getByRole('article', { name: /Version 1/ }).getByRole('heading')).toHaveText(
      'Version 1: Sent',
    );
  });

  await test.step('the applicant reads the offer, its schedule, and accepts it', async () => {
    await page.reload();
    await expectStatus('Offer ready');
    const offer = card().getByRole('region', { name: d('Your financing offer') });
    await expect(offer.getByRole('table')).toBeVisible();
    await visit(page, 'offer');
    await offer.getByRole('button', { name: d('Accept'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: d('Accept the offer') });
    await dialog.getByRole('button', { name: d('Accept'), exact: true }).click();
    await expect(dialog.locator('[aria-invalid="true"]')).toBeAttached();
    await visit(page, 'accept dialog, with errors');
    await dialog.getByLabel(d('Your full name')).fill(applicant.name);
    await visit(page, 'accept dialog');
    await dialog.getByRole('button', { name: d('Accept'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectStatus('Accepted');
    await visit(page, 'offer accepted');
  });

  await test.step('My data: the delete dialog, then the data deleted', async () => {
    await main(page)
      .getByRole('button', { name: d('Delete my data'), exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: d('Delete my data') });
    await expect(dialog).toBeVisible();
    await visit(page, 'delete dialog');
    await dialog.getByLabel(d('Type DELETE to confirm')).fill('DELETE');
    await dialog.getByRole('button', { name: d('Delete my data') }).click();
    await expect(main(page).getByRole('heading', { name: d('Your data has been deleted') })).toBeVisible();
    await visit(page, 'data deleted');
  });

  for (const p of [makerPage, checkerPage]) await p.context().close();
}
