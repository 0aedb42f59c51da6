import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { registerApplicant } from './support/applicant';
import {
  disguisedExecutable,
  oversizedPdf,
  requiredDocuments,
  samplePdf,
  sampleXlsx,
  uploadDocuments,
  type SampleFile,
} from './support/documents';
import { lastCompleteFinancialYears } from '../../shared/src/calendar/financial-calendar';
import { passEligibility } from './support/eligibility';
import { clientNavigate, seedSessionToken } from './support/session';

// /financials and /documents-email in the browser, against the real server: the required and optional documents,
// every message, the browser's own refusals, storage that survives a reload, and both variants of /documents-email.

const MB = 1024 * 1024;
const REQUIRED = 'Value is required';
const TOO_LARGE = 'File size exceeds the maximum limit of 20 MB';
const EXCEL_ONLY = 'Only Excel files (.xlsx, .xls) are allowed.';
const GENERIC_FAILURE = 'Oops! Something went wrong. Please try again later.';
const READ_ERROR = 'Error reading file';
const GAMING = [{ name: 'Gaming', code: 'GAMING' }];
const CONTENT = [{ name: 'Content', code: 'CONTENT' }];

interface Applicant {
  token: string;
}

/** A registered, eligible applicant whose page has the session (the check on load routes it to /eligible). */
async function eligibleApplicant(
  page: Page,
  request: APIRequestContext,
  businessType?: { name: string; code: string }[],
): Promise<Applicant> {
  const { token } = await registerApplicant(request);
  await passEligibility(request, token, { eligible: true, businessType });
  await seedSessionToken(page, token);
  return { token };
}

/** A content business with its documents stored, opened afresh: the session check on load lands on /subscriptions. */
async function contentApplicantAtSubscriptions(page: Page, request: APIRequestContext): Promise<Applicant> {
  const { token } = await eligibleApplicant(page, request, CONTENT);
  await uploadDocuments(request, token);
  await page.goto('/');
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.locator('#step-content h1, [role="dialog"]').first()).toBeVisible();
  return { token };
}

/**
 * Opens /financials the way the flow reaches it: the session check on load lands on /eligible, then on to the upload
 * inside the app. The address changes before the router starts, so wait for the /eligible screen (or the error
 * modal, should that remote be down) to render: a navigation sent while the router is still starting is dropped.
 */
async function openFinancials(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/eligible$/);
  await expect(page.locator('#step-content h1, [role="dialog"]').first()).toBeVisible();
  await clientNavigate(page, '/financials');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Your Documents' })).toBeVisible();
}

async function status(request: APIRequestContext, token: string) {
  const res = await request.get('/api/onboarding/check-user', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { stage: string; stages_lists: Record<string, boolean>[] };
}

/**
 * The statements' years as the page computes them (the two last complete calendar years; FINANCIAL_YEAR_END_MONTH
 * is not set here), from the same rule and the same clock as the browser's.
 */
const YEARS = lastCompleteFinancialYears(new Date());
const YEAR_BEFORE = YEARS.StatementPreviousTwoYear.endYear;
const LAST_YEAR = YEARS.StatementPreviousOneYear.endYear;

const field = (page: Page, label: RegExp): Locator => page.getByLabel(label);
const fields = (page: Page) => ({
  statementYearBefore: field(page, new RegExp(`Annual Audited Financial Statement ${YEAR_BEFORE}`)),
  statementLastYear: field(page, new RegExp(`Annual Audited Financial Statement ${LAST_YEAR}`)),
  registration: field(page, /Holding Company Registration/),
  capTable: field(page, /Cap Table/),
  summary: field(page, /Fundraising Summary/),
});
/** The block of one document: its input, selected file, state line and Retry. */
const documentBlock = (page: Page, key: string) => page.locator(`[data-document="${key}"]`);

/** Counts financial-upload requests the page sends. */
function countUploads(page: Page): () => number {
  let count = 0;
  page.on('request', (req) => {
    if (req.url().includes('/api/onboarding/financial-upload')) count += 1;
  });
  return () => count;
}

/** Drops `file` on the drop zone around `input`, as a drag from the desktop does. */
async function dropFile(page: Page, input: Locator, file: SampleFile): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      return dt;
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
  const zone = input.locator('..');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('#step-content').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A journey step's status mark; at 768 px or less the panel sits behind the navbar's toggle, so open it first. */
async function journeyStatus(page: Page, name: string): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 1280) <= 768) {
    const toggle = page.getByRole('button', { name: 'Onboarding Journey' });
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return page.getByRole('img', { name });
}

/** Writes `file` to the test's output folder: a local browser takes a path without copying the bytes over. */
function onDisk(file: SampleFile): string {
  const target = test.info().outputPath(file.name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.buffer);
  return target;
}

test.describe('/financials', () => {
  test('five inputs: the statements of the two last complete years optional, the other three required', async ({
    page,
    request,
  }) => {
    await eligibleApplicant(page, request);
    await openFinancials(page);
    const uploads = countUploads(page);
    const f = fields(page);

    for (const year of [YEAR_BEFORE, LAST_YEAR]) {
      await expect(
        page.locator('label', { hasText: `Annual Audited Financial Statement ${year}` }),
      ).toContainText('(optional)');
    }
    for (const name of ['Holding Company Registration', 'Cap Table', 'Fundraising Summary']) {
      await expect(page.locator('label', { hasText: name })).not.toContainText('(optional)');
    }

    // Nothing chosen: the three required documents say so, the first of them takes the focus, nothing is sent.
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText(REQUIRED)).toHaveCount(3);
    for (const key of ['Registration', 'CapTable', 'FundraisingSummary']) {
      await expect(documentBlock(page, key).getByText(REQUIRED)).toBeVisible();
    }
    await expect(f.registration).toBeFocused();

    // The statements do not stand in for the required documents.
    await f.statementYearBefore.setInputFiles(samplePdf('Audited 2023.pdf'));
    await f.statementLastYear.setInputFiles(samplePdf('Audited 2024.pdf'));
    await f.registration.setInputFiles(samplePdf('Registration.pdf'));
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(documentBlock(page, 'Registration').getByText(REQUIRED)).toHaveCount(0);
    await expect(page.getByText(REQUIRED)).toHaveCount(2);
    await expect(f.capTable).toBeFocused();
    expect(uploads()).toBe(0);

    await expectNoSeriousViolations(page);
  });

  test('refuses a 21 MB file and a fundraising summary that is not Excel, in the browser', async ({
    page,
    request,
  }) => {
    await eligibleApplicant(page, request);
    await openFinancials(page);
    const uploads = countUploads(page);
    const f = fields(page);

    await f.capTable.setInputFiles(onDisk(oversizedPdf(21 * MB, 'Cap table scan.pdf')));
    await expect(documentBlock(page, 'CapTable').getByRole('alert')).toHaveText(TOO_LARGE);
    await expect(documentBlock(page, 'CapTable')).not.toContainText('Cap table scan.pdf');

    // The limit is per file, the same for the optional statements, and one byte over is over.
    await f.statementLastYear.setInputFiles(onDisk(oversizedPdf(20 * MB + 1, 'Audited 2024 scan.pdf')));
    await expect(documentBlock(page, 'StatementPreviousOneYear').getByRole('alert')).toHaveText(TOO_LARGE);
    await f.statementLastYear.setInputFiles(onDisk(oversizedPdf(20 * MB, 'Audited 2024.pdf')));
    await expect(documentBlock(page, 'StatementPreviousOneYear')).toContainText('Ready to upload');
    await expect(documentBlock(page, 'StatementPreviousOneYear').getByRole('alert')).toHaveCount(0);

    await f.summary.setInputFiles(samplePdf('Fundraising summary.pdf'));
    await expect(documentBlock(page, 'FundraisingSummary').getByRole('alert')).toHaveText(EXCEL_ONLY);
    await f.summary.setInputFiles({
      name: 'summary.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('round,raised\nseed,1\n'),
    });
    await expect(documentBlock(page, 'FundraisingSummary').getByRole('alert')).toHaveText(EXCEL_ONLY);

    // A good file clears the message.
    await f.capTable.setInputFiles(samplePdf('Cap table.pdf'));
    await expect(documentBlock(page, 'CapTable').getByRole('alert')).toHaveCount(0);
    await expect(documentBlock(page, 'CapTable')).toContainText('Selected file: Cap table.pdf');
    await expect(documentBlock(page, 'CapTable')).toContainText('Ready to upload');
    await f.summary.setInputFiles(sampleXlsx('Rounds.XLS'));
    await expect(documentBlock(page, 'FundraisingSummary').getByRole('alert')).toHaveCount(0);
    expect(uploads()).toBe(0);
  });

  test('uploads by keyboard, picker and drag and drop with progress; the stored upload survives a reload', async ({
    page,
    request,
  }) => {
    const { token } = await eligibleApplicant(page, request);
    await openFinancials(page);
    const f = fields(page);

    // Keyboard: Tab to the drop zone's input, Enter opens the picker.
    const chooser = page.waitForEvent('filechooser');
    await f.statementYearBefore.focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(samplePdf('Audited 2023.pdf'));
    await expect(documentBlock(page, 'StatementPreviousTwoYear')).toContainText(
      'Selected file: Audited 2023.pdf',
    );

    await f.registration.setInputFiles(samplePdf('Registration.pdf'));
    await dropFile(page, f.capTable, samplePdf('Cap table.pdf'));
    await expect(documentBlock(page, 'CapTable')).toContainText('Selected file: Cap table.pdf');
    await f.summary.setInputFiles(sampleXlsx());
    await expect(page.getByText('Ready to upload')).toHaveCount(4);

    // Hold the request so what the applicant sees while it runs can be checked, then let it through.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let sent: { files: Record<string, { name: string; content: string }> } | null = null;
    await page.route('**/api/onboarding/financial-upload', async (route) => {
      sent = route.request().postDataJSON();
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('progressbar', { name: 'Uploading your documents' })).toBeVisible();
    await expect(page.getByText(/^Uploading… \d+%$/)).toHaveCount(4);
    await expect(f.capTable).toBeDisabled();
    await expect.poll(() => sent !== null).toBe(true);
    expect(Object.keys(sent!.files)).toEqual([
      'StatementPreviousTwoYear',
      'Registration',
      'CapTable',
      'FundraisingSummary',
    ]);
    expect(sent!.files.CapTable.name).toBe('Cap table.pdf');
    expect(sent!.files.CapTable.content).toMatch(/^data:application\/pdf;base64,JVBERi0xLjQ/);
    release();

    await expect(page).toHaveURL(/\/documents-email$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documents Received!' })).toBeVisible();

    // The server holds the documents.
    const after = await status(request, token);
    expect(after.stage).toBe('TRANSACTION');
    expect(after.stages_lists[0]).toMatchObject({
      CHECK_ELIGIBILITY: true,
      ELIGIBLE: true,
      FINANCIALS: true,
    });

    // A reload does not bring the applicant back to the upload: the routing takes them on to the subscriptions.
    await page.reload();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(await journeyStatus(page, 'Upload Your Documents: completed')).toBeVisible();
  });

  test('a failed upload toasts the generic text, marks a refused file and offers a retry per file', async ({
    page,
    request,
  }) => {
    await eligibleApplicant(page, request);
    await openFinancials(page);
    const f = fields(page);
    await f.registration.setInputFiles(samplePdf('Registration.pdf'));
    await f.capTable.setInputFiles(disguisedExecutable('cap-table.pdf'));
    await f.summary.setInputFiles(sampleXlsx());

    // The API is unreachable: the generic message, every file failed with a Retry.
    await page.route(
      '**/api/onboarding/financial-upload',
      (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }),
      {
        times: 1,
      },
    );
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_FAILURE })).toBeVisible();
    await expect(page.getByText('Upload failed.')).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^Retry the upload of/ })).toHaveCount(3);
    await expect(page).toHaveURL(/\/financials$/);

    // Retry reaches the real server, which looks inside the files and refuses the disguised one by name: the toast
    // is the generic text again (spec section 8), the refused file is marked on its own.
    // The toast closes on click; waiting until it has left makes the next check see a new toast, not this one.
    await page.getByRole('alert').filter({ hasText: GENERIC_FAILURE }).click();
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/onboarding/financial-upload') && r.status() === 400,
    );
    await page.getByRole('button', { name: 'Retry the upload of Cap Table' }).click();
    expect(((await (await refused).json()) as { details: { error: string } }).details.error).toBe(
      'The file cap-table.pdf is not an accepted document type.',
    );
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_FAILURE })).toBeVisible();
    // The server's reason shows on the slot it concerns.
    await expect(documentBlock(page, 'CapTable').getByRole('alert')).toHaveText(
      'The file cap-table.pdf is not an accepted document type.',
    );
    await expect(documentBlock(page, 'CapTable')).toContainText(
      'This file was not accepted. Choose another file.',
    );
    await expect(documentBlock(page, 'Registration')).toContainText('Ready to upload');

    // Replacing it is enough.
    await f.capTable.setInputFiles(samplePdf('Cap table.pdf'));
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(/\/documents-email$/);
  });

  test('a file that cannot be read says so and nothing is sent', async ({ page, request }) => {
    // The disk refuses one file (moved or locked after it was chosen): FileReader reports an error for it.
    await page.addInitScript(() => {
      const read = FileReader.prototype.readAsDataURL;
      FileReader.prototype.readAsDataURL = function (this: FileReader, blob: Blob) {
        if (blob instanceof File && blob.name === 'unreadable.pdf') {
          setTimeout(() => this.dispatchEvent(new ProgressEvent('error')), 0);
          return;
        }
        read.call(this, blob);
      };
    });
    await eligibleApplicant(page, request);
    await openFinancials(page);
    const uploads = countUploads(page);
    const f = fields(page);
    await f.registration.setInputFiles(samplePdf('Registration.pdf'));
    await f.capTable.setInputFiles(samplePdf('unreadable.pdf'));
    await f.summary.setInputFiles(sampleXlsx());
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    await expect(page.getByRole('alert').filter({ hasText: READ_ERROR })).toBeVisible();
    await expect(documentBlock(page, 'CapTable')).toContainText(
      'This file could not be read. Choose it again.',
    );
    await expect(
      documentBlock(page, 'CapTable').getByRole('button', { name: 'Retry the upload of Cap Table' }),
    ).toBeVisible();
    await expect(documentBlock(page, 'Registration')).toContainText('Ready to upload');
    expect(uploads()).toBe(0);
  });

  test('fits a 320 px wide screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await eligibleApplicant(page, request);
    await openFinancials(page);
    const box = await page.locator('section[aria-labelledby="financials-title"]').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    const submit = await page.getByRole('button', { name: 'SUBMIT' }).boundingBox();
    expect(submit!.x + submit!.width).toBeLessThanOrEqual(320);
  });
});

test.describe('/documents-email', () => {
  test('general businesses: the two steps ahead, then Connect your systems goes on to the subscriptions', async ({
    page,
    request,
  }) => {
    const { token } = await eligibleApplicant(page, request);
    await openFinancials(page);
    const docs = requiredDocuments();
    const f = fields(page);
    await f.registration.setInputFiles(docs.Registration);
    await f.capTable.setInputFiles(docs.CapTable);
    await f.summary.setInputFiles(docs.FundraisingSummary);
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Documents Received!' })).toBeVisible();
    const steps = page.locator('#step-content ol > li');
    await expect(steps).toHaveText([
      'Step 1 Connect subscription system',
      'Step 2 Connect accounting system',
    ]);
    await expect(page.getByText(/reach out/)).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Connect your systems', exact: true }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    expect((await status(request, token)).stage).toBe('TRANSACTION');
  });

  test('gaming businesses: the team sets up transaction access, accounting is next, and that path is recorded', async ({
    page,
    request,
  }) => {
    const { token } = await eligibleApplicant(page, request, GAMING);
    await openFinancials(page);
    const docs = requiredDocuments();
    const f = fields(page);
    await f.registration.setInputFiles(docs.Registration);
    await f.capTable.setInputFiles(docs.CapTable);
    await f.summary.setInputFiles(docs.FundraisingSummary);
    const recorded = page.waitForResponse((res) =>
      res.url().includes('/api/onboarding/entertainment_eligible'),
    );
    await page.getByRole('button', { name: 'SUBMIT' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Documents Received!' })).toBeVisible();
    await expect(
      page.getByText('Our team will reach out to you to set up access to your transaction data.'),
    ).toBeVisible();
    await expect(page.getByText('Next, you will need to connect your accounting system.')).toBeVisible();
    await expect(page.getByText('Step 1')).toHaveCount(0);
    expect((await recorded).status()).toBe(200);
    const after = await status(request, token);
    expect(after.stage).toBe('ACCOUNTING');
    expect(after.stages_lists[0]).toMatchObject({ FINANCIALS: true, TRANSACTION: true });

    await page.getByRole('button', { name: 'Connect your systems', exact: true }).click();
    await expect(page).toHaveURL(/\/accounting$/);
  });

  test('content businesses: the variant follows the business type check-user reports after a reload', async ({
    page,
    request,
  }) => {
    // A fresh page: the business type comes from check-user, not from screens filled in this session.
    await contentApplicantAtSubscriptions(page, request);
    const recorded = page.waitForResponse((res) =>
      res.url().includes('/api/onboarding/entertainment_eligible'),
    );
    await clientNavigate(page, '/documents-email');
    await expect(
      page.getByText('Our team will reach out to you to set up access to your transaction data.'),
    ).toBeVisible();
    expect((await recorded).status()).toBe(200);

    await page.getByRole('button', { name: 'Connect your systems', exact: true }).click();
    await expect(page).toHaveURL(/\/accounting$/);
  });

  test('Connect your systems reloads the page even when recording the gaming/content path fails', async ({
    page,
    request,
  }) => {
    const { token } = await contentApplicantAtSubscriptions(page, request);
    await page.route('**/api/onboarding/entertainment_eligible', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ details: { error: 'Service unavailable' } }),
      }),
    );
    await clientNavigate(page, '/documents-email');
    await expect(
      page.getByText('Our team will reach out to you to set up access to your transaction data.'),
    ).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Connect your systems', exact: true }).click();
    await reloaded;
    // Nothing was recorded, so the session check on load takes the applicant to the subscriptions.
    await expect(page).toHaveURL(/\/subscriptions$/);
    expect((await status(request, token)).stage).toBe('TRANSACTION');
  });
});
