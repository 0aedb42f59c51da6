import { expect, test } from '@playwright/test';
import { applicantUnderReview } from './support/accounting';
import { newApplicant } from './support/applicant';
import { expectAccessible, main } from './support/eligibility-ui';
import { waitForEmail } from './support/outbox';
import { seedSessionToken } from './support/session';

// After the final submit of the journey the applicant is mailed a confirmation with the application's reference,
// and the closing screen shows the same reference with a way to the dashboard, where the application carries it too.

test.describe.configure({ timeout: 180_000 });

test('a submitted application is confirmed by email with its reference, shown on the closing screen and the dashboard', async ({
  page,
  request,
}, testInfo) => {
  const businessName = `Submitted ${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  const { applicant, token } = await applicantUnderReview(request, newApplicant(), { businessName });

  const status = await request.get('/api/onboarding/check-user', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { onboarding_id: id } = (await status.json()) as { onboarding_id: number };
  const reference = `ONB-${String(id).padStart(6, '0')}`;

  await test.step('the confirmation email carries the reference', async () => {
    const mail = await waitForEmail(applicant.email, { count: 2 });
    expect(mail.subject).toBe(`We have received your Onboarding application ${reference}`);
    expect(mail.text).toContain(`Your application's reference is ${reference}.`);
    expect(mail.links.some((link) => new URL(link).pathname === '/dashboard')).toBe(true);
  });

  await test.step('the closing screen shows the same reference and leads to the dashboard', async () => {
    await seedSessionToken(page, token);
    await page.goto('/');
    await expect(page).toHaveURL(/\/funded$/);
    const screen = main(page);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(
      'Thanks for sharing your transaction data!',
    );
    await expect(screen.getByText('Your application reference:')).toContainText(reference);
    await expect(screen.getByRole('link', { name: 'Go to homepage' })).toBeVisible();
    await expectAccessible(page);
    await screen.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = main(page).getByRole('article', { name: businessName });
    await expect(card.getByText(`Reference: ${reference}`)).toBeVisible();
  });
});
