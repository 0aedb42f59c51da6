import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Applicant } from './applicant';
import { COUNTRY_NAMES, ELIGIBLE_STEP_TWO, STEP_ONE, type StepOneAnswers } from './eligibility';
import { inLanguage, say, type Language } from './texts';

// Browser-side helpers for the registration and eligibility screens: what an applicant does with the mouse and
// keyboard, so that specs read as the journey. Each takes the language the screens are in (English by default); the
// English texts below are the spec's, and support/texts.ts finds what another language shows in their place.

/** The page's main area (the journey panel beside it repeats some of the step titles). */
export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** From the welcome screen to the registration form, the way an applicant gets there. */
export async function openRegistration(page: Page, lang: Language = 'en'): Promise<void> {
  await page.goto(inLanguage(lang, '/'));
  await page.getByRole('button', { name: say(lang, 'shell', "LET'S START") }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    main(page).getByRole('heading', { level: 1, name: say(lang, 'eligibility', 'Eligibility Check') }),
  ).toBeVisible();
}

/** The registration form's fields, by their labels in `lang`. */
export function loginField(
  page: Page,
  field: 'Name' | 'Email' | 'Phone number',
  lang: Language = 'en',
): Locator {
  return main(page).getByLabel(say(lang, 'eligibility.registration', field), { exact: true });
}

export async function fillLoginFields(
  page: Page,
  applicant: Pick<Applicant, 'name' | 'email' | 'phone_number'>,
  lang: Language = 'en',
): Promise<void> {
  await loginField(page, 'Name', lang).fill(applicant.name);
  await loginField(page, 'Email', lang).fill(applicant.email);
  await loginField(page, 'Phone number', lang).fill(applicant.phone_number);
}

/**
 * Solves the ALTCHA widget the way an applicant does: ticks its checkbox and waits until it says it is verified
 * (the proof of work runs in the browser against the API's challenge).
 */
export async function solveCaptchaWidget(page: Page, lang: Language = 'en'): Promise<void> {
  await clickCaptcha(page, lang);
  // The proof of work runs in the browser; on a busy machine it can take longer than an assertion's usual wait.
  await expect(main(page).locator('altcha-widget [data-state="verified"]')).toHaveCount(1, {
    timeout: 90_000,
  });
}

/** The ALTCHA widget's checkbox label, in the widget's own words (its translations, altcha/i18n/<language>). */
export const CAPTCHA_LABEL: Record<Language, string> = { en: "I'm not a robot", ar: 'أنا لست روبوتاً' };

/** Ticks the ALTCHA checkbox, for screens that act on the answer at once (Resend email) and reset the widget. */
export async function clickCaptcha(page: Page, lang: Language = 'en'): Promise<void> {
  // The widget draws its tick over the checkbox, so the click goes to the checkbox's label, as a person's would.
  await main(page).locator('altcha-widget label').filter({ hasText: CAPTCHA_LABEL[lang] }).click();
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

/** The month list's name of a "yyyy-MM" month ("2020-03" → "March", "مارس" in Arabic). */
export function monthName(yearMonth: string, lang: Language = 'en'): string {
  const month = Number(yearMonth.slice(5, 7));
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleString(lang, { month: 'long', timeZone: 'UTC' });
}

/** A country as the lists name it: the English list's name, or the region's name in the page's language. */
async function countryName(page: Page, code: string, lang: Language): Promise<string> {
  if (lang === 'en') return COUNTRY_NAMES[code];
  return page.evaluate(
    ([region, language]) => new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? region,
    [code, lang] as const,
  );
}

/** Fills step one of the eligibility check with the support answers (or others given). */
export async function fillStepOne(
  page: Page,
  answers: Partial<StepOneAnswers> = {},
  lang: Language = 'en',
): Promise<void> {
  const one = { ...STEP_ONE, ...answers };
  const form = main(page);
  const label = (english: string) => say(lang, 'eligibility.stepOne', english);
  await form.getByLabel(label('Business name')).fill(one.businessName);
  await form.getByLabel(label('Business website')).fill(one.businessWebsite);
  // The date of incorporation is a month and a year, each from a list.
  await chooseOptions(page, label('Month'), [monthName(one.dateOfIncorporation, lang)]);
  await chooseOptions(page, label('Year'), [one.dateOfIncorporation.slice(0, 4)]);
  const countries = (codes: string[]) => Promise.all(codes.map((code) => countryName(page, code, lang)));
  await chooseOptions(
    page,
    label('Place of operation'),
    await countries(one.placeOfOperation.map((p) => p.code)),
  );
  await chooseOptions(
    page,
    label('Business type'),
    one.businessType.map((b) => say(lang, 'common.options.businessTypes', b.name)),
  );
  await chooseOptions(
    page,
    label('Country of incorporation (headquarters)'),
    await countries([one.countryOfIncorporation]),
  );
  await chooseOptions(page, label('Company stage'), [
    say(lang, 'common.options.companyStages', one.companyStage),
  ]);
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

/** Answers a Yes/No question of step two; `question` and `answer` as the English screen words them. */
export async function answerYesNo(
  page: Page,
  question: string,
  answer: 'Yes' | 'No',
  lang: Language = 'en',
): Promise<void> {
  await main(page)
    .getByRole('group', { name: say(lang, 'eligibility.stepTwo', question) })
    .getByRole('radio', { name: say(lang, 'eligibility.stepTwo', answer) })
    .check();
}

/** Fills step two; `revenueLabel` is the revenue question as the business type words it (in English). */
export async function fillStepTwo(
  page: Page,
  answers: Partial<StepTwoAnswers> = {},
  revenueLabel = 'What is your annualized revenue (USD)?',
  lang: Language = 'en',
): Promise<void> {
  const two = { ...ELIGIBLE_STEP_TWO, ...answers };
  const form = main(page);
  const label = (english: string) => say(lang, 'eligibility.stepTwo', english);
  const yesNo = (question: string, value: string | number) =>
    answerYesNo(page, question, value as 'Yes' | 'No', lang);
  await yesNo('Is your company a technology company?', two.isSoftware);
  await form.getByLabel(label(revenueLabel)).fill(String(two.ARRYearlyRevenue));
  for (const [field, english] of NUMBER_LABELS)
    await form.getByLabel(label(english)).fill(String(two[field]));
  await yesNo('Do you prefer Shariah-compliant financing?', two.isSharia);
  await yesNo('Do you have outstanding debt?', two.debt);
  if (two.debt === 'Yes')
    await form.getByLabel(label('Outstanding debt amount (USD)')).fill(String(two.debtAmount));
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
