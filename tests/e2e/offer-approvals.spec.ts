import { expect, test, type Locator, type Page } from '@playwright/test';
import { applicantUnderReview } from './support/accounting';
import { newApplicant } from './support/applicant';
import { expectAccessible } from './support/eligibility-ui';
import { messagesTo, waitForEmail } from './support/outbox';
import { bootstrapStaff } from './support/staff-accounts';
import { backofficeUrl, caseIdOf, enrol, inDays, openCase, signIn, type StaffMember } from './support/staff';

// The offer's maker-checker end to end, in Chromium at both widths, beside offer.spec.ts (one approval, the
// letter and the mail). Staff are invited by the staff CLI when the product starts (support/staff-accounts.ts): a
// reviewer and two approvers. The server runs with OFFER_DUAL_APPROVAL_MINOR = 1 000 000.00 (playwright.config.ts).
//   (a) an offer above it needs two approvals by two different approvers; after the first it still waits, and the
//       first approver cannot give the second;
//   (b) an approver returns the approved version with a reason, and another approver proposes a new version, which
//       they cannot approve themselves (they are an approver: the four eyes, not the role, stop them);
//   (c) that version is revenue-linked, and the composer's live preview is what the server stores;
//   (d) maker-checker never stalls silently: each version says to whoever cannot approve it why not and who
//       can, and the approvers who can are mailed a link to the case, never its proposer.

/** A calendar date `days` after today (UTC, the server's "today"). */
/** The cents of a money text as the back office writes it ("USD 1,296,000.00" → 129600000). */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

const versionCard = (page: Page, version: number) =>
  page.getByRole('article', { name: `Version ${version}:` });
const caseStatus = (page: Page) => page.locator('header dl');
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** The rows of a schedule table, each as its cells' texts. */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++)
    out.push((await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim()));
  return out;
}

test('above the dual-approval amount two approvers approve; an approver returns it; a revenue-linked version is proposed as previewed', async ({
  page: makerPage,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name;
  const businessName = `Approvals ${project}-${testInfo.retry}-${Date.now().toString(36)}`;
  const staffAddress = (who: 'maker' | 'checker' | 'checker2') =>
    bootstrapStaff('offer-approvals', who, project, testInfo.retry);

  await test.step('an applicant submits an application', () =>
    applicantUnderReview(request, newApplicant(), { businessName }));

  const pageOf = async () => (await browser.newContext({ viewport: makerPage.viewportSize() })).newPage();
  const [checkerPage, checker2Page] = [await pageOf(), await pageOf()];
  const staff: [Page, StaffMember][] = [
    [makerPage, await enrol(makerPage, staffAddress('maker'))],
    [checkerPage, await enrol(checkerPage, staffAddress('checker'))],
    [checker2Page, await enrol(checker2Page, staffAddress('checker2'))],
  ];
  for (const [page, member] of staff) await signIn(page, member);
  const checkerEmail = staffAddress('checker');
  const checker2Email = staffAddress('checker2');
  const awaiting = (email: string, version: number) =>
    messagesTo(email).filter((m) => m.subject.startsWith(`Offer version ${version} for case ${caseId} `));
  /** The note of a version's card saying why the reader cannot approve it, and who can. */
  const whyNot = (page: Page, version: number) => page.getByTestId(`offer-why-not-${version}`);

  let caseId = 0;
  await test.step('(a) the reviewer proposes 1 296 000.00: the preview says two approvals', async () => {
    const page = makerPage;
    caseId = await caseIdOf(page, businessName);
    await openCase(page, caseId, businessName);
    await page.getByRole('button', { name: 'Assign to me', exact: true }).click();
    await expect(caseStatus(page)).toContainText('In review');

    await page
      .getByLabel('Asset or commodity bought for the applicant')
      .fill('A cold-storage warehouse lease');
    await page.getByLabel('Cost price').fill('1,200,000');
    await page.getByLabel('Profit').fill('96,000');
    await page.getByLabel('Tenure (months)').fill('24');
    await page.getByLabel('Offer valid until').fill(inDays(30));
    await page.getByLabel('First instalment due').fill(inDays(45));
    await expect(page.getByTestId('offer-preview-sale')).toHaveText('USD 1,296,000.00');
    await expect(page.getByTestId('offer-preview-rate')).toHaveText('4.00% a year, flat');
    await expect(page.getByTestId('offer-preview-approvals')).toHaveText('2');
    await page.getByRole('button', { name: 'Propose the offer' }).click();
    await expect(toast(page, 'Version 1 proposed: the case is now Offer proposed.')).toBeVisible();

    const card = versionCard(page, 1);
    await expect(card.getByRole('heading', { name: 'Version 1: Proposed' })).toBeVisible();
    await expect(card).toContainText('0 of 2');
    await expect(card.getByRole('button', { name: 'Approve version 1' })).toHaveCount(0);
    // (d) The reviewer reads why not, and who can: both approvers.
    await expect(whyNot(page, 1)).toContainText('Only an approver can approve an offer.');
    await expect(whyNot(page, 1)).toContainText('Who can approve it:');
    await expect(whyNot(page, 1)).toContainText(checkerEmail);
    await expect(whyNot(page, 1)).toContainText(checker2Email);
  });

  await test.step('(d) both approvers are mailed that version 1 awaits them, with a link to the case', async () => {
    const mail = await waitForEmail(checkerEmail);
    await expect.poll(() => awaiting(checkerEmail, 1).length).toBe(1);
    await expect.poll(() => awaiting(checker2Email, 1).length).toBe(1);
    expect(mail.links).toContain(`${backofficeUrl()}/cases/${caseId}`);
  });

  await test.step('(a) the first approval is recorded and the version still waits; its giver cannot give the second', async () => {
    const page = checkerPage;
    await openCase(page, caseId, businessName);
    const card = versionCard(page, 1);
    await card.getByRole('button', { name: 'Approve version 1' }).click();
    await expect(
      toast(page, 'Your approval of version 1 is recorded (1 of 2): it waits for another approver.'),
    ).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Version 1: Proposed' })).toBeVisible();
    await expect(card).toContainText(`1 of 2 by ${checkerEmail}`);
    await expect(caseStatus(page)).toContainText('Offer proposed');
    await expect(card.getByRole('link', { name: /Offer letter/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Approve version 1' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Return version 1 to review' })).toBeVisible();
    // (d) Why not, and who can: the other approver only.
    await expect(whyNot(page, 1)).toContainText('You have given one of its approvals');
    await expect(whyNot(page, 1)).toContainText(checker2Email);
    await expect(whyNot(page, 1)).not.toContainText(checkerEmail);
    // Reopened: the server, not the page's memory, says so.
    await openCase(page, caseId, businessName);
    await expect(versionCard(page, 1).getByRole('button', { name: 'Approve version 1' })).toHaveCount(0);
  });

  await test.step('(a) a second approver gives the second approval: the version is approved, its letter made', async () => {
    const page = checker2Page;
    await openCase(page, caseId, businessName);
    const card = versionCard(page, 1);
    await card.getByRole('button', { name: 'Approve version 1' }).click();
    await expect(toast(page, 'Version 1 approved: the case is now Offer approved.')).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Version 1: Approved' })).toBeVisible();
    await expect(card).toContainText('2 of 2');
    await expect(caseStatus(page)).toContainText('Offer approved');
    await expect(card.getByRole('link', { name: 'Offer letter (PDF), version 1' })).toBeVisible();
  });

  const reason = 'The tenure is too long for a lease of this size: propose 18 months, revenue-linked.';
  await test.step('(b) an approver returns the approved version with a reason', async () => {
    const page = checker2Page;
    await versionCard(page, 1).getByRole('button', { name: 'Return version 1 to review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Return version 1 to review' });
    await dialog.getByRole('button', { name: 'Return it' }).click();
    await expect(dialog.getByText('Please write a few words.')).toBeVisible();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Return it' }).click();
    await expect(toast(page, 'Version 1 returned: the case is now In review.')).toBeVisible();
    const card = versionCard(page, 1);
    await expect(card.getByRole('heading', { name: 'Version 1: Returned' })).toBeVisible();
    await expect(card).toContainText(reason);
    await expect(caseStatus(page)).toContainText('In review');
  });

  await test.step('(b, c) the other approver composes a revenue-linked version 2: the live preview as typed', async () => {
    const page = checkerPage;
    await openCase(page, caseId, businessName);
    await expect(versionCard(page, 1)).toContainText(reason);
    const preview = page.getByTestId('offer-preview');
    await page
      .getByLabel('Asset or commodity bought for the applicant')
      .fill('A cold-storage warehouse lease');
    await page.getByLabel('Cost price').fill('900,000');
    await page.getByLabel('Profit').fill('54,000');
    await page.getByLabel('Tenure (months)').fill('18');
    await page.getByLabel('Revenue-linked share, fixed total').check();
    await expect(preview).toContainText(
      'Enter the share of revenue and the expected monthly revenue to see the instalments.',
    );
    await page.getByLabel('Share of monthly revenue (%)').fill('12.5');
    // 12.5% of 40 000.00 would leave a balloon at the end: the preview says so and shows no schedule.
    await page.getByLabel('Expected monthly revenue').fill('40,000');
    await expect(preview).toContainText('would not be paid by the last month');
    await expect(page.getByTestId('offer-preview-schedule')).toHaveCount(0);
    // While an amount is not one, nothing is shown for it.
    await page.getByLabel('Cost price').fill('900,000.001');
    await expect(page.getByTestId('offer-preview-sale')).toHaveCount(0);
    await expect(page.getByTestId('offer-preview-rate')).toHaveCount(0);
    await page.getByLabel('Cost price').fill('900,000');
    await page.getByLabel('Expected monthly revenue').fill('480,000');
    await page.getByLabel('Offer valid until').fill(inDays(30));
    await page.getByLabel('First instalment due').fill(inDays(45));

    // 12.5% of 480 000.00 = 60 000.00 a month towards 954 000.00: fifteen months, and 54 000.00 in the sixteenth.
    await expect(page.getByTestId('offer-preview-sale')).toHaveText('USD 954,000.00');
    await expect(page.getByTestId('offer-preview-profit')).toHaveText('USD 54,000.00');
    await expect(page.getByTestId('offer-preview-rate')).toHaveText('4.00% a year, flat');
    await expect(page.getByTestId('offer-preview-approvals')).toHaveText('1');
    await expect(preview).toContainText('Indicative: computed from the expected monthly revenue.');
    await expect(preview.getByRole('heading', { name: '16 instalments' })).toBeVisible();
    const table = page.getByTestId('offer-preview-schedule');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(page.getByTestId('offer-preview-schedule-total')).toHaveText('USD 954,000.00');
    await expect(preview.getByRole('status')).toContainText(
      'Sale price USD 954,000.00, one approval needed. Profit USD 54,000.00, 4.00% a year, flat. 16 monthly instalments',
    );
    await preview.getByRole('button', { name: 'Show all 16 instalments' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(16);
    await expect(table.locator('tbody tr').last()).toContainText('USD 54,000.00');
    await expectAccessible(page);
  });

  await test.step('(c) proposed, version 2 is what the preview showed, on the page and as the server stores it', async () => {
    const page = checkerPage;
    const preview = {
      sale: (await page.getByTestId('offer-preview-sale').innerText()).trim(),
      rate: (await page.getByTestId('offer-preview-rate').innerText()).trim(),
      rows: await rowsOf(page.getByTestId('offer-preview-schedule')),
    };
    await page.getByRole('button', { name: 'Propose the offer' }).click();
    await expect(toast(page, 'Version 2 proposed: the case is now Offer proposed.')).toBeVisible();

    const card = versionCard(page, 2);
    await expect(card.getByRole('heading', { name: 'Version 2: Proposed' })).toBeVisible();
    await expect(card).toContainText(preview.sale);
    await expect(card).toContainText(preview.rate);
    await expect(card).toContainText('0 of 1');
    await card.getByText('Instalment schedule (16 instalments)').click();
    expect(await rowsOf(card.getByRole('table'))).toEqual(preview.rows);
    // Version 1 is superseded, its return kept with it.
    await expect(versionCard(page, 1).getByRole('heading', { name: 'Version 1: Superseded' })).toBeVisible();
    await expect(versionCard(page, 1)).toContainText(reason);
    // An approver, but its proposer: the four eyes keep them from approving it.
    await expect(card.getByRole('button', { name: 'Approve version 2' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Return version 2 to review' })).toBeVisible();
    // (d) …and the card says so, and who can approve it instead; they are mailed, the proposer is not.
    await expect(whyNot(page, 2)).toContainText(
      'You cannot approve this version because you proposed it: an offer is approved by someone other than the person who proposed it.',
    );
    await expect(whyNot(page, 2)).toContainText(checker2Email);
    await expect(whyNot(page, 2)).not.toContainText(checkerEmail);
    await expect.poll(() => awaiting(checker2Email, 2).length).toBe(1);
    expect(awaiting(checkerEmail, 2)).toEqual([]);

    const res = await page.request.get(`${backofficeUrl()}/api/backoffice/cases/${caseId}/offers`);
    expect(res.ok()).toBe(true);
    const stored = (
      (await res.json()) as {
        offers: {
          version: number;
          salePriceMinor: number;
          rate: { display: string };
          requiredApprovals: number;
          terms: {
            schedule: { type: string; revenueShareBps?: number; expectedMonthlyRevenueMinor?: number };
          };
          schedule: { number: number; amountMinor: number }[];
        }[];
      }
    ).offers.find((o) => o.version === 2)!;
    expect(stored.terms.schedule).toEqual({
      type: 'revenue_linked',
      revenueShareBps: 1250,
      expectedMonthlyRevenueMinor: 48_000_000,
    });
    expect(stored.salePriceMinor).toBe(cents(preview.sale));
    // The preview discloses the stored rate in the words every app and the letter use.
    expect(preview.rate).toBe(`${stored.rate.display} a year, flat`);
    expect(stored.requiredApprovals).toBe(1);
    expect(stored.schedule.map((i) => i.number)).toEqual(preview.rows.map((r) => Number(r[0])));
    expect(stored.schedule.map((i) => i.amountMinor)).toEqual(preview.rows.map((r) => cents(r[2])));
    await expectAccessible(page);
  });

  await test.step('(b) another approver approves version 2 (one approval below the amount)', async () => {
    const page = checker2Page;
    await openCase(page, caseId, businessName);
    const card = versionCard(page, 2);
    await card.getByRole('button', { name: 'Approve version 2' }).click();
    await expect(card.getByRole('heading', { name: 'Version 2: Approved' })).toBeVisible();
    await expect(card).toContainText('1 of 1');
    await expect(caseStatus(page)).toContainText('Offer approved');
  });

  await checkerPage.context().close();
  await checker2Page.context().close();
});
