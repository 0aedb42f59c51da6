import { expect, test, type Page } from '@playwright/test';
import { alertWith, chooseOther, submitMappedAccounts } from './accounting';
import { newApplicant } from './applicant';
import { requiredDocuments } from './documents';
import {
  fillLoginFields,
  fillStepOne,
  fillStepTwo,
  main,
  openRegistration,
  solveCaptchaWidget,
} from './eligibility-ui';
import { tokenLink, waitForEmail } from './outbox';
import { inLanguage, say, sayWithin, type Language } from './texts';

// The whole journey of a new applicant, from the welcome screen to /subscriptions/connected, through the UI only:
// registration with the captcha widget, the email link from the outbox, both eligibility steps, the documents,
// Other → CSV → mapping, then accounting Other → Excel. Walked by tests/e2e/journey.spec.ts against `npm start` and
// by tests/topology/journey.spec.ts through the production gateway, in English; in Arabic by tests/e2e/tour-ar.spec.ts.

/** The CSV file's headers: named like the fields they hold, as an export from a billing system names them. */
export const CSV_HEADERS = ['customer_id', 'amount', 'start_date', 'period'] as const;

/** The transaction system an applicant names under Other. */
export const OTHER_SYSTEM_NAME = 'Chargebee';

/** The applicant of the journey, named as someone who reads the screens in that language would be. */
export const JOURNEY_APPLICANT_NAME: Record<Language, string> = { en: 'Layla Haddad', ar: 'ليلى حداد' };

/** A SAAS transactions file whose headers already name the required columns. */
function transactionsCsv() {
  const rows = [
    CSV_HEADERS.join(','),
    'CUS-0001,1200.00,2024-01-15,12',
    'CUS-0002,99.00,2024-02-01,1',
    'CUS-0003,99.00,2024-03-01,1',
    'CUS-0001,1200.00,2025-01-15,12',
  ];
  return { name: 'transactions.csv', mimeType: 'text/csv', buffer: Buffer.from(`${rows.join('\n')}\n`) };
}

/** How long a step that makes the server read a file may take on a busy machine (a wait, not a requirement). */
const SERVER_WORK_MS = 60_000;

/** Eight screens, two captchas' worth of proof of work and three uploads on a shared machine. */
export const JOURNEY_TIMEOUT_MS = 300_000;

const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

export interface JourneyOptions {
  /** Where the browser must POST the CSV file itself (the presigned upload); checked to answer 204 when given. */
  directUploadUrl?: string;
  /**
   * Called at every screen and modal of the journey, in the states a person sees them (empty, filled, with errors),
   * with a name for the stop: the tour of tests/e2e/support/tour.ts scans or photographs each one there.
   */
  onScreen?: (name: string) => Promise<void>;
  /** The language the applicant picks on the welcome screen's address (`?lang=`); English by default. */
  lang?: Language;
}

export async function walkJourney(page: Page, options: JourneyOptions = {}) {
  const stop = options.onScreen ?? (async () => undefined);
  const lang = options.lang ?? 'en';
  const applicant = newApplicant({ name: JOURNEY_APPLICANT_NAME[lang] });
  // Every screen, worker, captcha and upload of the journey runs under the page's Content-Security-Policy.
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  const home = await page.request.get('/');
  expect(home.headers()['content-security-policy']).toContain("script-src 'self'");

  await test.step('registration with the captcha widget', async () => {
    await page.goto(inLanguage(lang, '/'));
    await expect(page.getByRole('button', { name: say(lang, 'shell', "LET'S START") })).toBeVisible();
    await stop('welcome');
    await openRegistration(page, lang);
    await stop('registration, empty');
    await fillLoginFields(page, applicant, lang);
    await solveCaptchaWidget(page, lang);
    await stop('registration, filled');
    await main(page)
      .getByRole('button', { name: say(lang, 'eligibility', 'CONTINUE') })
      .click();
    await expect(page).toHaveURL(/\/email-check$/);
    await expect(
      main(page).getByRole('heading', { name: say(lang, 'eligibility', 'Check Your Email!') }),
    ).toBeVisible();
    await stop('check your email');
  });

  await test.step('the email link from the outbox', async () => {
    const { url } = tokenLink(await waitForEmail(applicant.email));
    await page.goto(url);
    await expect(page).toHaveURL(/\/eligible-check$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      say(lang, 'eligibility', 'Hi {{name}}!', { name: applicant.name }),
    );
    await stop('eligibility step one, empty');
  });

  await test.step('eligibility, both steps, and the result', async () => {
    await fillStepOne(page, {}, lang);
    await stop('eligibility step one, filled');
    await main(page)
      .getByRole('button', { name: say(lang, 'eligibility', 'NEXT') })
      .click();
    await expect(page).toHaveURL(/\/eligible-check-part-two$/);
    await stop('eligibility step two, empty');
    await fillStepTwo(page, {}, undefined, lang);
    await stop('eligibility step two, filled');
    await main(page)
      .getByRole('button', { name: say(lang, 'eligibility', 'SUBMIT') })
      .click();
    await expect(page).toHaveURL(/\/eligible$/);
    await expect(main(page).getByText(say(lang, 'eligibility', 'You are eligible for up to'))).toBeVisible();
    await stop('eligible');
    await main(page)
      .getByRole('button', { name: say(lang, 'eligibility', 'UPLOAD DOCUMENTS') })
      .click();
    await expect(page).toHaveURL(/\/financials$/);
    await stop('documents, empty');
  });

  await test.step('documents', async () => {
    const docs = requiredDocuments();
    const labelOf = (english: string) => sayWithin(lang, 'upload.documents', english);
    await main(page).getByLabel(labelOf('Holding Company Registration')).setInputFiles(docs.Registration);
    await main(page).getByLabel(labelOf('Cap Table')).setInputFiles(docs.CapTable);
    await main(page).getByLabel(labelOf('Fundraising Summary')).setInputFiles(docs.FundraisingSummary);
    await stop('documents, chosen');
    await main(page)
      .getByRole('button', { name: say(lang, 'documents', 'SUBMIT') })
      .click();
    await expect(page).toHaveURL(/\/documents-email$/, { timeout: SERVER_WORK_MS });
    await expect(
      main(page).getByRole('heading', { level: 1, name: say(lang, 'documents', 'Documents Received!') }),
    ).toBeVisible();
    await stop('documents received');
    await main(page)
      .getByRole('button', { name: say(lang, 'documents', 'Connect your systems') })
      .click();
    await expect(page).toHaveURL(/\/subscriptions$/);
  });

  await test.step('transactions: Other, a CSV file and its mapping', async () => {
    const text = (english: string) => say(lang, 'transactions', english);
    await stop('transaction systems');
    await main(page)
      .getByRole('checkbox', { name: text('Other') })
      .check();
    await main(page).getByLabel(text('System name')).fill(OTHER_SYSTEM_NAME);
    await stop('transaction systems, other');
    await main(page)
      .getByRole('button', { name: text('NEXT') })
      .click();
    await expect(page).toHaveURL(/\/subscriptions\/file$/);
    await stop('transactions file, empty');
    await uploadAndMapCsv(page, lang, transactionsCsv(), {
      directUploadUrl: options.directUploadUrl,
      onMapping: () => stop('transactions mapping'),
    });
    // The server reads the whole file in a worker before answering.
    await expect(page).toHaveURL(/\/accounting$/, { timeout: SERVER_WORK_MS });
  });

  await test.step('accounting: the success modal once, then Other and the Excel file', async () => {
    const modal = page.getByRole('dialog', {
      name: say(lang, 'accounting', 'Your CSV file has been uploaded'),
    });
    await expect(modal).toBeVisible();
    await stop('accounting, CSV uploaded modal');
    await modal.getByRole('button', { name: say(lang, 'accounting.successModal', 'CONTINUE') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await stop('accounting systems');
    await chooseOther(page, lang);
    await stop('monthly accounts, empty');
    await submitMappedAccounts(page, undefined, () => stop('monthly accounts, mapped'), lang);
    await expect(
      alertWith(page, lang === 'en' ? 'Something went wrong' : say(lang, 'common', 'Something went wrong!')),
    ).toHaveCount(0);
  });

  await test.step('the closing screen', async () => {
    const text = (english: string) => say(lang, 'transactions.connected', english);
    await expect(page).toHaveURL(/\/subscriptions\/connected$/);
    await expect(main(page).getByText(text('Thanks for sharing your transaction data!'))).toBeVisible();
    await expect(
      main(page).getByText(
        lang === 'en'
          ? /two business days/
          : text('Our team will review your application and get back to you within two business days.'),
      ),
    ).toBeVisible();
    await expect(main(page).getByRole('link', { name: text('Go to homepage') })).toBeVisible();
    await stop('connected');
    // A reload keeps the applicant on the closing screens: every step is done.
    await page.reload();
    await expect(page).toHaveURL(/\/funded$/);
    await expect(main(page).getByText(text('Thanks for sharing your transaction data!'))).toBeVisible();
  });

  expect(cspViolations, 'nothing the journey needs is refused by the Content-Security-Policy').toEqual([]);
}

/**
 * At /subscriptions/file: chooses SAAS and `file`, uploads it, and on the mapping screen (`onMapping`) maps the
 * columns (by name on narrow screens; the drag-and-drop list starts in the right order on wide ones, the headers being
 * named like the fields) and submits the mapping. The caller waits for what follows: the next step or the file's
 * problems.
 */
export async function uploadAndMapCsv(
  page: Page,
  lang: Language,
  file: { name: string; mimeType: string; buffer: Buffer },
  { directUploadUrl, onMapping }: { directUploadUrl?: string; onMapping?: () => Promise<void> } = {},
): Promise<void> {
  const text = (english: string) => say(lang, 'transactions', english);
  await main(page)
    .getByRole('radio', { name: say(lang, 'transactions.upload.industries', 'SAAS') })
    .check();
  await main(page).getByLabel(text('Transaction file (CSV)')).setInputFiles(file);
  const upload = main(page).getByRole('button', { name: text('UPLOAD') });
  await expect(upload).toBeEnabled();
  const stored = directUploadUrl
    ? page.waitForResponse((res) => res.url() === directUploadUrl && res.request().method() === 'POST')
    : null;
  await upload.click();
  if (stored) expect((await stored).status()).toBe(204);
  await expect(page).toHaveURL(/\/subscriptions\/file\/mapping$/, { timeout: SERVER_WORK_MS });
  await expect(
    main(page).getByRole('heading', { name: text('Great, Your Transaction File is Uploaded!') }),
  ).toBeVisible();
  await onMapping?.();
  if (!wide(page)) {
    const picks: [string, string][] = [
      ['Unique customer ID', 'customer_id'],
      ['Amount', 'amount'],
      ['Start date', 'start_date'],
      ['Period', 'period'],
    ];
    for (const [field, header] of picks) {
      await main(page)
        .getByRole('combobox', { name: say(lang, 'transactions.mapping.fields', field), exact: true })
        .selectOption(header);
    }
  }
  await main(page)
    .getByRole('button', { name: say(lang, 'transactions.mapping', 'SUBMIT') })
    .click();
}
