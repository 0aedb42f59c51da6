import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { messagesTo } from './support/outbox';
import { basePort, FREE_PORT_OFFSET, portOpen, ROOT } from './support/processes';
import { nextCode, signIn, STAFF_PASSWORD } from './support/staff';

// A new provider's first run: `npm start` on an empty data folder, with no staff at all, prints a one-time setup
// link (and writes it to DATA_DIR/setup-link.txt); opening it asks for the first administrator's email and goes
// straight on to that administrator's enrolment, after which they sign in. The run's own product already has staff
// invited by the CLI, so this spec starts a second one of its own, as users do (`node scripts/start.mjs`, the build
// the run's start made), on free ports above the federation spec's and a temporary data folder. Wide only: one
// start of the product is enough.

/** `npm start` takes PORT…PORT+8; federation.spec.ts takes the four ports after those. */
const FIRST_CANDIDATE = FREE_PORT_OFFSET + 4;

async function freePortBase(): Promise<number> {
  for (let base = basePort() + FIRST_CANDIDATE; base < basePort() + 200; base += 9) {
    const taken = await Promise.all(Array.from({ length: 9 }, (_, i) => portOpen(base + i)));
    if (!taken.some(Boolean)) return base;
  }
  throw new Error('no nine free ports in a row for a second product');
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;
let output = '';

test.afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('npm start on a new installation prints a setup link that makes the first administrator', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'wide', 'one start of a second product is enough');
  test.setTimeout(240_000);
  const port = await freePortBase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onboarding-first-run-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // Whatever the run's environment points at (another database, mail server, origin, ports), this product is a new
  // installation with the embedded defaults.
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'BACKOFFICE_URL',
    'API_PORT',
    'INTEGRATION_PORT',
    'INTERNAL_INTEGRATION_URL',
  ])
    delete env[name];
  child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await expect
    .poll(() => output.includes('[start] ready:') || child!.exitCode !== null, { timeout: 180_000 })
    .toBe(true);
  expect(child.exitCode, output).toBeNull();

  // The link, in the file only its owner reads and in the terminal (the API's banner, and start.mjs's last line).
  const file = path.join(dataDir, 'setup-link.txt');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const link = fs.readFileSync(file, 'utf8').trim();
  const backoffice = `http://localhost:${port + 7}`;
  expect(link).toMatch(new RegExp(`^${backoffice}/setup#setup=[\\w-]+$`));
  expect(output).toContain(`[stack]     ${link}`);
  expect(output).toContain(`[start] no administrator yet: open ${link}`);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up the back office' })).toBeVisible();
  // The token left the address bar (and the history entry) as the page loaded.
  expect(page.url()).toBe(`${backoffice}/setup`);
  const email = 'founder@provider.example';
  await page.getByLabel('Administrator’s email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Straight on to the enrolment of the new administrator.
  await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
  expect(page.url()).toBe(`${backoffice}/enrol`);
  await expect(
    page.getByText(`You were invited to the back office as Admin with the address ${email}.`),
  ).toBeVisible();
  expect(fs.existsSync(file)).toBe(false);
  expect(messagesTo(email, path.join(dataDir, 'outbox'))).toHaveLength(1);

  const secret = (await page.getByTestId('enrol-secret').textContent())!.trim();
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  await page.getByLabel('Confirm the password').fill(STAFF_PASSWORD);
  await page.getByLabel('Authentication code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Finish enrolment' }).click();
  await expect(page.getByText('Your account is ready. Please sign in.')).toBeVisible();
  await signIn(page, { email, secret });
  await expect(page.getByText(`Signed in as ${email} (Admin)`)).toBeVisible();

  // Used: the link is refused from now on.
  await page.goto(link);
  await page.getByLabel('Administrator’s email').fill('second@provider.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('This setup link is not valid any more.');
});
