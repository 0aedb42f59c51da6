import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/eligibility-ui';
import { messagesTo, type OutboxMessage } from './support/outbox';
import { bootstrapAdmin } from './support/staff-accounts';
import { backofficeUrl as backofficeOrigin, nextCode, STAFF_PASSWORD as PASSWORD } from './support/staff';

// The back office: the first admin is invited from the command line, follows the mailed enrolment link, sets a
// password and an authenticator (scanning is impossible here, so the code is computed from the secret shown as
// text), signs in, invites a reviewer and signs out.
//
// Against the product as `npm start` runs it: the back office on PORT+7 in front of the same API. The product's API
// runs on PGlite, which is single-process, so the staff CLI cannot open its data folder while it runs: the config's
// `npm start` invites this spec's admin with the CLI before it starts the API (support/staff-accounts.ts). The case
// page, the queue and the audit log are tests/e2e/workbench.spec.ts.

test.describe.configure({ mode: 'serial' });

const backofficeUrl = backofficeOrigin();

function outbox(email: string): OutboxMessage[] {
  return messagesTo(email);
}

async function signIn(page: Page, email: string, secret: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Authentication code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('the back office origin proxies the staff API only', async ({ request }) => {
  expect((await request.get(`${backofficeUrl}/api/backoffice/session`)).status()).toBe(401);
  expect((await request.get(`${backofficeUrl}/api/onboarding/check-user`)).status()).toBe(404);
  const remotes = await request.get(`${backofficeUrl}/remotes.json`);
  expect(Object.keys(await remotes.json()).sort()).toEqual([
    'accounting',
    'documents',
    'eligibility',
    'transactions',
  ]);
  const page = await request.get(`${backofficeUrl}/cases`, { headers: { accept: 'text/html' } });
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('the first admin enrols from the mailed link, signs in, invites a reviewer and signs out', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = bootstrapAdmin('backoffice', testInfo.project.name, testInfo.retry);
  const [mail] = outbox(email);
  expect(mail?.subject).toContain('back office account');
  const link = mail.links.find((l) => l.includes('/enrol#token='))!;
  expect(link.startsWith(`${backofficeUrl}/enrol#token=`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
  await expect(
    page.getByText(`You were invited to the back office as Admin with the address ${email}.`),
  ).toBeVisible();
  // The token left the address bar.
  expect(page.url()).toBe(`${backofficeUrl}/enrol`);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('enrol-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expectAccessible(page);

  // Too short first: refused in the page.
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm the password').fill('short');
  await page.getByLabel('Authentication code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Finish enrolment' }).click();
  await expect(page.getByText('The password must be at least 12 characters long.')).toBeVisible();

  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Finish enrolment' }).click();
  await expect(page).toHaveURL(`${backofficeUrl}/sign-in`);
  await expect(page.getByText('Your account is ready. Please sign in.')).toBeVisible();
  await expectAccessible(page);

  // A wrong code is refused without saying which factor was wrong.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await signIn(page, email, secret);
  // An admin lands on the team page; the navigation shows the admin's pages only.
  await expect(page).toHaveURL(`${backofficeUrl}/team`);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cases' })).toHaveCount(0);
  // On a phone neither the team nor the audit log scrolls sideways.
  if (testInfo.project.name === 'narrow') {
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    expect(await sideways()).toBe(0);
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await sideways()).toBe(0);
    await nav.getByRole('link', { name: 'Team' }).click();
  }

  const reviewer = `reviewer-${testInfo.project.name}-${testInfo.retry}@provider.example`;
  await page.getByLabel('Email').fill(reviewer);
  await page.getByLabel('Role').selectOption('reviewer');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${reviewer}.` })).toBeVisible();
  await expect.poll(() => outbox(reviewer).length).toBe(1);
  expect(outbox(reviewer)[0].links.some((l) => l.startsWith(`${backofficeUrl}/enrol#token=`))).toBe(true);

  // The session survives a reload (cookie + GET /backoffice/session), then sign out ends it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  // On a phone the sign-out is behind the header's Account button.
  const account = page.getByRole('button', { name: 'Account' });
  if (await account.isVisible()) await account.click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(`${backofficeUrl}/sign-in`);
  await page.goto(`${backofficeUrl}/team`);
  await expect(page).toHaveURL(`${backofficeUrl}/sign-in`);
});

test('a failed single sign-on is said in words on the sign-in page, and leaves the address', async ({
  page,
}) => {
  await page.goto(`${backofficeUrl}/sign-in?sso=failed&reason=no-role`);
  await expect(page.getByRole('alert')).toHaveText(
    'Your account has no back office role at the identity provider. Ask an admin.',
  );
  await expect(page).toHaveURL(`${backofficeUrl}/sign-in`);
  await page.goto(`${backofficeUrl}/sign-in?sso=failed&reason=expired`);
  await expect(page.getByRole('alert')).toHaveText(
    'The single sign-on attempt expired or was interrupted. Please try again.',
  );
  await expect(page).toHaveURL(`${backofficeUrl}/sign-in`);
  await expectAccessible(page);
});
