import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/eligibility-ui';
import { bootstrapAdmin } from './support/staff-accounts';
import {
  backofficeUrl,
  enrol,
  enrolmentLink,
  invite,
  nextCode,
  signIn,
  STAFF_PASSWORD,
} from './support/staff';

// Offboarding on the Team page: an admin disables a signed-in reviewer (their next page is the
// sign-in page, and signing in is refused), enables them again, changes their role, and revokes an invitation (its
// link stops working). The admin's own row offers nothing that could lock them out. The admin is invited by the
// config's `npm start` (support/staff-accounts.ts); the others are invited here, from the team page.

test.describe.configure({ mode: 'serial' });

async function newPage(browser: Browser, like: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: like.viewportSize() });
  return context.newPage();
}

const row = (page: Page, email: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

/** Opens `email`'s dialog from their row's "Manage" button. */
async function manage(page: Page, email: string): Promise<Locator> {
  await page.getByRole('button', { name: `Manage ${email}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Manage ${email}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Waits for the authenticator's next 30-second step. The server takes each step once and one step either side of
 * now, and nextCode moves on a step per code: the reviewer signs in three times within a minute, so before a sign-in
 * that must be refused for the account's state alone (or accepted), the clock catches up with the codes used.
 */
async function nextStep(page: Page) {
  const step = Math.floor(Date.now() / 30_000);
  await page.waitForTimeout((step + 1) * 30_000 - Date.now() + 250);
}

async function moved(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('an admin disables a signed-in reviewer, enables them, changes their role and revokes an invitation', async ({
  page: adminPage,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const tag = `${project}-${testInfo.retry}`;
  const reviewerEmail = `reviewer-offboarding-${tag}@provider.example`;
  const leaverEmail = `leaver-offboarding-${tag}@provider.example`;

  const admin =
    await test.step('the admin enrols, signs in and invites a reviewer and a leaver', async () => {
      const member = await enrol(adminPage, bootstrapAdmin('team-offboarding', project, testInfo.retry));
      await signIn(adminPage, member);
      await expect(adminPage).toHaveURL(`${backofficeUrl()}/team`);
      await invite(adminPage, reviewerEmail, 'reviewer');
      await invite(adminPage, leaverEmail, 'reviewer');
      return member;
    });

  await test.step('the admin’s own row offers nothing that could lock them out', async () => {
    const own = row(adminPage, admin.email);
    await expect(own).toContainText('You. To end your own sessions, use “Sign out everywhere”.');
    await expect(own.getByRole('button')).toHaveCount(0);
    await expect(adminPage.getByRole('button', { name: `Manage ${admin.email}` })).toHaveCount(0);
    await expect(adminPage.getByRole('button', { name: `Disable ${admin.email}` })).toHaveCount(0);
  });

  const reviewerPage = await newPage(browser, adminPage);
  const reviewer = await test.step('the reviewer enrols and signs in', async () => {
    const member = await enrol(reviewerPage, reviewerEmail);
    await signIn(reviewerPage, member);
    await expect(reviewerPage).toHaveURL(`${backofficeUrl()}/cases`);
    return member;
  });

  await test.step('the team table shows each account: the reviewer signed in, the leaver invited', async () => {
    await adminPage.reload();
    const reviewerRow = row(adminPage, reviewerEmail);
    await expect(reviewerRow.getByRole('cell')).toHaveText([
      reviewerEmail,
      'Reviewer',
      'Active',
      'Password and authenticator',
      /\d/,
      '1',
      'Manage',
    ]);
    await expect(row(adminPage, leaverEmail)).toContainText(/Invited — link valid until .*\d/);
    await expect(row(adminPage, leaverEmail)).toContainText('Never');
    await expect(adminPage.getByText(/invitations? (is|are) pending\./)).toBeVisible();
    await expectAccessible(adminPage);
  });

  await test.step('disabling asks first: Cancel goes back, Escape closes, nothing is sent', async () => {
    const dialog = await manage(adminPage, reviewerEmail);
    await expectAccessible(adminPage, '[role="dialog"]');
    await dialog.getByRole('button', { name: `Disable ${reviewerEmail}` }).click();
    await expect(dialog.getByText(`Disable ${reviewerEmail}?`)).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('button', { name: `Disable ${reviewerEmail}` })).toBeFocused();
    await dialog.getByRole('button', { name: `Disable ${reviewerEmail}` }).press('Enter');
    await expect(dialog.getByText(`Disable ${reviewerEmail}?`)).toBeVisible();
    await adminPage.keyboard.press('Escape');
    await expect(adminPage.getByRole('dialog')).toHaveCount(0);
    await expect(adminPage.getByRole('button', { name: `Manage ${reviewerEmail}` })).toBeFocused();
    await expect(row(adminPage, reviewerEmail)).toContainText('Active');
  });

  await test.step('the admin disables the reviewer: their session ends at once', async () => {
    const dialog = await manage(adminPage, reviewerEmail);
    await dialog.getByRole('button', { name: `Disable ${reviewerEmail}` }).click();
    await dialog.getByRole('button', { name: `Disable ${reviewerEmail}` }).click();
    await moved(adminPage, `${reviewerEmail} is disabled. 1 session ended.`);
    await expect(row(adminPage, reviewerEmail).getByRole('cell').nth(2)).toHaveText('Disabled');
    await expect(row(adminPage, reviewerEmail).getByRole('cell').nth(5)).toHaveText('0');
  });

  await test.step('the reviewer’s next step sends them to sign in, where they are refused', async () => {
    expect((await reviewerPage.request.get(`${backofficeUrl()}/api/backoffice/session`)).status()).toBe(401);
    await reviewerPage.reload();
    await expect(reviewerPage).toHaveURL(`${backofficeUrl()}/sign-in`);
    await nextStep(reviewerPage);
    await reviewerPage.getByLabel('Email').fill(reviewer.email);
    await reviewerPage.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
    await reviewerPage.getByLabel('Authentication code').fill(nextCode(reviewer.secret));
    await reviewerPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(reviewerPage.getByRole('alert')).toBeVisible();
    await expect(reviewerPage).toHaveURL(`${backofficeUrl()}/sign-in`);
  });

  await test.step('the admin enables the reviewer again, who signs in', async () => {
    const dialog = await manage(adminPage, reviewerEmail);
    await dialog.getByRole('button', { name: `Enable ${reviewerEmail}` }).click();
    await moved(adminPage, `${reviewerEmail} is enabled again.`);
    await expect(row(adminPage, reviewerEmail).getByRole('cell').nth(2)).toHaveText('Active');
    await reviewerPage.reload();
    await nextStep(reviewerPage);
    await signIn(reviewerPage, reviewer);
    await expect(reviewerPage).toHaveURL(`${backofficeUrl()}/cases`);
  });

  await test.step('the admin makes the reviewer an approver', async () => {
    const dialog = await manage(adminPage, reviewerEmail);
    await dialog.getByLabel('New role').selectOption('approver');
    await dialog.getByRole('button', { name: `Change the role of ${reviewerEmail}` }).click();
    await moved(adminPage, `${reviewerEmail} is now Approver.`);
    await expect(row(adminPage, reviewerEmail).getByRole('cell').nth(1)).toHaveText('Approver');
  });

  await test.step('the admin revokes the leaver’s invitation: the row goes, the link stops working', async () => {
    const link = await enrolmentLink(leaverEmail);
    const dialog = await manage(adminPage, leaverEmail);
    await dialog.getByRole('button', { name: `Revoke the invitation of ${leaverEmail}` }).click();
    await expect(dialog.getByText('The enrolment link stops working')).toBeVisible();
    await dialog.getByRole('button', { name: `Revoke the invitation of ${leaverEmail}` }).click();
    await moved(adminPage, `The invitation of ${leaverEmail} was revoked.`);
    await expect(row(adminPage, leaverEmail)).toHaveCount(0);
    await expect(adminPage.getByRole('heading', { name: 'Staff', exact: true, level: 2 })).toBeFocused();

    const leaverPage = await newPage(browser, adminPage);
    await leaverPage.goto(link);
    await expect(leaverPage.getByRole('alert')).toBeVisible();
    await expect(leaverPage.getByTestId('enrol-secret')).toHaveCount(0);
    await leaverPage.context().close();
  });

  await reviewerPage.context().close();
});
