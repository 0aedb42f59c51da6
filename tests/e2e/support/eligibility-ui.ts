import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Applicant } from './applicant';
import { COUNTRY_NAMES, ELIGIBLE_STEP_TWO, STEP_ONE, type StepOneAnswers } from './eligibility';

// Browser-side helpers for the registration and eligibility screens: what an applicant does with the mouse and
// keyboard, so that specs read as the journey.

/** The page's main area (the journey panel beside it repeats some of the step titles). */
export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** From the welcome screen to the registration form, the way an applicant gets there. */
export async function openRegistration(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: "LET'S START" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Eligibility Check' })).toBeVisible();
}

export async function fillLoginFields(
  page: Page,
  applicant: Pick<Applicant, 'name' | 'email' | 'phone_number'>,
): Promise<void> {
  const form = main(page);
  await form.getByLabel('Name', { exact: true }).fill(applicant.name);
  await form.getByLabel('Email', { exact: true }).fill(applicant.email);
  await form.getByLabel('Phone number', { exact: true }).fill(applicant.phone_number);
}

/**
 * Solves the ALTCHA widget the way an applicant does: ticks its checkbox and waits until it says it is verified
 * (the proof of work runs in the browser against the API's challenge).
 */
export async function solveCaptchaWidget(page: Page): Promise<void> {
  await clickCaptcha(page);
  // The proof of work runs in the browser; on a busy machine it can take longer than an assertion's usual wait.
  await expect(main(page).locator('altcha-widget [data-state="verified"]')).toHaveCount(1, {
    timeout: 90_000,
  });
}

/** Ticks the ALTCHA checkbox, for screens that act on the answer at once (Resend email) and reset the widget. */
export async function clickCaptcha(page: Page): Promise<void> {
  // The widget draws its tick over the checkbox, so the click goes to the checkbox's label, as a person's would.
  await main(page).locator('altcha-widget label').filter({ hasText: "I'm not a robot" }).click();
}

/** Picks options of a react-select field by typing each and choosing the matching option. */
export async function chooseOptions(page: Page, label: string, names: string[]): Promise<void> {
  const input = main(page).getByLabel(label, { exact: true });
  for (const name of names) {
    await input.fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await input.press('Escape');
}

/** The month list's name of a "yyyy-MM" month ("2020-03" → "March"). */
export function monthName(yearMonth: string): string {
  const month = Number(yearMonth.slice(5, 7));
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en', { month: 'long', timeZone: 'UTC' });
}

/** Fills step one of the eligibility check with the support answers (or others given). */
export async function fillStepOne(page: Page, answers: Partial<StepOneAnswers> = {}): Promise<void> {
  const one = { ...STEP_ONE, ...answers };
  const form = main(page);
  await form.getByLabel('Business name').fill(one.businessName);
  await form.getByLabel('Business website').fill(one.businessWebsite);
  // The date of incorporation is a month and a year, each from a list.
  await chooseOptions(page, 'Month', [monthName(one.dateOfIncorporation)]);
  await chooseOptions(page, 'Year', [one.dateOfIncorporation.slice(0, 4)]);
  await chooseOptions(
    page,
    'Place of operation',
    one.placeOfOperation.map((p) => p.name),
  );
  await chooseOptions(
    page,
    'Business type',
    one.businessType.map((b) => b.name),
  );
  await chooseOptions(page, 'Country of incorporation (headquarters)', [
    COUNTRY_NAMES[one.countryOfIncorporation],
  ]);
  await chooseOptions(page, 'Company stage', [one.companyStage]);
}

type StepTwoAnswers = Record<keyof typeof ELIGIBLE_STEP_TWO, string | number>;

const NUMBER_LABELS: [keyof StepTwoAnswers, string][] = [
  ['activeContracts', 'Number of active users'],
  ['investmentRounds', 'Number of investment rounds'],
  ['runway', 'Runway (months)'],
  ['requestedAmount', 'Requested amount (USD)'],
  ['institutionalInvestors', 'Number of institutional investors'],
  ['raisedAmount', 'Amount raised to date (USD)'],
];

export async function answerYesNo(page: Page, question: string, answer: 'Yes' | 'No'): Promise<void> {
  await main(page).getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();
}

/** Fills step two; `revenueLabel` is the revenue question as the business type words it. */
export async function fillStepTwo(
  page: Page,
  answers: Partial<StepTwoAnswers> = {},
  revenueLabel = 'What is your annualized revenue (USD)?',
): Promise<void> {
  const two = { ...ELIGIBLE_STEP_TWO, ...answers };
  const form = main(page);
  await answerYesNo(page, 'Is your company a technology company?', two.isSoftware as 'Yes' | 'No');
  await form.getByLabel(revenueLabel).fill(String(two.ARRYearlyRevenue));
  for (const [field, label] of NUMBER_LABELS) await form.getByLabel(label).fill(String(two[field]));
  await answerYesNo(page, 'Do you prefer Shariah-compliant financing?', two.isSharia as 'Yes' | 'No');
  await answerYesNo(page, 'Do you have outstanding debt?', two.debt as 'Yes' | 'No');
  if (two.debt === 'Yes') await form.getByLabel('Outstanding debt amount (USD)').fill(String(two.debtAmount));
}

/**
 * Runs axe on part of the page (the screen by default; a dialog lives outside it) and fails on serious or critical
 * violations, listing them (the WCAG 2.2 AA bar of ARCHITECTURE.md).
 */
export async function expectAccessible(page: Page, selector = 'main'): Promise<void> {
  // From the top of the page: on narrow screens the shell's sticky navbar covers part of whatever scrolled under it,
  // which axe's target-size rule reports against that field, whoever's field it is.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
