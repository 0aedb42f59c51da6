import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { applicantUnderReview } from './accounting';
import { newApplicant, registerApplicant } from './applicant';
import { chooseLanguage } from './arabic';
import { passEligibility } from './eligibility';
import { main } from './eligibility-ui';
import { seedSessionToken } from './session';
import { backofficeUrl, enrol, signIn } from './staff';
import type { Language } from './texts';

// Where applicants stand, in one walk and one language: a declined applicant's decline screen and dashboard, a
// submitted applicant's closing screen and dashboard with the application's reference, and a reviewer's saved views
// of the queue and views of declined and unsubmitted applications. `visit` is called at each stop with its name and
// what applicants wrote that it shows: tests/e2e/outcome-ar.spec.ts scans each one in Arabic, `npm run screenshots`
// photographs it in both languages. outcome-declined.spec.ts, outcome-submitted.spec.ts and queue.spec.ts check
// what these screens say.

export type OutcomeVisit = (page: Page, name: string, data?: readonly string[]) => Promise<void>;

/** Every stop's name, in the order the walk reaches them. */
export const OUTCOME_STOPS = [
  'ineligible',
  'dashboard, not eligible',
  'closing screen, with the reference',
  'dashboard, submitted',
  'queue, assigned to me',
  'queue, awaiting my approval',
  'queue, applicant replied',
  'declined at eligibility',
  'not submitted',
] as const;

export interface OutcomeWalk {
  lang: Language;
  /** The three applicants' businesses: declined at eligibility, submitted, and eligible but not submitted yet. */
  declinedName: string;
  submittedName: string;
  unsubmittedName: string;
  /** A reviewer invited when the product started (support/staff-accounts.ts). */
  reviewerEmail: string;
  visit: OutcomeVisit;
}

/** An applicant's page of its own in `lang`, signed in with `token`. */
async function applicantPage(browser: Browser, like: Page, lang: Language, token: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: like.viewportSize() })).newPage();
  await chooseLanguage(page, lang);
  await seedSessionToken(page, token);
  return page;
}

/** The walk; `page` becomes the reviewer's, each applicant gets a browser context of their own. */
export async function walkOutcomes(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  { lang, declinedName, submittedName, unsubmittedName, reviewerEmail, visit }: OutcomeWalk,
): Promise<void> {
  const declined = await registerApplicant(request, newApplicant());
  await passEligibility(request, declined.token, { eligible: false, businessName: declinedName });
  const submitted = await applicantUnderReview(request, newApplicant(), { businessName: submittedName });
  const unsubmitted = await registerApplicant(request, newApplicant());
  await passEligibility(request, unsubmitted.token, { eligible: true, businessName: unsubmittedName });
  const status = await request.get('/api/onboarding/check-user', {
    headers: { authorization: `Bearer ${submitted.token}` },
  });
  const { onboarding_id: id } = (await status.json()) as { onboarding_id: number };
  const reference = `ONB-${String(id).padStart(6, '0')}`;

  const declinedPage = await applicantPage(browser, page, lang, declined.token);
  await declinedPage.goto('/');
  await expect(declinedPage).toHaveURL(/\/ineligible$/);
  await expect(main(declinedPage).getByRole('heading', { level: 1 })).toBeVisible();
  await visit(declinedPage, 'ineligible');
  await declinedPage.goto('/dashboard');
  await expect(main(declinedPage).getByRole('article', { name: declinedName })).toBeVisible();
  await visit(declinedPage, 'dashboard, not eligible', [declinedName]);
  await declinedPage.context().close();

  const submittedPage = await applicantPage(browser, page, lang, submitted.token);
  await submittedPage.goto('/');
  await expect(submittedPage).toHaveURL(/\/funded$/);
  await expect(main(submittedPage)).toContainText(reference);
  await visit(submittedPage, 'closing screen, with the reference', [reference]);
  await submittedPage.goto('/dashboard');
  await expect(main(submittedPage).getByRole('article', { name: submittedName })).toContainText(reference);
  await visit(submittedPage, 'dashboard, submitted', [submittedName, reference]);
  await submittedPage.context().close();

  await chooseLanguage(page, lang);
  await signIn(page, await enrol(page, reviewerEmail, { lang }), lang);
  const views: [(typeof OUTCOME_STOPS)[number], string][] = [
    ['queue, assigned to me', '/cases?assignee=me'],
    ['queue, awaiting my approval', '/cases?awaiting=me'],
    ['queue, applicant replied', '/cases?replied=yes'],
    ['declined at eligibility', `/cases?view=declined&q=${encodeURIComponent(declinedName)}`],
    ['not submitted', `/cases?view=unsubmitted&q=${encodeURIComponent(unsubmittedName)}`],
  ];
  const ours = [
    declinedName,
    submittedName,
    unsubmittedName,
    declined.applicant.email,
    submitted.applicant.email,
  ];
  for (const [name, address] of views) {
    await page.goto(`${backofficeUrl()}${address}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // On a product other runs share, a saved view also lists their cases, named as they named them.
    const theirs = await page.getByRole('row').getByRole('link').allTextContents();
    await visit(page, name, [...ours, ...theirs]);
  }
}
