import { expect, test, type Page, type Request } from '@playwright/test';
import { registerApplicant } from './support/applicant';
import { clientNavigate } from './support/session';
import { ELIGIBLE_AMOUNT_TEXT, STEP_ONE } from './support/eligibility';
import {
  answerYesNo,
  expectAccessible,
  fillStepOne,
  fillStepTwo,
  main,
  monthName,
} from './support/eligibility-ui';

// The eligibility check (/eligible-check, /eligible-check-part-two) and its results (/eligible, /ineligible), from
// the email link on, in the wide and narrow projects.

// Whole journeys (two steps of fields, a decision, a reload or a second browser) on a machine shared with other runs.
test.describe.configure({ timeout: 180_000 });

const PART_TWO = /\/eligible-check-part-two$/;

function isUpdate(request: Request, draft: boolean): boolean {
  if (request.method() !== 'PATCH' || !request.url().endsWith('/api/onboarding/onboarding-update'))
    return false;
  const step = (request.postDataJSON() as { eligibility_step?: { draft?: boolean } }).eligibility_step;
  return Boolean(step) && (step!.draft === true) === draft;
}

async function openStepOne(page: Page, request: Parameters<typeof registerApplicant>[0]) {
  const { applicant, url } = await registerApplicant(request);
  await page.goto(url);
  await expect(page).toHaveURL(/\/eligible-check$/);
  return { applicant, url };
}

/** The values a react-select field holds (it keeps one hidden input per chosen option, named as the field). */
function chosen(page: Page, name: string) {
  return main(page).locator(`input[type="hidden"][name="${name}"]`);
}

test('an eligible applicant goes through both steps and sees the exact amount, then goes on to documents', async ({
  page,
  request,
}) => {
  const { applicant } = await openStepOne(page, request);
  const form = main(page);
  await expect(form.getByRole('heading', { level: 1 })).toHaveText(`Hi ${applicant.name}!`);

  const next = form.getByRole('button', { name: 'NEXT' });
  await expect(next).toBeDisabled();
  await expect(form.getByText('https://', { exact: true })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Date of incorporation' })).toBeVisible();

  await fillStepOne(page, { businessWebsite: 'not a website' });
  await form.getByLabel('Business website').blur();
  await expect(form.getByText('Wrong business Website url')).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Business website').fill(STEP_ONE.businessWebsite);
  await expect(form.getByText('Wrong business Website url')).toHaveCount(0);

  await expect(next).toBeEnabled();
  const stepOneSaved = page.waitForRequest((r) => isUpdate(r, true));
  await next.click();
  await expect(page).toHaveURL(PART_TWO);
  const draft = (await stepOneSaved).postDataJSON().eligibility_step;
  expect(draft).toMatchObject({
    businessWebsite: 'https://noorlabs.io',
    businessType: [{ name: 'Software', code: 'SAAS' }],
    dateOfIncorporation: '2020-03-01T00:00:00.000Z',
    countryOfIncorporation: 'AE',
    companyStage: 'Series A',
  });

  const submit = form.getByRole('button', { name: 'SUBMIT' });
  await expect(submit).toBeDisabled();
  await expect(form.getByLabel('What is your annualized revenue (USD)?')).toBeVisible();

  // Money inputs keep digits only and show thousands separators.
  const revenue = form.getByLabel('What is your annualized revenue (USD)?');
  await revenue.fill('6a00$000');
  await expect(revenue).toHaveValue('600,000');

  // The debt amount is asked only after a Yes, and a new answer clears it.
  await answerYesNo(page, 'Do you have outstanding debt?', 'Yes');
  await form.getByLabel('Outstanding debt amount (USD)').fill('50000');
  await expect(form.getByLabel('Outstanding debt amount (USD)')).toHaveValue('50,000');
  await answerYesNo(page, 'Do you have outstanding debt?', 'No');
  await expect(form.getByLabel('Outstanding debt amount (USD)')).toHaveCount(0);
  await answerYesNo(page, 'Do you have outstanding debt?', 'Yes');
  await expect(form.getByLabel('Outstanding debt amount (USD)')).toHaveValue('');

  await fillStepTwo(page, { requestedAmount: '100000001' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByText('The maximum amount allowed is 100,000,000')).toBeVisible();
  await expect(page).toHaveURL(PART_TWO);
  await expectAccessible(page);

  await form.getByLabel('Requested amount (USD)').fill('250000');
  const submitted = page.waitForRequest((r) => isUpdate(r, false));
  await submit.click();
  const body = (await submitted).postDataJSON().eligibility_step;
  expect(body).toMatchObject({
    businessWebsite: 'https://noorlabs.io',
    ARRYearlyRevenue: 600000,
    requestedAmount: 250000,
    debtAmount: 50000,
  });

  await expect(page).toHaveURL(/\/eligible$/);
  await expect(form.getByRole('heading', { level: 1 })).toHaveText(`Congratulations ${applicant.name}!`);
  // One sentence, the amount inside it.
  await expect(
    form.getByText(`You are eligible for up to ${ELIGIBLE_AMOUNT_TEXT}`, { exact: true }),
  ).toBeVisible();
  await expect(form.getByText(ELIGIBLE_AMOUNT_TEXT, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('button', { name: 'UPLOAD DOCUMENTS' }).click();
  await expect(page).toHaveURL(/\/financials$/);
});

test('an ineligible applicant is told politely and can go to the homepage', async ({ page, request }) => {
  await openStepOne(page, request);
  const form = main(page);
  await fillStepOne(page, { businessType: [{ name: 'Marketplace', code: 'MARKETPLACE' }] });
  await form.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(PART_TWO);

  // For a marketplace the revenue question asks for gross profit; below the policy's minimum it is a no.
  await expect(form.getByLabel('What is your annualized revenue (USD)?')).toHaveCount(0);
  await fillStepTwo(page, { ARRYearlyRevenue: '50000' }, 'What is your annualized gross profit (USD)?');
  await form.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(page).toHaveURL(/\/ineligible$/);
  await expect(form.getByRole('heading', { level: 1 })).toHaveText('Thank you for applying');
  await expect(
    form.getByText('If our team finds that your situation is otherwise, we will contact you.'),
  ).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('answers survive a reload and open filled in on another device', async ({ page, request, browser }) => {
  const { applicant, url } = await openStepOne(page, request);
  const form = main(page);
  await fillStepOne(page);
  await form.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(PART_TWO);

  // Half of step two, then the tab is reloaded once the answers so far are saved.
  const saved = page.waitForResponse(
    (r) => isUpdate(r.request(), true) && r.request().postDataJSON().eligibility_step.runway === 18 && r.ok(),
  );
  await answerYesNo(page, 'Is your company a technology company?', 'Yes');
  await form.getByLabel('What is your annualized revenue (USD)?').fill('600000');
  await form.getByLabel('Runway (months)').fill('18');
  await saved;
  await page.reload();

  const expectStepOneFilled = async (p: Page) => {
    const f = main(p);
    await expect(p).toHaveURL(/\/eligible-check$/);
    await expect(f.getByRole('heading', { level: 1 })).toHaveText(`Hi ${applicant.name}!`);
    await expect(f.getByLabel('Business name')).toHaveValue(STEP_ONE.businessName);
    await expect(f.getByLabel('Business website')).toHaveValue(STEP_ONE.businessWebsite);
    const date = f.getByRole('group', { name: 'Date of incorporation' });
    await expect(date).toContainText(monthName(STEP_ONE.dateOfIncorporation));
    await expect(date).toContainText(STEP_ONE.dateOfIncorporation.slice(0, 4));
    await expect(chosen(p, 'placeOfOperation')).toHaveValue('AE');
    await expect(chosen(p, 'businessType')).toHaveValue('SAAS');
    await expect(chosen(p, 'countryOfIncorporation')).toHaveValue('AE');
    await expect(chosen(p, 'companyStage')).toHaveValue('Series A');
    await expect(f.getByRole('button', { name: 'NEXT' })).toBeEnabled();
  };
  const expectStepTwoSoFar = async (p: Page, activeUsers: string) => {
    const f = main(p);
    await f.getByRole('button', { name: 'NEXT' }).click();
    await expect(p).toHaveURL(PART_TWO);
    await expect(
      f
        .getByRole('group', { name: 'Is your company a technology company?' })
        .getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    await expect(f.getByLabel('What is your annualized revenue (USD)?')).toHaveValue('600,000');
    await expect(f.getByLabel('Runway (months)')).toHaveValue('18');
    await expect(f.getByLabel('Number of active users')).toHaveValue(activeUsers);
    await expect(f.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
  };

  // The reload keeps the applicant on step two, its answers so far back in place; step one behind it.
  await expect(page).toHaveURL(PART_TWO);
  await expect(form.getByLabel('Runway (months)')).toHaveValue('18');
  await form.getByRole('button', { name: 'BACK' }).click();
  await expectStepOneFilled(page);
  await expectStepTwoSoFar(page, '');

  // BACK saves too: an answer given just before it is there when step two opens again.
  await form.getByLabel('Number of active users').fill('1200');
  const backSaved = page.waitForResponse(
    (r) =>
      isUpdate(r.request(), true) &&
      r.request().postDataJSON().eligibility_step.activeContracts === 1200 &&
      r.ok(),
  );
  await form.getByRole('button', { name: 'BACK' }).click();
  await expect(page).toHaveURL(/\/eligible-check$/);
  await form.getByRole('button', { name: 'NEXT' }).click();
  await expect(form.getByLabel('Number of active users')).toHaveValue('1200');
  // The server's copy follows in the background; the other device below reads it.
  await backSaved;

  // The same email link on another device (a fresh browser context) finds the same answers.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(url);
    await expectStepOneFilled(second);
    // Step two as BACK saved it, the number of active users included.
    await expectStepTwoSoFar(second, '1200');
  } finally {
    await other.close();
  }
});

test('NEXT and BACK never wait for the draft: a draft that fails or hangs does not hold the applicant', async ({
  page,
  request,
}) => {
  await openStepOne(page, request);
  const form = main(page);
  await fillStepOne(page);

  // Drafts fail: NEXT still stores step one and goes on, quietly.
  await page.route('**/api/onboarding/onboarding-update', (route) =>
    isUpdate(route.request(), true)
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"details":{"error":"Unavailable"}}',
        })
      : route.fallback(),
  );
  const failed = page.waitForResponse((r) => isUpdate(r.request(), true) && r.status() === 503);
  await form.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(PART_TWO);
  await failed;
  await expect(page.getByRole('alert').filter({ hasText: 'Unavailable' })).toHaveCount(0);
  await page.unroute('**/api/onboarding/onboarding-update');

  // Drafts hang: BACK still returns to step one at once, with the answers kept.
  await page.route('**/api/onboarding/onboarding-update', () => undefined);
  await form.getByLabel('Runway (months)').fill('18');
  await form.getByRole('button', { name: 'BACK' }).click();
  await expect(page).toHaveURL(/\/eligible-check$/);
  await expect(form.getByLabel('Business name')).toHaveValue(STEP_ONE.businessName);
  await form.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(PART_TWO);
  await expect(form.getByLabel('Runway (months)')).toHaveValue('18');
  await page.unroute('**/api/onboarding/onboarding-update');
});

test('/eligible says a failed lookup in the error modal instead of rejecting the applicant', async ({
  page,
  request,
}) => {
  await openStepOne(page, request);
  await page.route('**/api/onboarding/check-eligible', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await clientNavigate(page, '/eligible');
  await expect(page.getByRole('dialog', { name: 'Oops, Something Went Wrong!!' })).toBeVisible();
  await expect(page).toHaveURL(/\/eligible$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
});
