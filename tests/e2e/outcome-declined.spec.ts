import { expect, test, type APIRequestContext } from '@playwright/test';
import { newApplicant, registerApplicant } from './support/applicant';
import { passEligibility } from './support/eligibility';
import { expectAccessible, main } from './support/eligibility-ui';
import { waitForEmail } from './support/outbox';
import { seedSessionToken } from './support/session';
import { backofficeUrl, enrol, signIn } from './support/staff';
import { bootstrapStaff } from './support/staff-accounts';

// An applicant declined at eligibility is told the truth, the same everywhere: /ineligible says why (the reason's
// category, never the rule's code or their figures) and the day a new application can be decided (the cooling-off);
// the same arrives by email; the dashboard says "Not eligible" with both, never "Continue your application"; and a
// reviewer finds the application in the queue's "Declined at eligibility" view.

test.describe.configure({ timeout: 180_000 });

const REASON = 'Annual revenue below our minimum';

/** The day a new application can be decided, as the server gives it, written as the English screens write it. */
async function decidableFrom(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.get('/api/onboarding/eligibility-outcome', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { declined } = (await res.json()) as { declined: { decidableFrom: string } };
  return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${declined.decidableFrom}T00:00:00Z`),
  );
}

test('a declined applicant reads why and when on the screen, in the email and on the dashboard; staff see them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const businessName = `Declined ${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  const { applicant, token } = await registerApplicant(request, newApplicant());
  await passEligibility(request, token, { eligible: false, businessName });
  const date = await decidableFrom(request, token);

  await test.step('the decline screen says why and when', async () => {
    await seedSessionToken(page, token);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ineligible$/);
    const screen = main(page);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Thank you for applying');
    await expect(screen.getByRole('list', { name: 'Why your business is not eligible:' })).toHaveText(REASON);
    await expect(screen.getByText(`A new application can be decided from ${date}.`)).toBeVisible();
    await expect(
      screen.getByText('If our team finds that your situation is otherwise, we will contact you.'),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Go to homepage' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the outcome is in the outbox, saying the same', async () => {
    // The verification link first, then the outcome.
    const mail = await waitForEmail(applicant.email, { count: 2 });
    expect(mail.subject).toBe('The outcome of your Onboarding eligibility check');
    expect(mail.text).toContain('your business is not eligible for financing at this time');
    expect(mail.text).toContain(`- ${REASON}`);
    expect(mail.text).toContain(`A new application can be decided from ${date}.`);
    expect(mail.text).not.toContain('REVENUE_BELOW_MINIMUM');
  });

  await test.step('the dashboard says Not eligible, why and when, and offers no way back to the decline', async () => {
    await page.goto('/dashboard');
    const card = main(page).getByRole('article', { name: businessName });
    await expect(card.getByText('Status: Not eligible', { exact: true })).toBeVisible();
    await expect(card).toContainText(REASON);
    await expect(card).toContainText(`A new application can be decided from ${date}.`);
    await expect(card.getByText('Not finished')).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Continue your application' })).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step('a reviewer finds the application in the view of the declined at eligibility', async () => {
    const staffPage = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    const reviewer = await enrol(
      staffPage,
      bootstrapStaff('outcome-declined', 'maker', testInfo.project.name, testInfo.retry),
    );
    await signIn(staffPage, reviewer);
    await staffPage.goto(`${backofficeUrl()}/cases`);
    await staffPage
      .getByRole('navigation', { name: 'Queue views' })
      .getByRole('link', { name: 'Declined at eligibility' })
      .click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Declined at eligibility' })).toBeVisible();
    await staffPage.getByLabel('Business name or email').fill(businessName);
    await staffPage.getByRole('button', { name: 'Search', exact: true }).click();
    const row = staffPage.getByRole('row', { name: new RegExp(businessName) });
    await expect(row).toContainText(REASON);
    await expect(row).toContainText(date);
    await expect(row).toContainText(applicant.email);
    await expect(row.getByRole('link')).toHaveCount(0);
    await staffPage.context().close();
  });
});
