import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { applicantUnderReview } from './support/accounting';
import { newApplicant } from './support/applicant';
import { samplePdf, samplePng, sampleXlsx } from './support/documents';
import { expectAccessible } from './support/eligibility-ui';
import { messagesTo, waitForEmail } from './support/outbox';
import { bootstrapAdmin } from './support/staff-accounts';
import { backofficeUrl, enrol, invite, signIn, type StaffMember } from './support/staff';

// The review workbench end to end, in real Chromium at both widths, against the product as
// `npm start` runs it (the back office on PORT+7; the first admin invited by the staff CLI before the API opened the
// data folder, see support/staff-accounts.ts):
//   an applicant finishes the journey (PDFs, an image and a workbook among the documents);
//   the new admin enrols (password + TOTP) and invites a reviewer and an approver, who enrol from their mails;
//   the reviewer finds the case by business name, assigns it to themselves, opens every document (a PDF page is
//   drawn on a canvas, the image shows, the workbook downloads), marks the cap table "Needs re-upload" and requests
//   information (the cap table, ticked already by its mark, and a message): the applicant is mailed;
//   the approver sees the mark; the admin's audit log shows each page open once and every action in words with the
//   reviewer's email, filtered by member, business name and action, and exports the filtered log.

const REQUEST_MESSAGE = 'Please send the cap table signed by every shareholder.';

async function newPage(browser: Browser, like: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: like.viewportSize() });
  return context.newPage();
}

/** A full-page screenshot in the test's output folder when WORKBENCH_SHOTS is set (to look at the layouts). */
async function shot(page: Page, name: string) {
  if (!process.env.WORKBENCH_SHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

const narrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
/** The case page's phone layout (its action bar and the PDF viewer's controls). */
const phone = (page: Page) => (page.viewportSize()?.width ?? 0) <= 600;

/** Whether the page scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The queue, searched by `text` (behind the Filters button on a phone). */
async function search(page: Page, text: string) {
  await page.goto(`${backofficeUrl()}/cases`);
  await expect(page.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
  if (narrow(page)) await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Business name or email').fill(text);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('heading', { name: '1 cases', level: 2 })).toBeVisible();
}

/** The documents panel's card of one document, by the heading the panel gives it. */
function documentCard(page: Page, kind: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: kind, level: 3, exact: true }) });
}

/** How many dark pixels the canvas holds (a page of text drawn by pdf.js has many; an empty canvas none). */
function darkPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((el) => {
    const c = el as HTMLCanvasElement;
    if (!c.width || !c.height) return 0;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i] < 128) dark++;
    return dark;
  });
}

test('a reviewer works a submitted case end to end, seen by the approver and in the admin’s audit log', async ({
  page: adminPage,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name;
  const attempt = `${project}-${testInfo.retry}-${Date.now().toString(36)}`;
  const businessName = `Workbench ${attempt}`;
  const reviewerEmail = `reviewer-${attempt}@provider.example`;
  const approverEmail = `approver-${attempt}@provider.example`;

  const { applicant } = await test.step('an applicant finishes the journey', () =>
    applicantUnderReview(request, newApplicant(), {
      businessName,
      documents: {
        Registration: samplePdf('Certificate of incorporation.pdf', 'Holding company registration'),
        CapTable: samplePdf('Cap table.pdf', 'Cap table'),
        FundraisingSummary: sampleXlsx('Fundraising summary.xlsx'),
        StatementPreviousOneYear: samplePng('Audited statements.png'),
      },
    }));

  const admin = await test.step('the first admin enrols and invites a reviewer and an approver', async () => {
    const member = await enrol(adminPage, bootstrapAdmin('workbench', project, testInfo.retry));
    await signIn(adminPage, member);
    await expect(adminPage).toHaveURL(`${backofficeUrl()}/team`);
    await invite(adminPage, reviewerEmail, 'reviewer');
    await invite(adminPage, approverEmail, 'approver');
    await expect(adminPage.getByRole('cell', { name: approverEmail, exact: true })).toBeVisible();
    await expectAccessible(adminPage);
    await shot(adminPage, 'team');
    return member;
  });
  expect(admin.email).toContain('admin-workbench');

  const reviewerPage = await newPage(browser, adminPage);
  const approverPage = await newPage(browser, adminPage);
  let reviewer: StaffMember;
  let approver: StaffMember;
  await test.step('the reviewer and the approver enrol from their mailed links', async () => {
    reviewer = await enrol(reviewerPage, reviewerEmail);
    approver = await enrol(approverPage, approverEmail);
  });

  let caseId = 0;
  await test.step('the reviewer finds the case by business name and assigns it to themselves', async () => {
    await signIn(reviewerPage, reviewer);
    await expect(reviewerPage).toHaveURL(`${backofficeUrl()}/cases`);
    await search(reviewerPage, businessName);
    await expectAccessible(reviewerPage);
    await shot(reviewerPage, 'queue');
    const link = reviewerPage.getByRole('link', { name: businessName });
    caseId = Number((await link.getAttribute('href'))!.split('/').pop());
    expect(caseId).toBeGreaterThan(0);
    await link.click();
    await expect(reviewerPage.getByRole('heading', { name: businessName, level: 1 })).toBeVisible();
    await expect(reviewerPage.getByText(applicant.email)).toBeVisible();
    await reviewerPage.getByRole('button', { name: 'Assign to me', exact: true }).click();
    // A toast (react-toastify gives each the alert role).
    await expect(
      reviewerPage.getByRole('alert').filter({ hasText: 'The case is assigned to you.' }),
    ).toBeVisible();
    const facts = reviewerPage.locator('header dl');
    await expect(facts).toContainText(reviewerEmail);
    await expect(facts).toContainText('In review');
    await expect(reviewerPage.getByRole('button', { name: 'Assign to me', exact: true })).toHaveCount(0);
    await expect(reviewerPage.getByRole('button', { name: 'Request information' })).toBeVisible();
    // Every panel loaded, then the page as a whole.
    await expect(reviewerPage.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(reviewerPage);
    await shot(reviewerPage, 'case');
    expect(await sideways(reviewerPage)).toBe(false);

    // The action bar stays in view: on a phone one short row, reassigning and the other actions behind More.
    const bar = reviewerPage.getByTestId('action-bar');
    const more = bar.getByRole('button', { name: 'More' });
    if (phone(reviewerPage)) {
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(812 / 5);
      await expect(bar.getByLabel('Assign to')).toBeHidden();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.focus();
      await reviewerPage.keyboard.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(bar.getByLabel('Assign to')).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Withdraw' })).toBeVisible();
      expect(await sideways(reviewerPage)).toBe(false);
      await expectAccessible(reviewerPage, '[data-testid="action-bar"]');
      await shot(reviewerPage, 'case-more');
      await bar.getByLabel('Assign to').focus();
      await reviewerPage.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeFocused();
      await expect(bar.getByLabel('Assign to')).toBeHidden();
    } else {
      await expect(more).toBeHidden();
      await expect(bar.getByLabel('Assign to')).toBeVisible();
    }
  });

  await test.step('the reviewer opens every document', async () => {
    const page = reviewerPage;
    for (const [kind, name] of [
      ['Holding company registration', 'Certificate of incorporation.pdf'],
      ['Cap table', 'Cap table.pdf'],
    ] as const) {
      await documentCard(page, kind)
        .getByRole('button', { name: `View ${name}` })
        .click();
      const viewer = page.getByRole('region', { name: `Viewing: ${name}` });
      await expect(viewer).toBeFocused();
      const canvas = viewer.getByRole('img', { name: `Page 1 of 1 of ${name}` });
      await expect(canvas).toBeVisible();
      await expect
        .poll(() => darkPixels(canvas), { message: `${name} drawn on the canvas` })
        .toBeGreaterThan(50);
      if (kind === 'Cap table') await expectAccessible(page);
      // The PDF's controls sit on one row, even on a phone, and nothing widens the page.
      const controls = viewer.getByRole('toolbar', { name: 'PDF controls' }).getByRole('button');
      await expect(controls).toHaveCount(5);
      const rows = new Set(
        await controls.evaluateAll((buttons) =>
          buttons.map((b) => Math.round(b.getBoundingClientRect().top / 8)),
        ),
      );
      expect(rows.size).toBe(1);
      const frame = (await viewer.boundingBox())!;
      for (const box of await controls.evaluateAll((buttons) =>
        buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.left).toBeGreaterThanOrEqual(frame.x);
        expect(box.right).toBeLessThanOrEqual(frame.x + frame.width);
      }
      expect(await sideways(page)).toBe(false);
      await shot(page, `viewer-${kind}`);
      await viewer.getByRole('button', { name: 'Close the viewer' }).click();
      await expect(viewer).toHaveCount(0);
    }

    const statement = 'Audited financial statement (last year)';
    await documentCard(page, statement).getByRole('button', { name: 'View Audited statements.png' }).click();
    const image = page
      .getByRole('region', { name: 'Viewing: Audited statements.png' })
      .getByRole('img', { name: `${statement}: Audited statements.png` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(120);
    await page.getByRole('button', { name: 'Close the viewer' }).click();

    // An Office file is not shown inline: it is a download.
    const card = documentCard(page, 'Fundraising summary');
    await expect(card.getByRole('button', { name: /^View/ })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Download Fundraising summary.xlsx' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Fundraising summary.xlsx');
    expect(await download.failure()).toBeNull();
  });

  await test.step('the reviewer marks the cap table "Needs re-upload" and requests information', async () => {
    const page = reviewerPage;
    const capTable = documentCard(page, 'Cap table');
    await capTable.getByRole('button', { name: 'Needs re-upload' }).click();
    await expect(capTable.getByRole('button', { name: 'Needs re-upload' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(capTable).toContainText(`Needs re-upload: marked by ${reviewerEmail}`);

    const mailsBefore = messagesTo(applicant.email).length;
    await page.getByRole('button', { name: 'Request information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request information' });
    // The document marked "Needs re-upload" starts ticked, and the dialog says why.
    await expect(dialog.getByRole('checkbox', { name: 'Cap table' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Holding company registration' })).not.toBeChecked();
    await expect(dialog).toContainText('The documents marked “Needs re-upload” are ticked.');
    await dialog.getByLabel('Message to the applicant').fill(REQUEST_MESSAGE);
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('header dl')).toContainText('Information requested');
    const requests = page.getByRole('region', { name: 'Information requests' });
    await expect(requests).toContainText(REQUEST_MESSAGE);

    const mail = await waitForEmail(applicant.email, { count: mailsBefore + 1 });
    expect(mail.subject).toBe('More information needed for your Onboarding application');
    expect(mail.text).toContain('Please upload these documents again:');
    expect(mail.text).toContain('- Cap table');
    expect(mail.text).toContain(REQUEST_MESSAGE);
  });

  await test.step('the approver sees the mark', async () => {
    await signIn(approverPage, approver);
    await search(approverPage, businessName);
    await approverPage.getByRole('link', { name: businessName }).click();
    const capTable = documentCard(approverPage, 'Cap table');
    await expect(capTable).toContainText(`Needs re-upload: marked by ${reviewerEmail}`);
    await expect(capTable.getByRole('button', { name: 'Needs re-upload' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('the admin’s audit log shows each page open once, each action in words, and exports', async () => {
    await adminPage
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await adminPage.getByLabel('Business name').fill(businessName);
    await adminPage.getByLabel('Staff member').selectOption({ label: reviewerEmail });
    await adminPage.getByRole('button', { name: 'Show' }).click();
    await expect(adminPage).toHaveURL(/\/audit\?staffId=[^&]+&business=/);
    // Rows by the action's code (shown under its words); on a phone each row is a card.
    const rows = adminPage.locator('table tbody tr');
    const row = (action: string, detail?: string) => {
      let found = rows.filter({ has: adminPage.locator('code').getByText(action, { exact: true }) });
      if (detail) found = found.filter({ hasText: detail });
      return found;
    };
    await expect(adminPage.getByRole('columnheader', { name: /^When \(.+\)$/ })).toBeAttached();
    await expect(row('case.viewed').first()).toContainText(reviewerEmail);
    await expect(row('case.viewed').first()).toContainText('Opened the case');
    await expect(row('case.viewed').first()).toContainText(businessName);
    // One entry per page open: the case page's panels leave no entries of their own.
    for (const panel of ['documents', 'eligibility', 'transactions', 'accounting', 'offers', 'audit'])
      await expect(row(`${panel}.viewed`)).toHaveCount(0);
    await expect(row('case.assigned')).toHaveCount(1);
    // Opening a document's file stays an entry of its own.
    for (const kind of ['Registration', 'CapTable', 'StatementPreviousOneYear'])
      await expect(row('document.viewed', `Document: ${kind}`).first()).toContainText(reviewerEmail);
    await expect(row('document.downloaded', 'Document: FundraisingSummary')).toHaveCount(1);
    await expect(row('document.marked', 'Mark: needs_reupload')).toHaveCount(1);
    await expect(row('review.requestInformation')).toHaveCount(1);
    await expect(row('review.requestInformation')).toContainText('Requested information');
    await expect(row('review.requestInformation')).toContainText(reviewerEmail);
    await expectAccessible(adminPage);
    await shot(adminPage, 'audit');

    await adminPage.getByLabel('Action').selectOption({ label: 'Opened a document' });
    await adminPage.getByRole('button', { name: 'Show' }).click();
    await expect(adminPage).toHaveURL(/action=document\.viewed/);
    await expect(row('document.viewed', 'Document: Registration').first()).toBeVisible();
    const opened = await rows.count();
    expect(opened).toBeGreaterThanOrEqual(3);
    await expect(row('document.viewed')).toHaveCount(opened);

    const csvLink = adminPage.getByRole('link', { name: 'Download CSV' });
    const csv = await adminPage.request.get(
      new URL((await csvLink.getAttribute('href'))!, adminPage.url()).href,
    );
    expect(csv.status()).toBe(200);
    const csvLines = (await csv.text()).trimEnd().split('\r\n');
    expect(csvLines[0]).toBe('id,at,caseId,business,actor,staffEmail,staffId,targetEmail,ip,action,detail');
    expect(csvLines).toHaveLength(opened + 1);
    expect(
      csvLines.slice(1).every((l) => l.includes(`,${reviewerEmail},`) && l.includes(',document.viewed,')),
    ).toBe(true);
    const jsonLink = adminPage.getByRole('link', { name: 'Download JSON lines' });
    const jsonl = await adminPage.request.get(
      new URL((await jsonLink.getAttribute('href'))!, adminPage.url()).href,
    );
    const entries = (await jsonl.text())
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { action: string; business: string });
    expect(entries.map((e) => [e.action, e.business])).toEqual(
      entries.map(() => ['document.viewed', businessName]),
    );
  });

  await reviewerPage.context().close();
  await approverPage.context().close();
});
