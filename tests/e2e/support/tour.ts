import { expect, test, type Browser, type Page } from '@playwright/test';
import { newApplicant, registerApplicant } from './applicant';
import { passEligibility } from './eligibility';
import { loginField, main } from './eligibility-ui';
import { CSV_HEADERS, uploadAndMapCsv, walkJourney } from './journey';
import { seedSessionToken } from './session';
import { LANGUAGE_STORAGE_KEY, say, type Language } from './texts';
import { applicantAtTransactions } from './transactions';

// Every screen and modal of the product, in the states a person sees them (empty, filled, with errors, failed): the
// journey of support/journey.ts with a stop at each screen, then what lies off its path. `visit` is called at each
// stop with its name; tests/e2e/tour.spec.ts scans each one with axe and measures its card, tests/e2e/tour-ar.spec.ts
// does the same in Arabic and looks for English left untranslated, `npm run screenshots` photographs it in both
// languages (scripts/screenshots.mjs).

export type Visit = (page: Page, name: string) => Promise<void>;

/**
 * A new tab of the same browser, so a stop starts from a fresh session and address; in `lang`, as a visitor who chose
 * it before (the choice kept in the browser, as the language switch and `?lang=` keep it).
 */
async function inNewPage(
  browser: Browser,
  page: Page,
  lang: Language,
  work: (p: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
  });
  if (lang !== 'en')
    await context.addInitScript(([key, chosen]) => window.localStorage.setItem(key, chosen), [
      LANGUAGE_STORAGE_KEY,
      lang,
    ] as const);
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

export interface TourOptions {
  /** The language of every screen (English by default). */
  lang?: Language;
}

/** The applicant who opens step one with errors, named as someone who reads the screens in that language would be. */
export const ERRORS_APPLICANT_NAME: Record<Language, string> = { en: 'Omar Farouk', ar: 'عمر فاروق' };

export async function tour(
  page: Page,
  browser: Browser,
  visit: Visit,
  options: TourOptions = {},
): Promise<void> {
  const lang = options.lang ?? 'en';
  const t = (scope: Parameters<typeof say>[1], english: string, values?: Record<string, string>) =>
    say(lang, scope, english, values);
  const newPage = (work: (p: Page) => Promise<void>) => inNewPage(browser, page, lang, work);
  await walkJourney(page, { lang, onScreen: (name) => visit(page, name) });

  await test.step('off the journey: NOT FOUND, help, errors, the ineligible result, providers', async () => {
    await newPage(async (p) => {
      await p.goto('/no-such-page');
      await expect(p.getByRole('heading', { name: t('shell', 'NOT FOUND') })).toBeVisible();
      await visit(p, 'not found');
    });

    await newPage(async (p) => {
      await p.goto('/');
      const narrow = (p.viewportSize()?.width ?? 0) < 768;
      if (narrow) await p.getByRole('button', { name: t('shell.journey', 'Onboarding Journey') }).click();
      await p.getByRole('link', { name: t('shell', "We're here if you need help!") }).click();
      const form = p.locator('form', { has: p.getByLabel(t('shell', 'Notes')) });
      await expect(form.getByRole('button', { name: t('shell', 'SUBMIT') })).toBeVisible();
      await visit(p, 'help form');
      await form.getByLabel(t('shell', 'Email')).fill('not-an-email');
      await form.getByLabel(t('shell', 'Notes')).fill('ab');
      await form.getByRole('button', { name: t('shell', 'SUBMIT') }).click();
      await visit(p, 'help form, with errors');
    });

    await newPage(async (p) => {
      await p.goto('/');
      await p.getByRole('button', { name: t('shell', "LET'S START") }).click();
      await loginField(p, 'Email', lang).fill('not-an-email');
      await loginField(p, 'Name', lang).fill('A');
      await loginField(p, 'Phone number', lang).fill('12');
      await loginField(p, 'Name', lang).focus();
      await visit(p, 'registration, with errors');
    });

    const name = ERRORS_APPLICANT_NAME[lang];
    const { token } = await registerApplicant(page.request, newApplicant({ name }));
    await newPage(async (p) => {
      await seedSessionToken(p, token);
      await p.goto('/eligible-check');
      await expect(main(p).getByRole('heading', { level: 1 })).toHaveText(
        t('eligibility', 'Hi {{name}}!', { name }),
      );
      // Errors show once a field is left (NEXT waits until every field is filled).
      const businessName = main(p).getByLabel(t('eligibility', 'Business name'));
      const website = main(p).getByLabel(t('eligibility', 'Business website'));
      await businessName.focus();
      await businessName.press('Tab');
      await website.fill('not a website');
      await website.press('Tab');
      await visit(p, 'eligibility step one, with errors');
    });

    const ineligible = await registerApplicant(page.request);
    await passEligibility(page.request, ineligible.token, { eligible: false });
    await newPage(async (p) => {
      await seedSessionToken(p, ineligible.token);
      await p.goto('/eligible');
      await expect(p).toHaveURL(/\/ineligible$/);
      await visit(p, 'ineligible');
    });

    const eligible = await registerApplicant(page.request);
    await passEligibility(page.request, eligible.token, { eligible: true });
    await newPage(async (p) => {
      await seedSessionToken(p, eligible.token);
      // The result cannot be fetched: the generic error modal, not a rejection.
      await p.route('**/api/onboarding/check-eligible*', (route) =>
        route.fulfill({ status: 500, body: '{}' }),
      );
      await p.goto('/eligible');
      await expect(
        p.getByRole('dialog', { name: t('common', 'Oops, Something Went Wrong!!') }),
      ).toBeVisible();
      await visit(p, 'error modal');
    });
    await newPage(async (p) => {
      await seedSessionToken(p, eligible.token);
      await p.goto('/financials');
      await expect(p).toHaveURL(/\/financials$/);
      await main(p)
        .getByRole('button', { name: t('documents', 'SUBMIT') })
        .click();
      await visit(p, 'documents, with errors');
    });

    const atTransactions = await applicantAtTransactions(page.request);
    await newPage(async (p) => {
      await seedSessionToken(p, atTransactions.token);
      await p.goto('/subscriptions');
      await main(p).getByRole('link', { name: 'Stripe', exact: true }).click();
      await expect(p).toHaveURL(/\/subscriptions\/stripe$/i);
      await visit(p, 'provider credentials, empty');
      const first = main(p).getByRole('textbox').first();
      await first.fill('not-a-key');
      await first.press('Tab');
      await visit(p, 'provider credentials, with errors');
    });

    const withBadFile = await applicantAtTransactions(page.request);
    await newPage(async (p) => {
      await seedSessionToken(p, withBadFile.token);
      await p.goto('/subscriptions');
      await main(p)
        .getByRole('checkbox', { name: t('transactions', 'Other') })
        .check();
      await main(p).getByLabel(t('transactions', 'System name')).fill('Recurly');
      await main(p)
        .getByRole('button', { name: t('transactions', 'NEXT') })
        .click();
      await expect(p).toHaveURL(/\/subscriptions\/file$/);
      // Dates that cannot be read, an amount that is not one and a customer without an id: the problems dialog.
      const rows = [
        CSV_HEADERS.join(','),
        'CUS-0001,1200.00,2024-01-15,12',
        'CUS-0002,99.00,soon,1',
        ',99.00,2024-03-01,1',
        'CUS-0004,ninety,2024-04-01,1',
      ];
      await uploadAndMapCsv(p, lang, {
        name: 'transactions with problems.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${rows.join('\n')}\n`),
      });
      await expect(p.getByRole('dialog')).toBeVisible();
      await visit(p, 'transactions file problems');
    });
  });
}
