import { expect, test } from '@playwright/test';
import { applicantUnderReview } from './support/accounting';
import { newApplicant } from './support/applicant';
import { expectAccessible } from './support/eligibility-ui';
import { messagesTo, waitForEmail } from './support/outbox';
import { bootstrapStaff } from './support/staff-accounts';
import { backofficeUrl, caseIdOf, enrol, inDays, openCase, signIn } from './support/staff';

// The murabaha offer end to end, in Chromium at both widths: a reviewer (invited by the staff CLI
// when the product starts, support/staff-accounts.ts) assigns a submitted case and proposes an offer through the case
// page's composer; an approver (likewise invited) approves it (the letter is made) and sends it; the letter is fetched
// from the case page's link and is a PDF; the applicant's offer mail is in the outbox.

/** A calendar date `days` after today (UTC, the server's "today"). */
test('a reviewer proposes an offer, an approver approves and sends it: the letter is a PDF, the applicant is mailed', async ({
  page: makerPage,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const businessName = `Offer ${project}-${testInfo.retry}-${Date.now().toString(36)}`;

  const { applicant } = await test.step('an applicant submits an application', () =>
    applicantUnderReview(request, newApplicant(), { businessName }));

  const checkerPage = await (await browser.newContext({ viewport: makerPage.viewportSize() })).newPage();
  const maker = await enrol(makerPage, bootstrapStaff('offer', 'maker', project, testInfo.retry));
  const checker = await enrol(checkerPage, bootstrapStaff('offer', 'checker', project, testInfo.retry));

  let caseId = 0;
  await test.step('the reviewer assigns the case and proposes an offer through the composer', async () => {
    const page = makerPage;
    await signIn(page, maker);
    caseId = await caseIdOf(page, businessName);
    await openCase(page, caseId, businessName);
    await page.getByRole('button', { name: 'Assign to me', exact: true }).click();
    await expect(page.locator('header dl')).toContainText('In review');
    // Proposing is the composer's: the action bar has no "Recommend".
    await expect(page.getByRole('button', { name: 'Recommend' })).toHaveCount(0);

    await page
      .getByLabel('Asset or commodity bought for the applicant')
      .fill('Ten refrigerated delivery vans');
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByLabel('Cost price').fill('100,000');
    await page.getByLabel('Profit').fill('8,000.00');
    await page.getByLabel('Tenure (months)').fill('12');
    await expect(page.getByTestId('offer-preview-sale')).toHaveText('USD 108,000.00');
    await page.getByLabel('Offer valid until').fill(inDays(30));
    await page.getByLabel('First instalment due').fill(inDays(45));
    await page.getByLabel('Charity undertaking: a donation per late instalment').check();
    await page.getByLabel('Donation per late instalment', { exact: true }).fill('50');
    await page.getByRole('button', { name: 'Propose the offer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Version 1 proposed' })).toBeVisible();

    const card = page.getByRole('article', { name: /Version 1/ });
    await expect(card.getByRole('heading', { name: 'Version 1: Proposed' })).toBeVisible();
    await expect(card).toContainText('USD 108,000.00');
    await expect(card).toContainText('8.00%');
    await expect(card).toContainText('0 of 1');
    // Nobody approves their own proposal; the case now waits for the approver.
    await expect(card.getByRole('button', { name: 'Approve version 1' })).toHaveCount(0);
    await card.getByText('Instalment schedule (12 instalments)').click();
    await expect(card.getByRole('table')).toContainText('USD 9,000.00');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step('the approver approves and sends it', async () => {
    const page = checkerPage;
    await signIn(page, checker);
    await openCase(page, caseId, businessName);
    const card = page.getByRole('article', { name: /Version 1/ });
    await card.getByRole('button', { name: 'Approve version 1' }).click();
    await expect(card.getByRole('heading', { name: 'Version 1: Approved' })).toBeVisible();
    await expect(page.locator('header dl')).toContainText('Offer approved');
    await expect(card.getByRole('link', { name: 'Offer letter (PDF), version 1' })).toBeVisible();

    const mails = messagesTo(applicant.email).length;
    await page
      .getByRole('article', { name: /Version 1/ })
      .getByRole('button', { name: 'Send version 1 to the applicant' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Send version 1' });
    await expect(dialog).toContainText('USD 108,000.00');
    await dialog.getByRole('button', { name: 'Send it' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Version 1 sent: the case is now Offer sent.' }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: /Version 1/ }).getByRole('heading')).toHaveText(
      'Version 1: Sent',
    );
    await expectAccessible(page);

    const href = await page.getByRole('link', { name: 'Offer letter (PDF), version 1' }).getAttribute('href');
    const letter = await page.request.get(new URL(href!, backofficeUrl()).toString());
    expect(letter.ok()).toBe(true);
    expect(letter.headers()['content-type']).toContain('application/pdf');
    expect((await letter.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const mail = await waitForEmail(applicant.email, { count: mails + 1 });
    expect(mail.subject).toMatch(/financing offer is ready/);
  });

  await checkerPage.context().close();
});
