import { expect, test, type Page } from '@playwright/test';
import { applicantUnderReview } from './support/accounting';
import { newApplicant, registerApplicant } from './support/applicant';
import {
  clickCaptcha,
  expectAccessible,
  fillLoginFields,
  main,
  openRegistration,
  solveCaptchaWidget,
} from './support/eligibility-ui';
import { messagesTo, tokenLink, waitForEmail } from './support/outbox';

// Registration (/login), its two modals and /email-check, in the wide and narrow projects.

// Each test solves the ALTCHA proof of work in the browser, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

async function registerThroughForm(
  page: Page,
  applicant: { name: string; email: string; phone_number: string },
) {
  await openRegistration(page);
  await fillLoginFields(page, applicant);
  await solveCaptchaWidget(page);
  await main(page).getByRole('button', { name: 'CONTINUE' }).click();
}

async function expectEmailCheck(page: Page) {
  await expect(page).toHaveURL(/\/email-check$/);
  await expect(main(page).getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
  await expect(
    main(page).getByText("Awesome, we've got your contact details! Please check your email to move forward."),
  ).toBeVisible();
}

test('a new applicant registers, gets the email, and its link opens step one greeting them by name', async ({
  page,
}) => {
  // Typed in lower case: the greeting capitalises the first letter.
  const applicant = newApplicant({ name: 'amina noor' });
  await openRegistration(page);
  await expect(
    main(page).getByText("Let's begin by getting to know you and your business a little better."),
  ).toBeVisible();

  await fillLoginFields(page, applicant);
  await expectAccessible(page);
  await solveCaptchaWidget(page);
  await main(page).getByRole('button', { name: 'CONTINUE' }).click();
  await expectEmailCheck(page);
  await expect(main(page).getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  await expectAccessible(page);

  const mail = await waitForEmail(applicant.email);
  const { url } = tokenLink(mail);
  await page.goto(url);
  await expect(page).toHaveURL(/\/eligible-check$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Hi Amina noor!');
  // The token left the address bar and lives in the session.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
});

test('the registration form shows each field message, and refuses an unsolved captcha', async ({ page }) => {
  await openRegistration(page);
  const form = main(page);
  const name = form.getByLabel('Name', { exact: true });
  const email = form.getByLabel('Email', { exact: true });
  const phone = form.getByLabel('Phone number', { exact: true });
  const submit = form.getByRole('button', { name: 'CONTINUE' });
  const captcha = form.getByRole('checkbox', { name: "I'm not a robot" });

  await expect(submit).toBeDisabled();
  await expect(captcha).toHaveCount(0);

  await name.fill('Al');
  await name.blur();
  await expect(form.getByText('This field should be at least 3 characters long')).toBeVisible();
  await name.fill('A'.repeat(101));
  await expect(form.getByText('The maximum length allowed is 100')).toBeVisible();
  await name.fill('');
  await expect(form.getByText('Value is required')).toBeVisible();
  await name.fill('Amina Noor');
  await expect(form.getByText('Value is required')).toHaveCount(0);

  await email.fill('not-an-email');
  await email.blur();
  await expect(form.getByText('Value is not a valid email address')).toBeVisible();
  await email.fill('');
  await expect(form.getByText('Value is required')).toBeVisible();
  await email.fill(newApplicant().email);
  await expect(form.getByText('Value is not a valid email address')).toHaveCount(0);

  // Still disabled, no captcha: the phone is empty.
  await expect(submit).toBeDisabled();
  await expect(captcha).toHaveCount(0);

  await phone.fill('+1 415');
  await phone.blur();
  await expect(form.getByText('wrong number')).toBeVisible();
  await phone.fill('+14155552671');
  await expect(form.getByText('wrong number')).toHaveCount(0);
  // Stored and shown in international format.
  await expect(phone).toHaveValue('+1 415 555 2671');

  // All three filled: the captcha shows and CONTINUE is enabled, but an unsolved captcha is refused.
  await expect(captcha).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page, 'Please complete the reCAPTCHA challenge')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // With every message shown and the captcha on screen.
  await name.fill('Al');
  await expect(form.getByText('This field should be at least 3 characters long')).toBeVisible();
  await expectAccessible(page);
  await name.fill('Amina Noor');

  // Emptying a field hides the captcha and disables CONTINUE again.
  await name.fill('');
  await expect(captcha).toHaveCount(0);
  await expect(submit).toBeDisabled();
});

test('an existing applicant can start a new application from the modal', async ({ page, request }) => {
  const { applicant } = await registerApplicant(request);
  await registerThroughForm(page, applicant);

  const dialog = page.getByRole('dialog', { name: 'You already have an application' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Do you want to start a new application?')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/onboarding/new-application'),
  );
  await dialog.getByRole('button', { name: 'START NEW APPLICATION' }).click();
  // Login data plus token: name, email, phone_number and token_recaptcha as register got them, and the token.
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['email', 'name', 'phone_number', 'token', 'token_recaptcha']);
  expect(body).toMatchObject({ name: applicant.name, phone_number: applicant.phone_number });
  expect(typeof body.token_recaptcha).toBe('string');

  await expectEmailCheck(page);
  await expect(dialog).toHaveCount(0);
  const mail = await waitForEmail(applicant.email, { count: 2 });
  // A new application: its link opens step one afresh.
  await page.goto(tokenLink(mail).url);
  await expect(page).toHaveURL(/\/eligible-check$/);
});

test('an existing applicant can continue their application from the modal', async ({ page, request }) => {
  const { applicant, token: firstToken } = await registerApplicant(request);
  await registerThroughForm(page, applicant);

  const dialog = page.getByRole('dialog', { name: 'You already have an application' });
  await dialog.getByRole('button', { name: 'CONTINUE' }).click();

  await expectEmailCheck(page);
  const mail = await waitForEmail(applicant.email, { count: 2 });
  // The same application: the first link still opens it.
  const check = await request.get('/api/onboarding/check-user', {
    headers: { authorization: `Bearer ${firstToken}` },
  });
  expect(check.ok()).toBe(true);
  await page.goto(tokenLink(mail).url);
  await expect(page).toHaveURL(/\/eligible-check$/);
});

test('an applicant whose application is under review is sent to the dashboard', async ({ page, request }) => {
  const { applicant } = await applicantUnderReview(request);
  const config = (await (await request.get('/api/onboarding/utils/config')).json()) as {
    dashboardUrl: string;
  };

  await registerThroughForm(page, applicant);
  const dialog = page.getByRole('dialog', { name: 'Thank you for applying !' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      'It looks you already have an account on the system, please login to create new application or review the existing one.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    config.dashboardUrl,
  );
  await expectAccessible(page, '[role="dialog"]');
  await expect(page).toHaveURL(/\/login$/);
});

test('Resend email shows the captcha first, then sends the link again', async ({ page }) => {
  const applicant = newApplicant();
  await registerThroughForm(page, applicant);
  await expectEmailCheck(page);
  await waitForEmail(applicant.email);

  const captcha = main(page).getByRole('checkbox', { name: "I'm not a robot" });
  await expect(captcha).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Resend email' }).click();
  await expect(captcha).toBeVisible();

  // Resend again before solving: refused.
  await main(page).getByRole('link', { name: 'Resend email' }).click();
  await expect(toast(page, 'Please complete the reCAPTCHA challenge')).toBeVisible();
  expect(messagesTo(applicant.email)).toHaveLength(1);

  await clickCaptcha(page);
  await expect(toast(page, 'Email sent successfully')).toBeVisible({ timeout: 90_000 });
  const resent = await waitForEmail(applicant.email, { count: 2 });
  await page.goto(tokenLink(resent).url);
  await expect(page).toHaveURL(/\/eligible-check$/);
});

test('a register call that fails says the generic text, not the server message', async ({ page }) => {
  const applicant = newApplicant();
  await page.route('**/api/onboarding/register', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ details: { error: 'Too many registrations from this address.' } }),
    }),
  );
  await registerThroughForm(page, applicant);
  await expect(toast(page, 'Oops! Something went wrong. Please try again later.')).toBeVisible();
  await expect(page.getByText('Too many registrations from this address.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('the human check leaves room between its label and the ALTCHA logo (#15.14)', async ({ page }) => {
  await openRegistration(page);
  await fillLoginFields(page, newApplicant());
  const label = main(page).locator('altcha-widget label').filter({ hasText: "I'm not a robot" });
  const logo = main(page).locator('altcha-widget .altcha-logo');
  await expect(label).toBeVisible();
  const [labelBox, logoBox] = [await label.boundingBox(), await logo.boundingBox()];
  expect(labelBox && logoBox).toBeTruthy();
  expect(logoBox!.x - (labelBox!.x + labelBox!.width)).toBeGreaterThanOrEqual(8);
});
