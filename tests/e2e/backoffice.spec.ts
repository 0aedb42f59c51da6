import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import { expectAccessible } from './support/eligibility-ui';
import { messagesTo, type OutboxMessage } from './support/outbox';
import { basePort, ROOT, startNodeServer, type Started } from './support/processes';

// The back office (#16): the first admin is invited from the command line, follows the mailed enrolment link, sets a
// password and an authenticator (scanning is impossible here, so the code is computed from the secret shown as
// text), signs in, invites a reviewer and signs out.
//
// The product's API runs on PGlite, which is single-process: the staff CLI cannot open its data folder while it runs.
// So this spec runs its own API and back office server, on ports above the product's and its own data folder, with
// the same compiled servers `npm start` runs (the product's remotes at PORT+1…+4 serve the review panels).

test.describe.configure({ mode: 'serial' });

let api: Started | undefined;
let backoffice: Started | undefined;
let dataDir = '';
let backofficeUrl = '';

test.beforeAll(async ({ browserName: _browser }, testInfo) => {
  const base = basePort() + (testInfo.project.name === 'narrow' ? 30 : 20);
  const apiPort = base;
  const backofficePort = base + 7;
  backofficeUrl = `http://localhost:${backofficePort}`;
  dataDir = path.join(ROOT, `.data-e2e-${basePort()}-backoffice-${testInfo.project.name}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = {
    DATA_DIR: dataDir,
    BACKOFFICE_URL: backofficeUrl,
    LOG_LEVEL: 'warn',
  };
  test.setTimeout(180_000);
  // The first admin, as ops would: the same CLI `npm run staff -- add` runs (scripts/staff.mjs compiles, then this).
  execFileSync(
    process.execPath,
    ['server/dist/staff-cli.js', 'add', adminEmail(testInfo.project.name), '--role', 'admin'],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    },
  );
  api = await startNodeServer('server/dist/main.js', [], apiPort, {
    ...env,
    PORT: String(basePort()),
    API_PORT: String(apiPort),
    INTEGRATION_PORT: String(base + 6),
    TRUST_PROXY: '127.0.0.1,::1',
  });
  backoffice = await startNodeServer('backoffice/server.mjs', [], backofficePort, {
    PORT: String(basePort()),
    BACKOFFICE_PORT: String(backofficePort),
    API_PORT: String(apiPort),
  });
});

test.afterAll(async () => {
  await backoffice?.stop();
  await api?.stop();
});

const adminEmail = (project: string) => `admin-${project}@provider.example`;
const PASSWORD = 'a long enough sentence for the back office';

function outbox(email: string): OutboxMessage[] {
  return messagesTo(email, path.join(dataDir, 'outbox'));
}

/** The current TOTP code of `secret`, `steps` periods ahead (a step is accepted once: the next sign-in uses the next). */
function totp(secret: string, steps = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

async function signIn(page: Page, email: string, secret: string, steps: number) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Authentication code').fill(totp(secret, steps));
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
  const email = adminEmail(testInfo.project.name);
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
  await page.getByLabel('Authentication code').fill(totp(secret));
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

  await signIn(page, email, secret, 1);
  // An admin lands on the team page; the navigation shows the admin's pages only.
  await expect(page).toHaveURL(`${backofficeUrl}/team`);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cases' })).toHaveCount(0);

  const reviewer = `reviewer-${testInfo.project.name}@provider.example`;
  await page.getByLabel('Email').fill(reviewer);
  await page.getByLabel('Role').selectOption('reviewer');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${reviewer}.` })).toBeVisible();
  await expect.poll(() => outbox(reviewer).length).toBe(1);
  expect(outbox(reviewer)[0].links.some((l) => l.startsWith(`${backofficeUrl}/enrol#token=`))).toBe(true);

  // The session survives a reload (cookie + GET /backoffice/session), then sign out ends it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(`${backofficeUrl}/sign-in`);
  await page.goto(`${backofficeUrl}/team`);
  await expect(page).toHaveURL(`${backofficeUrl}/sign-in`);
});

// The server's case routes (GET /backoffice/cases, /cases/:id, /staff, /audit) are being built on another branch
// (#16); until they are merged here, the queue and the case page cannot render against the real API.
test.fixme('a reviewer finds a submitted case in the queue, assigns it and opens the case page', async () => {
  // Enrol the invited reviewer as above, finish an applicant's journey (support/journey.ts) against this API, then:
  // /cases lists it with the time left; "Assign to me"; the case page shows the four panels and the actions.
});
