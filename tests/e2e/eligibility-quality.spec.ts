import {
  ENGLISH_MONTH_NAMES,
  englishMonthName,
  latestIncorporationMonth,
} from '../../shared/src/calendar/financial-calendar';
import { expect, test, type Page, type Request } from '@playwright/test';
import { registerApplicant } from './support/applicant';
import { ELIGIBLE_AMOUNT_TEXT } from './support/eligibility';
import { answerYesNo, expectAccessible, fillStepOne, fillStepTwo, main } from './support/eligibility-ui';

// The journey's quality on the eligibility screens, where only a real browser shows it: keys typed one by one,
// focus moving with Tab, a reload, the Back button, how the controls look.

test.describe.configure({ timeout: 180_000 });

const PART_TWO = /\/eligible-check-part-two$/;

function isDraft(request: Request): boolean {
  if (request.method() !== 'PATCH' || !request.url().endsWith('/api/onboarding/onboarding-update'))
    return false;
  return (
    (request.postDataJSON() as { eligibility_step?: { draft?: boolean } }).eligibility_step?.draft === true
  );
}

async function openStepOne(page: Page, request: Parameters<typeof registerApplicant>[0]) {
  const { applicant, url } = await registerApplicant(request);
  await page.goto(url);
  await expect(page).toHaveURL(/\/eligible-check$/);
  return { applicant, url };
}

async function openStepTwo(page: Page, request: Parameters<typeof registerApplicant>[0]) {
  const opened = await openStepOne(page, request);
  await fillStepOne(page);
  await main(page).getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(PART_TWO);
  return opened;
}

test('a decimal typed key by key ends a whole-number answer and never makes it bigger', async ({
  page,
  request,
}) => {
  await openStepTwo(page, request);
  const form = main(page);
  const revenue = form.getByLabel('What is your annualized revenue (USD)?');
  await revenue.pressSequentially('2400000.50');
  await expect(revenue).toHaveValue('2,400,000.');
  await expect(form.getByText('Whole numbers only')).toBeVisible();
  await expect(revenue).toHaveAccessibleDescription('Whole numbers only');
  await revenue.blur();
  await expect(revenue).toHaveValue('2,400,000');

  // What a draft sends is what the applicant sees.
  const saved = page.waitForRequest(
    (r) =>
      isDraft(r) &&
      (r.postDataJSON() as { eligibility_step: { runway?: number } }).eligibility_step.runway === 12,
  );
  const runway = form.getByLabel('Runway (months)');
  await runway.pressSequentially('12.5');
  await runway.blur();
  await expect(runway).toHaveValue('12');
  const draft = (await saved).postDataJSON().eligibility_step;
  expect(draft).toMatchObject({ ARRYearlyRevenue: 2400000, runway: 12 });
});

test('Tab moves on from an open picker and never adds an option', async ({ page, request }) => {
  await openStepOne(page, request);
  const form = main(page);
  const place = form.getByRole('combobox', { name: 'Place of operation' });
  await place.click();
  await place.press('ArrowDown');
  await place.press('Enter');
  await place.press('Tab');
  const businessType = form.getByRole('combobox', { name: 'Business type' });
  await expect(businessType).toBeFocused();
  await businessType.press('ArrowDown');
  await businessType.press('Tab');
  await expect(form.getByRole('combobox', { name: 'Country of incorporation (headquarters)' })).toBeFocused();
  // Enter chose one place; the Tabs chose nothing (react-select keeps one hidden input per choice, an empty one for
  // none).
  const places = form.locator('input[type="hidden"][name="placeOfOperation"]');
  await expect(places).toHaveCount(1);
  await expect(places).not.toHaveValue('');
  await expect(form.locator('input[type="hidden"][name="businessType"]')).toHaveValue('');

  await place.fill('Uni');
  await expect(page.getByRole('option', { name: 'Add "Uni"', exact: true })).toBeVisible();
  await place.press('Escape');
});

test('step one uses the product lists for the date and the stage, and shows fields in error', async ({
  page,
  request,
}) => {
  await openStepOne(page, request);
  const form = main(page);
  await expect(form.locator('input[type="month"], select')).toHaveCount(0);
  const date = form.getByRole('group', { name: 'Date of incorporation' });
  // The latest month offered is the current one (the rule and the clock the page uses).
  const latest = latestIncorporationMonth(new Date());
  const [year, month] = latest.split('-').map(Number);
  await expect(date).toContainText(`Month and year, no later than ${englishMonthName(latest)}`);
  await date.getByRole('combobox', { name: 'Year' }).click();
  await expect(page.getByRole('option', { name: String(year + 1), exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: String(year), exact: true }).click();
  await date.getByRole('combobox', { name: 'Month' }).click();
  if (month < 12) {
    await expect(page.getByRole('option', { name: ENGLISH_MONTH_NAMES[month] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  await page.getByRole('option', { name: ENGLISH_MONTH_NAMES[month - 1] }).click();
  await expect(date).toContainText(ENGLISH_MONTH_NAMES[month - 1]);

  const stage = form.getByRole('combobox', { name: 'Company stage' });
  await stage.focus();
  await stage.press('Tab');
  await expect(stage).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Value is required')).toBeVisible();
  await expectAccessible(page);
});

test('step two comes back after a reload, even one right after typing', async ({ page, request }) => {
  await openStepTwo(page, request);
  const form = main(page);
  await answerYesNo(page, 'Is your company a technology company?', 'Yes');
  await form.getByLabel('Runway (months)').fill('18');
  // No pause for the draft: the tab reloads at once.
  await page.reload();
  // The reload keeps the applicant on step two.
  await expect(page).toHaveURL(PART_TWO);
  await expect(form.getByLabel('Runway (months)')).toHaveValue('18');
  await expect(
    form
      .getByRole('group', { name: 'Is your company a technology company?' })
      .getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
});

test('Back after the decision shows step two read-only with a way on, never a second SUBMIT', async ({
  page,
  request,
}) => {
  await openStepTwo(page, request);
  const form = main(page);
  await fillStepTwo(page);
  await form.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL(/\/eligible$/);
  await expect(form.getByText(ELIGIBLE_AMOUNT_TEXT, { exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(PART_TWO);
  await expect(form.getByLabel('Runway (months)')).toBeDisabled();
  await expect(form.getByLabel('Runway (months)')).toHaveValue('18');
  await expect(form.getByRole('button', { name: 'SUBMIT' })).toHaveCount(0);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL(/\/eligible$/);
  await expect(form.getByText(ELIGIBLE_AMOUNT_TEXT, { exact: true })).toBeVisible();
});

test('/eligible: Try Again after a failed lookup shows the result', async ({ page, request }) => {
  await openStepTwo(page, request);
  await fillStepTwo(page);
  await page.route('**/api/onboarding/check-eligible', (route) => route.abort('failed'));
  await main(page).getByRole('button', { name: 'SUBMIT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Oops, Something Went Wrong!!' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/eligible$/);
  await page.unroute('**/api/onboarding/check-eligible');
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(main(page).getByText(ELIGIBLE_AMOUNT_TEXT, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/eligible$/);
});
