import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { applicantUnderReview } from './support/accounting';
import { newApplicant } from './support/applicant';
import { solveCaptchaWidget } from './support/captcha';
import { samplePdf } from './support/documents';
import { expectAccessible, fillLoginFields, main } from './support/eligibility-ui';
import { messagesTo, waitForEmail } from './support/outbox';
import { clientNavigate, seedSessionToken, storedToken } from './support/session';
import { isStored, storedKeys } from './support/dashboard';
import { bootstrapStaff } from './support/staff-accounts';
import { backofficeUrl, caseIdOf, enrol, inDays, openCase, signIn } from './support/staff';
import { unzip } from './support/zip';

// The applicant's dashboard end to end, in Chromium at both widths:
//   an applicant who finished the journey follows "Go to Dashboard" (the "Thank you for applying !" modal of a
//   second registration) and sees "In review"; in a fresh browser they sign in by email (the link from the outbox);
//   a reviewer (invited by the staff CLI when the product starts, support/staff-accounts.ts) requests the cap table
//   again, and the applicant uploads it from the dashboard: In review again, and the reviewer sees the new version
//   beside the old one; the reviewer proposes an offer, an approver approves and sends it; the applicant downloads the
//   letter (a PDF) and accepts it, and the reviewer's open queue shows Accepted without a reload; the applicant exports
//   their data (a ZIP with data.json and the cap table) and deletes it, which ends the session, removes the files from
//   storage (read on the local driver's disk) and the case from the back office. Each dashboard screen passes an axe
//   scan.

const REQUEST_MESSAGE = 'Please send the cap table after the seed round.';
// Letters, digits, dots and dashes only: the export keeps a file's name as it is only then.
const CAP_TABLE = 'cap-table-after-seed-round.pdf';
/** The cap table sent with the application (support/documents.ts requiredDocuments). */
const FIRST_CAP_TABLE = 'Cap table.pdf';

/** The dashboard's card of the application of `businessName`. */
function card(page: Page, businessName: string): Locator {
  return main(page).getByRole('article', { name: businessName });
}

async function expectStatus(page: Page, businessName: string, status: string) {
  await expect(card(page, businessName).getByText(`Status: ${status}`, { exact: true })).toBeVisible();
}

const STEPS = ['Eligibility Check', 'Upload Your Documents', 'Connect Your Systems', 'Get Funded'] as const;

/**
 * The journey panel's ticks beside the dashboard, step by step (`done`, in the panel's order): in the side panel on
 * wide screens, in the navbar's collapsible part (opened for the check, then closed) at 768 px or less.
 */
async function expectTicks(page: Page, done: readonly boolean[]) {
  const toggle = page.getByRole('button', { name: 'Onboarding Journey' });
  const narrow = (await toggle.count()) > 0;
  if (narrow) await toggle.click();
  for (const [i, step] of STEPS.entries())
    await expect(
      page.getByRole('img', { name: `${step}: ${done[i] ? 'completed' : 'not completed yet'}` }),
    ).toBeVisible();
  if (narrow) await toggle.click();
}

/** The device cookie of the page's browser, if any (HttpOnly: the page itself never reads it). */
async function deviceCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'dashboard_device');
}

/** Everything the page keeps in its storage, as text. */
const pageStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

/** The body of a download the page starts with `click`. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), body: fs.readFileSync(file) };
}

test('an applicant follows their application on the dashboard: information, the offer, their data', async ({
  page: journeyPage,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const project = testInfo.project.name;
  const businessName = `Dashboard ${project}-${testInfo.retry}-${Date.now().toString(36)}`;
  const viewport = journeyPage.viewportSize();

  const { applicant, token } = await test.step('an applicant finishes the journey', () =>
    applicantUnderReview(request, newApplicant(), { businessName }));

  await test.step('"Go to Dashboard" opens the dashboard with the journey’s session: In review', async () => {
    const page = journeyPage;
    await seedSessionToken(page, token);
    await page.goto('/');
    await expect(page).toHaveURL(/\/funded$/);
    // Registering again with the same details is what shows "Thank you for applying !".
    await clientNavigate(page, '/login');
    await fillLoginFields(page, applicant);
    await solveCaptchaWidget(main(page));
    await main(page).getByRole('button', { name: 'CONTINUE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thank you for applying !' });
    await dialog.getByRole('link', { name: 'Go to Dashboard' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(main(page).getByRole('heading', { name: 'Your dashboard', level: 1 })).toBeVisible();
    await expectStatus(page, businessName, 'In review');
    await expect(card(page, businessName)).toContainText('Our team answers within two business days.');
    await expect(card(page, businessName).getByRole('list')).toContainText('Application submitted');
    await expectAccessible(page);
  });

  const applicantPage = await (await browser.newContext({ viewport })).newPage();
  await test.step('in a fresh browser, the applicant signs in by email', async () => {
    const page = applicantPage;
    await page.goto('/dashboard');
    await expect(main(page).getByRole('heading', { name: 'Sign in to your dashboard' })).toBeVisible();
    await expectAccessible(page);
    await main(page).getByLabel('Email address').fill(applicant.email);
    await solveCaptchaWidget(main(page));
    const before = messagesTo(applicant.email).length;
    await main(page).getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect(main(page).getByRole('status')).toContainText('a sign-in link is on its way');

    const mail = await waitForEmail(applicant.email, { count: before + 1 });
    const link = mail.links.map((href) => new URL(href)).find((url) => url.searchParams.has('link'));
    expect(link?.pathname).toBe('/dashboard');
    await page.goto(`${link!.pathname}${link!.search}`);
    await expectStatus(page, businessName, 'In review');
    // The link is out of the address bar, and spent.
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storedToken(page)).toBeTruthy();
    // The journey panel beside it ticks every step of the submitted application, not yet Get Funded.
    await expectTicks(page, [true, true, true, false]);
  });

  const makerPage = await (await browser.newContext({ viewport })).newPage();
  const checkerPage = await (await browser.newContext({ viewport })).newPage();
  const maker = await enrol(makerPage, bootstrapStaff('dashboard', 'maker', project, testInfo.retry));
  const checker = await enrol(checkerPage, bootstrapStaff('dashboard', 'checker', project, testInfo.retry));

  let caseId = 0;
  await test.step('a reviewer assigns the case and requests the cap table again', async () => {
    const page = makerPage;
    await signIn(page, maker);
    caseId = await caseIdOf(page, businessName);
    await openCase(page, caseId, businessName);
    await page.getByRole('button', { name: 'Assign to me', exact: true }).click();
    await expect(page.locator('header dl')).toContainText('In review');

    await page.getByRole('button', { name: 'Request information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request information' });
    await dialog.getByRole('checkbox', { name: 'Cap table' }).check();
    await dialog.getByLabel('Message to the applicant').fill(REQUEST_MESSAGE);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('header dl')).toContainText('Information requested');
  });

  await test.step('the applicant uploads the cap table from the dashboard: In review again', async () => {
    const page = applicantPage;
    await page.reload();
    await expectStatus(page, businessName, 'Information requested');
    const request = card(page, businessName).getByRole('region', {
      name: 'The reviewer needs more information',
    });
    await expect(request).toContainText(REQUEST_MESSAGE);
    await expectAccessible(page);

    // Sending with nothing chosen names what is missing.
    await request.getByRole('button', { name: 'Send to the reviewer' }).click();
    await expect(request.getByText('Value is required')).toBeVisible();

    const file = samplePdf(CAP_TABLE, 'Cap table after the seed round');
    await request.locator('input[type="file"][name="CapTable"]').setInputFiles(file);
    await expect(request).toContainText(CAP_TABLE);
    await request.getByLabel('Your reply (optional)').fill('Signed by every shareholder.');
    await request.getByRole('button', { name: 'Send to the reviewer' }).click();
    await expectStatus(page, businessName, 'In review');
    await expect(card(page, businessName).getByRole('list')).toContainText('Information sent');
  });

  await test.step('the reviewer sees the new cap table beside the one it replaced', async () => {
    const page = makerPage;
    await openCase(page, caseId, businessName);
    await expect(page.locator('header dl')).toContainText('In review');
    const capTables = page
      .getByRole('region', { name: 'Documents', exact: true })
      .getByRole('article', { name: 'Cap table', exact: true });
    await expect(capTables).toHaveCount(2);
    const current = capTables.filter({ hasText: CAP_TABLE });
    const replaced = capTables.filter({ hasText: FIRST_CAP_TABLE });
    await expect(current).toBeVisible();
    await expect(current).not.toContainText('Replaced');
    await expect(current.getByRole('button', { name: `View ${CAP_TABLE}` })).toBeVisible();
    await expect(replaced).toBeVisible();
    await expect(replaced).toContainText('Replaced');
    await expect(replaced.getByRole('button', { name: `View ${FIRST_CAP_TABLE}` })).toBeVisible();
  });

  await test.step('the reviewer proposes an offer, the approver approves and sends it', async () => {
    let page = makerPage;
    await page
      .getByLabel('Asset or commodity bought for the applicant')
      .fill('Ten refrigerated delivery vans');
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByLabel('Cost price').fill('100,000');
    await page.getByLabel('Profit').fill('8,000.00');
    await page.getByLabel('Tenure (months)').fill('12');
    await page.getByLabel('Offer valid until').fill(inDays(30));
    await page.getByLabel('First instalment due').fill(inDays(45));
    await page.getByRole('button', { name: 'Propose the offer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Version 1 proposed' })).toBeVisible();

    page = checkerPage;
    await signIn(page, checker);
    await openCase(page, caseId, businessName);
    const version = page.getByRole('article', { name: /Version 1/ });
    await version.getByRole('button', { name: 'Approve version 1' }).click();
    await expect(version.getByRole('heading', { name: 'Version 1: Approved' })).toBeVisible();
    await version.getByRole('button', { name: 'Send version 1 to the applicant' }).click();
    await page
      .getByRole('dialog', { name: 'Send version 1' })
      .getByRole('button', { name: 'Send it' })
      .click();
    await expect(page.getByRole('article', { name: /Version 1/ }).getByRole('heading')).toHaveText(
      'Version 1: Sent',
    );
  });

  /** The case's row in the reviewer's queue, searched by its business name. */
  const queueRow = () => makerPage.getByRole('row').filter({ hasText: businessName });
  await test.step('the reviewer keeps the queue open on the case: Offer sent', async () => {
    await makerPage.goto(`${backofficeUrl()}/cases?q=${encodeURIComponent(businessName)}`);
    await expect(makerPage.getByRole('heading', { name: '1 cases', level: 2 })).toBeVisible();
    await expect(queueRow().getByRole('cell', { name: 'Offer sent', exact: true })).toBeVisible();
  });

  await test.step('the applicant reads the offer, downloads the letter and accepts it', async () => {
    const page = applicantPage;
    await page.reload();
    await expectStatus(page, businessName, 'Offer ready');
    const offer = card(page, businessName).getByRole('region', { name: 'Your financing offer' });
    await expect(offer).toContainText('Ten refrigerated delivery vans');
    await expect(offer).toContainText('USD 108,000.00');
    await expect(offer).toContainText('12 months');
    await expect(offer.getByRole('table')).toContainText('USD 9,000.00');
    await expectAccessible(page);

    const letter = await downloaded(page, () =>
      offer.getByRole('button', { name: 'Download the offer letter (PDF)' }).click(),
    );
    expect(letter.name).toMatch(/\.pdf$/);
    expect(letter.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await offer.getByRole('button', { name: 'Accept', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept the offer' });
    await dialog.getByLabel('Your full name').fill(applicant.name);
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectStatus(page, businessName, 'Accepted');
    await expect(offer.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
    // The toast that says so stands below the header's actions, never over them.
    const toast = page.getByRole('alert').filter({ hasText: 'You have accepted the offer.' });
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const signOut = main(page).getByRole('button', { name: 'Sign out', exact: true });
    await expect
      .poll(async () => {
        const [button, box] = [await signOut.boundingBox(), await toast.boundingBox()];
        return box && button ? box.y - (button.y + button.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await expectTicks(page, [true, true, true, true]);
  });

  await test.step('the reviewer’s queue shows the offer accepted on its own, then the case page', async () => {
    // Nobody reloads: the open queue asks again on its own (every 30 s while on screen; on coming back to the window
    // too, which Playwright's always-focused pages never do), so this waits for at most one round.
    await expect(queueRow().getByRole('cell', { name: 'Accepted', exact: true })).toBeVisible({
      timeout: 45_000,
    });
    await openCase(makerPage, caseId, businessName);
    await expect(makerPage.locator('header dl')).toContainText('Accepted');
  });

  await test.step('the applicant exports their data: the answers and the files', async () => {
    const page = applicantPage;
    const zip = await downloaded(page, () =>
      main(page).getByRole('button', { name: 'Download my data' }).click(),
    );
    expect(zip.name).toMatch(/\.zip$/);
    const files = unzip(zip.body);
    const data = files.get('data.json');
    expect(data).toBeDefined();
    const text = data!.toString('utf8');
    expect(text).toContain(applicant.email);
    expect(text).toContain(businessName);
    const exported = JSON.parse(text) as {
      applications: { documents: { kind: string; name: string; file: string | null }[] }[];
    };
    const capTables = exported.applications.flatMap((a) => a.documents).filter((d) => d.kind === 'CapTable');
    // The first cap table and the one sent from the dashboard, each with its file in the ZIP.
    expect(capTables.map((d) => d.name)).toContain(CAP_TABLE);
    const names = [...files.keys()];
    for (const { file } of capTables) expect(names).toContain(file);
  });

  await test.step('the applicant deletes their data: the session ends, the files and the case are gone', async () => {
    const page = applicantPage;
    const held = await storedToken(page);
    // The application's files as the storage driver holds them: the four documents (both cap tables among them) and
    // the monthly accounts; and the letter of the offer they accepted.
    const files = storedKeys(`applications/${caseId}/`);
    expect(files.filter((key) => key.startsWith(`applications/${caseId}/documents/`))).toHaveLength(4);
    expect(files.filter((key) => key.startsWith(`applications/${caseId}/accounting/`))).not.toHaveLength(0);
    const letters = storedKeys(`offers/${caseId}/`);
    expect(letters).toHaveLength(1);

    await main(page).getByRole('button', { name: 'Delete my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my data' });
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my data' }).click();

    await expect(main(page).getByRole('heading', { name: 'Your data has been deleted' })).toBeVisible();
    await expect(main(page)).toContainText('Your session has ended.');
    await expectAccessible(page);
    expect(await storedToken(page)).toBeNull();

    // The files left storage with the answer (the deletion removes them before it answers).
    for (const key of files) expect(isStored(key), key).toBe(false);
    expect(storedKeys(`applications/${caseId}/`)).toEqual([]);
    // But the signed offer's letter, which the retention policy keeps, and the page says so.
    await expect(main(page).getByRole('region', { name: 'What we had to keep' })).toContainText(
      `The signed offer of application ${caseId}`,
    );
    expect(isStored(letters[0])).toBe(true);

    // The token the applicant held no longer opens anything.
    const after = await request.get('/api/dashboard/applications', {
      headers: { authorization: `Bearer ${held}` },
    });
    expect(after.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(main(page).getByRole('heading', { name: 'Sign in to your dashboard' })).toBeVisible();

    // The rows: the back office no longer knows the case, by its page or in the queue.
    await makerPage.goto(`${backofficeUrl()}/cases/${caseId}`);
    await expect(makerPage.getByRole('alert')).toHaveText('There is no such case.');
    await makerPage.goto(`${backofficeUrl()}/cases?q=${encodeURIComponent(businessName)}`);
    await expect(makerPage.getByText('No case matches these filters.')).toBeVisible();
  });

  for (const page of [applicantPage, makerPage, checkerPage]) await page.context().close();
});

test('keep me signed in on this device: a new page opens the dashboard without a link; revoked, it needs one', async ({
  page: first,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const businessName = `Kept ${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  const { applicant } = await test.step('an applicant finishes the journey', () =>
    applicantUnderReview(request, newApplicant(), { businessName }));
  const context = first.context();

  await test.step('the applicant ticks the box and signs in with the mailed link', async () => {
    const page = first;
    await page.goto('/dashboard');
    const keep = main(page).getByRole('checkbox', { name: 'Keep me signed in on this device' });
    await expect(keep).not.toBeChecked();
    await keep.check();
    await main(page).getByLabel('Email address').fill(applicant.email);
    await solveCaptchaWidget(main(page));
    const before = messagesTo(applicant.email).length;
    await main(page).getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect(main(page).getByRole('status')).toContainText('a sign-in link is on its way');
    const mail = await waitForEmail(applicant.email, { count: before + 1 });
    const link = mail.links.map((href) => new URL(href)).find((url) => url.searchParams.has('link'))!;
    await page.goto(`${link.pathname}${link.search}`);
    await expectStatus(page, businessName, 'In review');
    await expectTicks(page, [true, true, true, false]);

    const cookie = await deviceCookie(page);
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/api/dashboard');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // The device's token is in the cookie alone, never in what the page can read.
    expect(await pageStorage(page)).not.toContain(cookie!.value);

    const devices = main(page).getByRole('region', { name: 'Devices kept signed in' });
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByRole('listitem')).toContainText('This device');
    await expectAccessible(page);
    await page.close();
  });

  await test.step('a new page, without a link: signed in, and the cookie renewed', async () => {
    const before = (await context.cookies()).find((c) => c.name === 'dashboard_device')!.value;
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expectStatus(page, businessName, 'In review');
    await expect(main(page).getByRole('heading', { name: 'Sign in to your dashboard' })).toHaveCount(0);
    expect(await storedToken(page)).toBeTruthy();
    const after = await deviceCookie(page);
    expect(after?.value).toBeTruthy();
    expect(after!.value).not.toBe(before);

    // Revoked from the list: this page stays signed in, but the device opens nothing any more.
    const devices = main(page).getByRole('region', { name: 'Devices kept signed in' });
    await devices.getByRole('button', { name: 'Sign out this device' }).click();
    await expect(devices).toContainText('No device is kept signed in.');
    await page.close();
  });

  await test.step('revoked: a new page needs a link again', async () => {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(main(page).getByRole('heading', { name: 'Sign in to your dashboard' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    // The refused cookie was cleared too.
    expect(await deviceCookie(page)).toBeUndefined();
  });
});
