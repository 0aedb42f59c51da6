import { expect, test } from '@playwright/test';
import { readState } from './harness/topology';

// The back office behind the gateway, on its own host name (compose: BACKOFFICE_HOST, BACKOFFICE_URL): its
// page loads through the gateway, the staff API answers there, and the applicant's API is not reachable from it.

const backofficeUrl = () => readState().backofficeUrl;

test('the back office page loads through the gateway under its own host name', async ({ page }) => {
  await page.goto(`${backofficeUrl()}/cases`);
  // Nobody is signed in: the page itself sends the reader to sign in.
  await expect(page).toHaveURL(`${backofficeUrl()}/sign-in`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
});

test('the staff API answers through the back office host, and the applicant’s API does not', async ({
  page,
}) => {
  await page.goto(`${backofficeUrl()}/sign-in`);
  // From the page itself (same origin), as the back office calls them.
  const statuses = await page.evaluate(async () => {
    const status = async (url: string) =>
      (await fetch(url, { headers: { Accept: 'application/json' } })).status;
    return {
      session: await status('/api/backoffice/session'),
      onboarding: await status('/api/onboarding/check-user'),
      readyz: await status('/api/readyz'),
      remotes: await status('/remotes.json'),
    };
  });
  expect(statuses).toEqual({ session: 401, onboarding: 404, readyz: 404, remotes: 200 });
});

test('the applicant’s host still answers the shell, not the back office', async ({ request }) => {
  const res = await request.get('/', { headers: { accept: 'text/html' } });
  expect(res.ok()).toBe(true);
  expect(await res.text()).not.toContain('back office');
});
