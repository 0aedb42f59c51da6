import { expect, test } from '@playwright/test';
import {
  basePort,
  clientNavigate,
  FREE_PORT_OFFSET,
  registerApplicant,
  startRemote,
  startShell,
  waitForPort,
  type Started,
} from './support';

// A remote that is down: only its routes show the error modal, the rest of the app works, and Try Again loads it
// once it is back. A second shell server is started for this spec with the documents remote pointing at a port
// nothing listens on yet; the spec then starts that remote there itself. Ports: a pair per project from
// FREE_PORT_OFFSET on (`npm start` takes PORT…PORT+8).

let shell: Started;
let documents: Started | null = null;
let shellPort: number;
let documentsPort: number;

// eslint-disable-next-line no-empty-pattern -- Playwright wants the fixtures argument destructured; none is used.
test.beforeAll(async ({}, testInfo) => {
  const offset =
    FREE_PORT_OFFSET + 2 * testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name);
  shellPort = basePort() + offset;
  documentsPort = shellPort + 1;
  shell = await startShell(shellPort, { documents: `http://localhost:${documentsPort}/mf-manifest.json` });
});

test.afterAll(async () => {
  await documents?.stop();
  await shell?.stop();
});

test('a remote that is down shows the error modal on its routes only, and Try Again loads it once it is back', async ({
  page,
  request,
}) => {
  // A signed-in applicant (the documents screens ask the API for the applicant's status).
  const { token } = await registerApplicant(request);
  const origin = `http://localhost:${shellPort}`;
  await page.goto(`${origin}/?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(`${origin}/eligible-check`);

  // The documents remote is down: its route shows the generic error modal, inside the layout.
  await clientNavigate(page, '/documents-email');
  const dialog = page.getByRole('dialog', { name: 'Oops, Something Went Wrong!!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'We encountered an unexpected issue processing your request. Please try again.',
  );

  // Cancel goes home; another remote's route works meanwhile.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await page.getByRole('button', { name: "LET'S START" }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Eligibility Check' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Still down: Try Again fails again.
  await clientNavigate(page, '/documents-email');
  await expect(dialog).toBeVisible();
  const failedRetry = page.waitForEvent(
    'requestfailed',
    (req) => req.url() === `http://localhost:${documentsPort}/mf-manifest.json`,
  );
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await failedRetry;
  await expect(dialog).toBeVisible();

  // Back up: Try Again loads it.
  documents = await startRemote('documents', documentsPort);
  await waitForPort(documentsPort);
  const manifest = page.waitForResponse(
    (res) => res.url() === `http://localhost:${documentsPort}/mf-manifest.json` && res.ok(),
  );
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await manifest;
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${origin}/documents-email`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Documents Received!' })).toBeVisible();
});
