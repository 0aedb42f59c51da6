import { expect, test } from '@playwright/test';
import { applicantUnderReview } from './support/accounting';
import { newApplicant, registerApplicant } from './support/applicant';
import { chooseLanguage, ArabicScreens } from './support/arabic';
import { passEligibility } from './support/eligibility';
import { main } from './support/eligibility-ui';
import { seedSessionToken } from './support/session';
import { backofficeUrl, enrol, signIn } from './support/staff';
import { bootstrapStaff } from './support/staff-accounts';

// The screens that tell applicants where they stand, and the queue's views that show them to staff, in Arabic, wide
// and narrow (the two projects): the decline screen and the dashboard's "Not eligible", the closing screen with the
// application's reference and the dashboard carrying it, the queue's saved views and the views of declined and
// unsubmitted applications. At each stop (support/arabic.ts): Arabic and right to left, no serious or critical axe
// violation, no English left. outcome-declined.spec.ts, outcome-submitted.spec.ts and queue.spec.ts check what these
// screens say, in English.

test.describe.configure({ timeout: 240_000 });

const STOPS = [
  'ineligible',
  'dashboard, not eligible',
  'closing screen, with the reference',
  'dashboard, submitted',
  'queue, assigned to me',
  'queue, awaiting my approval',
  'queue, applicant replied',
  'declined at eligibility',
  'not submitted',
];

test('where applicants stand, in Arabic: right to left, accessible, and with no English left', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const attempt = `${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  const declinedName = `Declined AR ${attempt}`;
  const submittedName = `Submitted AR ${attempt}`;
  const declined = await registerApplicant(request, newApplicant());
  await passEligibility(request, declined.token, { eligible: false, businessName: declinedName });
  const submitted = await applicantUnderReview(request, newApplicant(), { businessName: submittedName });
  const status = await request.get('/api/onboarding/check-user', {
    headers: { authorization: `Bearer ${submitted.token}` },
  });
  const { onboarding_id: id } = (await status.json()) as { onboarding_id: number };
  const reference = `ONB-${String(id).padStart(6, '0')}`;
  const screens = new ArabicScreens({
    data: [declinedName, submittedName, reference, declined.applicant.email, submitted.applicant.email],
  });

  await test.step('the declined applicant: the decline screen and the dashboard', async () => {
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const applicantPage = await context.newPage();
    await chooseLanguage(applicantPage, 'ar');
    await seedSessionToken(applicantPage, declined.token);
    await applicantPage.goto('/');
    await expect(applicantPage).toHaveURL(/\/ineligible$/);
    await expect(main(applicantPage).getByRole('heading', { level: 1 })).toBeVisible();
    await screens.visit(applicantPage, 'ineligible');
    await applicantPage.goto('/dashboard');
    await expect(main(applicantPage).getByRole('article', { name: declinedName })).toBeVisible();
    await screens.visit(applicantPage, 'dashboard, not eligible');
    await context.close();
  });

  await test.step('the submitted applicant: the closing screen and the dashboard carry the reference', async () => {
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const applicantPage = await context.newPage();
    await chooseLanguage(applicantPage, 'ar');
    await seedSessionToken(applicantPage, submitted.token);
    await applicantPage.goto('/');
    await expect(applicantPage).toHaveURL(/\/funded$/);
    await expect(main(applicantPage)).toContainText(reference);
    await screens.visit(applicantPage, 'closing screen, with the reference');
    await applicantPage.goto('/dashboard');
    const card = main(applicantPage).getByRole('article', { name: submittedName });
    await expect(card).toContainText(reference);
    await screens.visit(applicantPage, 'dashboard, submitted');
    await context.close();
  });

  await test.step('a reviewer reads the queue’s saved views and the views of declined and unsubmitted applications', async () => {
    await chooseLanguage(page, 'ar');
    const reviewer = await enrol(
      page,
      bootstrapStaff('outcome-ar', 'maker', testInfo.project.name, testInfo.retry),
      {
        lang: 'ar',
      },
    );
    await signIn(page, reviewer, 'ar');
    const views: [string, string][] = [
      ['queue, assigned to me', '/cases?assignee=me'],
      ['queue, awaiting my approval', '/cases?awaiting=me'],
      ['queue, applicant replied', '/cases?replied=yes'],
      ['declined at eligibility', `/cases?view=declined&q=${encodeURIComponent(declinedName)}`],
      ['not submitted', '/cases?view=unsubmitted'],
    ];
    for (const [name, address] of views) {
      await page.goto(`${backofficeUrl()}${address}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await screens.visit(page, name);
    }
  });

  screens.expectClean(STOPS);
});
