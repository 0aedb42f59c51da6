import { expect, test, type Browser, type Page } from '@playwright/test';
import { newApplicant, registerApplicant } from './applicant';
import { passEligibility } from './eligibility';
import { main } from './eligibility-ui';
import { walkJourney } from './journey';
import { seedSessionToken } from './session';
import { applicantAtTransactions } from './transactions';

// Every screen and modal of the product, in the states a person sees them (empty, filled, with errors, failed): the
// journey of support/journey.ts with a stop at each screen, then what lies off its path. `visit` is called at each
// stop with its name; tests/e2e/tour.spec.ts scans each one with axe and measures its card, `npm run screenshots` photographs
// it (scripts/screenshots.mjs).

export type Visit = (page: Page, name: string) => Promise<void>;

/** A new tab of the same browser, so a stop starts from a fresh session and address. */
async function inNewPage(browser: Browser, page: Page, work: (p: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
  });
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

export async function tour(page: Page, browser: Browser, visit: Visit): Promise<void> {
  await walkJourney(page, { onScreen: (name) => visit(page, name) });

  await test.step('off the journey: NOT FOUND, help, errors, the ineligible result, providers', async () => {
    await inNewPage(browser, page, async (p) => {
      await p.goto('/no-such-page');
      await expect(p.getByRole('heading', { name: 'NOT FOUND' })).toBeVisible();
      await visit(p, 'not found');
    });

    await inNewPage(browser, page, async (p) => {
      await p.goto('/');
      const narrow = (p.viewportSize()?.width ?? 0) < 768;
      if (narrow) await p.getByRole('button', { name: 'Onboarding Journey' }).click();
      await p.getByRole('link', { name: "We're here if you need help!" }).click();
      const form = p.locator('form', { has: p.getByLabel('Notes') });
      await expect(form.getByRole('button', { name: 'SUBMIT' })).toBeVisible();
      await visit(p, 'help form');
      await form.getByLabel('Email').fill('not-an-email');
      await form.getByLabel('Notes').fill('ab');
      await form.getByRole('button', { name: 'SUBMIT' }).click();
      await visit(p, 'help form, with errors');
    });

    await inNewPage(browser, page, async (p) => {
      await p.goto('/');
      await p.getByRole('button', { name: "LET'S START" }).click();
      await main(p).getByLabel('Email', { exact: true }).fill('not-an-email');
      await main(p).getByLabel('Name', { exact: true }).fill('A');
      await main(p).getByLabel('Phone number', { exact: true }).fill('12');
      await main(p).getByLabel('Name', { exact: true }).focus();
      await visit(p, 'registration, with errors');
    });

    const { token } = await registerApplicant(page.request, newApplicant({ name: 'Omar Farouk' }));
    await inNewPage(browser, page, async (p) => {
      await seedSessionToken(p, token);
      await p.goto('/eligible-check');
      await expect(main(p).getByRole('heading', { level: 1 })).toHaveText('Hi Omar Farouk!');
      // Errors show once a field is left (NEXT waits until every field is filled).
      await main(p).getByLabel('Business name').focus();
      await main(p).getByLabel('Business name').press('Tab');
      await main(p).getByLabel('Business website').fill('not a website');
      await main(p).getByLabel('Business website').press('Tab');
      await visit(p, 'eligibility step one, with errors');
    });

    const ineligible = await registerApplicant(page.request);
    await passEligibility(page.request, ineligible.token, { eligible: false });
    await inNewPage(browser, page, async (p) => {
      await seedSessionToken(p, ineligible.token);
      await p.goto('/eligible');
      await expect(p).toHaveURL(/\/ineligible$/);
      await visit(p, 'ineligible');
    });

    const eligible = await registerApplicant(page.request);
    await passEligibility(page.request, eligible.token, { eligible: true });
    await inNewPage(browser, page, async (p) => {
      await seedSessionToken(p, eligible.token);
      // The result cannot be fetched: the generic error modal, not a rejection (#15.3).
      await p.route('**/api/onboarding/check-eligible*', (route) =>
        route.fulfill({ status: 500, body: '{}' }),
      );
      await p.goto('/eligible');
      await expect(p.getByRole('dialog', { name: 'Oops, Something Went Wrong!!' })).toBeVisible();
      await visit(p, 'error modal');
    });
    await inNewPage(browser, page, async (p) => {
      await seedSessionToken(p, eligible.token);
      await p.goto('/financials');
      await expect(p).toHaveURL(/\/financials$/);
      await main(p).getByRole('button', { name: 'SUBMIT' }).click();
      await visit(p, 'documents, with errors');
    });

    const atTransactions = await applicantAtTransactions(page.request);
    await inNewPage(browser, page, async (p) => {
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
  });
}
