import { expect, test } from '@playwright/test';
import { registerApplicant } from '../e2e/support/applicant';
import { clientNavigate, seedSessionToken } from '../e2e/support/session';
import { REMOTE_NAMES } from './harness/ports';
import { readState } from './harness/topology';

// The gateway is the only way in: the shell, its runtime remote manifest, every remote's files under
// /remotes/<name>/, the API and the integration service, all on one origin, with the deploy files' cache rules.

// Read when a test runs: test files are collected before global-setup starts the topology.
const gatewayUrl = () => readState().gatewayUrl;

test('the shell publishes each remote at its gateway address, as runtime configuration', async ({
  request,
}) => {
  const res = await request.get('/remotes.json');
  expect(res.ok()).toBe(true);
  expect(res.headers()['cache-control']).toContain('no-cache');
  expect(await res.json()).toEqual(
    Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `${gatewayUrl()}/remotes/${name}/mf-manifest.json`]),
    ),
  );
});

for (const name of REMOTE_NAMES) {
  test(`the ${name} remote's files come through the gateway with the remote server's cache rules`, async ({
    request,
  }) => {
    const manifest = await request.get(`/remotes/${name}/mf-manifest.json`);
    expect(manifest.ok()).toBe(true);
    // Revalidated on every load, so a redeploy shows at the next page load.
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const body = (await manifest.json()) as {
      name: string;
      metaData: { remoteEntry: { name: string; path: string } };
      shared: { assets: { js: { sync: string[] } } }[];
    };
    expect(body.name).toBe(name);

    const entry = await request.get(`/remotes/${name}/${body.metaData.remoteEntry.name}`);
    expect(entry.ok()).toBe(true);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    expect(entry.headers()['content-type']).toContain('javascript');

    // A content-hashed chunk never changes: cached for a year.
    const chunk = body.shared.flatMap((s) => s.assets.js.sync)[0];
    const hashed = await request.get(`/remotes/${name}/${chunk}`);
    expect(hashed.ok()).toBe(true);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await request.get(`/remotes/${name}/no-such-file.js`);
    expect(missing.status()).toBe(404);
  });
}

test('the welcome page loads through the gateway, and each remote loads from its gateway address when visited', async ({
  page,
  request,
}) => {
  const failures: string[] = [];
  page.on('requestfailed', (req) => failures.push(`${req.url()} ${req.failure()?.errorText}`));
  page.on('response', (res) => {
    if (res.status() >= 500) failures.push(`${res.url()} answered ${res.status()}`);
  });
  const dialog = page.getByRole('dialog', { name: 'Oops, Something Went Wrong!!' });
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();

  /** Goes to `path` inside the app and waits for the remote's entry, from the gateway, and for its screen. */
  async function visit(name: (typeof REMOTE_NAMES)[number], path: string, title: string) {
    const entry = page.waitForResponse(
      (res) => res.url() === `${gatewayUrl()}/remotes/${name}/remoteEntry.js` && res.ok(),
    );
    await clientNavigate(page, path);
    await entry;
    await expect(heading).toHaveText(title);
    await expect(dialog).toHaveCount(0);
  }

  await page.goto('/');
  await expect(page.getByRole('button', { name: "LET'S START" })).toBeVisible();
  // The registration screen needs no session; inside the app, as a page load of a step screen goes home first.
  await visit('eligibility', '/login', 'Eligibility Check');
  // The dashboard signs a returning applicant in itself: without a session it offers its sign-in form.
  await visit('dashboard', '/dashboard', 'Sign in to your dashboard');

  // The other screens ask the API about the applicant (a 401 would send the page home): sign one in, whose page
  // load opens their step, then visit the other remotes' screens.
  const { token } = await registerApplicant(request);
  await seedSessionToken(page, token);
  await page.goto('/');
  await expect(page).toHaveURL(/\/eligible-check$/);
  await visit('documents', '/documents-email', 'Documents Received!');
  await visit('transactions', '/subscriptions/connected', 'Thanks for sharing your transaction data!');
  await visit('accounting', '/accounting', 'Connect Your Accounting System');
  expect(failures).toEqual([]);
});
