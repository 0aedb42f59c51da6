import * as XLSX from '@e965/xlsx';
import { ltrText } from '@onboarding/shared';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newApplicant, registerApplicant, type Applicant } from './applicant';
import { uploadDocuments, type SampleFile } from './documents';
import { passEligibility } from './eligibility';
import { seedSessionToken } from './session';
import { say, type Language } from './texts';

// The accounting step (/accounting, /monthly-mapping): an applicant brought to it through the API, monthly-accounts
// workbooks made at run time with SheetJS, and what an applicant does on the two screens.

export interface ExcelFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS_MIME = 'application/vnd.ms-excel';

/** Sheet row labels of the sample P&L, in the order of the line items the screen maps (MONTHLY_ROWS). */
export const PL_LABELS = {
  Dates: 'Month',
  Revenues: 'Revenue',
  CoGS: 'Cost of goods sold',
  'R&D': 'Research and development',
  'S&M': 'Sales and marketing',
  'G&A (all others)': 'General and administrative',
  Salaries: 'Salaries and wages',
} as const;

export type LineItem = keyof typeof PL_LABELS;
export const LINE_ITEMS = Object.keys(PL_LABELS) as LineItem[];

/** `count` months from January 2024, as accountants head their columns ("Jan 2024"). */
export function monthHeadings(count: number): string[] {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return Array.from({ length: count }, (_, i) => `${names[i % 12]} ${2024 + Math.floor(i / 12)}`);
}

/**
 * A monthly management-accounts workbook: a "Summary" sheet too short to map (5 rows) and a "P&L" sheet with a
 * Dates row, the six line items and a net line over `months` months.
 */
export function monthlyAccounts({
  name = 'Management accounts 2024.xlsx',
  months = 12,
  bookType = 'xlsx',
}: { name?: string; months?: number; bookType?: 'xlsx' | 'biff8' } = {}): ExcelFile {
  const headings = monthHeadings(months);
  const series = (base: number, step: number) => headings.map((_, i) => base + i * step);
  const revenue = series(100_000, 2_500);
  const cogs = series(22_000, 400);
  const rnd = series(15_000, 100);
  const sm = series(12_000, 300);
  const ga = series(8_000, 50);
  const salaries = series(30_000, 0);
  const net = revenue.map((r, i) => r - cogs[i] - rnd[i] - sm[i] - ga[i] - salaries[i]);
  const pl = [
    [PL_LABELS.Dates, ...headings],
    [PL_LABELS.Revenues, ...revenue],
    [PL_LABELS.CoGS, ...cogs],
    [PL_LABELS['R&D'], ...rnd],
    [PL_LABELS['S&M'], ...sm],
    [PL_LABELS['G&A (all others)'], ...ga],
    [PL_LABELS.Salaries, ...salaries],
    ['Net income', ...net],
  ];
  const summary = [
    ['Company', 'Noor Labs'],
    ['Currency', 'USD'],
    ['Period', `${headings[0]} to ${headings.at(-1)}`],
    ['Prepared by', 'Finance'],
    ['Reviewed', 'Yes'],
  ];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(summary), 'Summary');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(pl), 'P&L');
  return {
    name,
    mimeType: bookType === 'xlsx' ? XLSX_MIME : XLS_MIME,
    buffer: XLSX.write(wb, { type: 'buffer', bookType }) as Buffer,
  };
}

/** Named like a workbook, but not one: the browser accepts it, the server cannot read it. */
export function damagedWorkbook(name = 'Damaged accounts.xlsx'): ExcelFile {
  return {
    name,
    mimeType: XLSX_MIME,
    buffer: Buffer.from('this is not a spreadsheet, just text with an Excel name\n'),
  };
}

/**
 * Picks a file of exactly `bytes` bytes named `name` in `input`, made inside the page: the browser refuses an
 * oversized workbook on its size before reading it, so its content does not matter, and 20 MB need not cross from
 * the test to the browser.
 */
export async function pickFileOfSize(input: Locator, name: string, bytes: number): Promise<void> {
  await input.evaluate(
    (el, file) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      (el as HTMLInputElement).files = transfer.files;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { name, bytes, type: XLSX_MIME },
  );
}

export function textFile(name = 'accounts.csv'): ExcelFile {
  return { name, mimeType: 'text/csv', buffer: Buffer.from('month,revenue\n2024-01,100\n') };
}

export function emptyWorkbook(name = 'Empty.xlsx'): ExcelFile {
  return { name, mimeType: XLSX_MIME, buffer: Buffer.alloc(0) };
}

async function ok(what: string, res: { ok(): boolean; status(): number; text(): Promise<string> }) {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
}

/** A live-looking Stripe secret key (the embedded server does not ask Stripe: PROVIDER_VERIFY=skip outside production). */
export const STRIPE_TEST_KEY = `sk_live_${'4eC39HqLyjWDarjtT1zdp7dc'.padEnd(32, '0')}`;

export interface ApplicantOptions {
  /** The business's name (the eligibility step's default otherwise). */
  businessName?: string;
  /** The documents step's files by kind (support/documents.ts's requiredDocuments otherwise). */
  documents?: Partial<Record<string, SampleFile>>;
}

/**
 * A new applicant brought through the API to the accounting step: registered (email link token), eligible, the
 * required documents stored, Stripe connected. Stage ACCOUNTING: the session check opens /accounting.
 */
export async function applicantAtAccounting(
  request: APIRequestContext,
  applicant: Applicant = newApplicant(),
  options: ApplicantOptions = {},
): Promise<{ applicant: Applicant; token: string; url: string }> {
  const { token, url } = await registerApplicant(request, applicant);
  await passEligibility(request, token, { eligible: true, businessName: options.businessName });
  await uploadDocuments(request, token, options.documents);
  await ok(
    'PATCH onboarding-update (transactions_step)',
    await request.patch('/api/onboarding/onboarding-update', {
      headers: { authorization: `Bearer ${token}` },
      data: { transactions_step: { systemName: 'STRIPE', secretKey: STRIPE_TEST_KEY } },
    }),
  );
  return { applicant, token, url };
}

/**
 * A new applicant brought through the API to the end: monthly accounts uploaded after `applicantAtAccounting`, so the
 * application is submitted for review (stage PENDING).
 */
export async function applicantUnderReview(
  request: APIRequestContext,
  applicant: Applicant = newApplicant(),
  options: ApplicantOptions = {},
): Promise<{ applicant: Applicant; token: string }> {
  const { token } = await applicantAtAccounting(request, applicant, options);
  await submitMonthlyAccounts(request, token);
  return { applicant, token };
}

/**
 * Uploads the sample monthly accounts (`monthlyAccounts()`: Jan–Dec 2024) for the applicant of `token`, at the
 * accounting step: the application is then submitted for review (stage PENDING). `mapped`: with the P&L sheet's rows
 * mapped to the line items (what the underwriting figures read), instead of "submit and skip mapping".
 */
export async function submitMonthlyAccounts(
  request: APIRequestContext,
  token: string,
  { mapped = false }: { mapped?: boolean } = {},
): Promise<void> {
  const file = monthlyAccounts();
  await ok(
    'POST accounting-upload',
    await request.post('/api/onboarding/accounting-upload', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        mappingData: {
          name: 'Management accounts',
          fileName: file.name,
          selectedSheet: mapped ? 'P&L' : null,
          file: `data:${file.mimeType};base64,${file.buffer.toString('base64')}`,
          isMapping: mapped,
        },
        columnMapping: mapped ? PL_LABELS : {},
      },
    }),
  );
  const { stage } = await accountingStatus(request, token);
  if (stage !== 'PENDING') throw new Error(`the application is at stage ${stage}, not PENDING`);
}

/** Opens the app signed in as `token`; the session check sends an ACCOUNTING-stage applicant to /accounting. */
export async function openAccounting(page: Page, token: string): Promise<void> {
  await seedSessionToken(page, token);
  await page.goto('/');
  await expect(page).toHaveURL(/\/accounting$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Connect Your Accounting System' }),
  ).toBeVisible();
}

export interface AccountingStatus {
  stage: string | null;
  stages_lists: Record<string, boolean>[];
  accounting_step: { status?: string; service?: string }[];
}

export async function accountingStatus(request: APIRequestContext, token: string): Promise<AccountingStatus> {
  const res = await request.get('/api/onboarding/check-user', {
    headers: { authorization: `Bearer ${token}` },
  });
  await ok('GET check-user', res);
  return res.json();
}

/** A toast (react-toastify gives each the alert role) or an inline alert with `text`. */
export function alertWith(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** From /accounting through Other and NEXT to /monthly-mapping. */
export async function chooseOther(page: Page, lang: Language = 'en'): Promise<void> {
  const main = page.getByRole('main');
  const text = (english: string) => say(lang, 'accounting', english);
  await main.getByRole('checkbox', { name: text('Other') }).check();
  await main.getByRole('button', { name: text('NEXT') }).click();
  await expect(page).toHaveURL(/\/monthly-mapping$/);
  await expect(
    main.getByRole('heading', { level: 1, name: text('Upload Your Monthly Management Accounts') }),
  ).toBeVisible();
}

export function monthlyFileInput(page: Page, lang: Language = 'en'): Locator {
  return page.getByRole('main').getByLabel(say(lang, 'accounting', 'Monthly management accounts (Excel)'));
}

/** The mapping forms differ: one choice per sheet row from 768 px on, one per line item below. */
export function usesDesktopMapping(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) >= 768;
}

/** Maps each line item to its row of the sample P&L, in whichever form the window shows. */
export async function mapSampleRows(
  page: Page,
  items: readonly LineItem[] = LINE_ITEMS,
  lang: Language = 'en',
): Promise<void> {
  const main = page.getByRole('main');
  for (const item of items) {
    const row = LINE_ITEMS.indexOf(item) + 1;
    const values = { n: row, label: PL_LABELS[item] };
    if (usesDesktopMapping(page)) {
      await main
        .getByRole('combobox', {
          name: say(lang, 'accounting', 'Row {{n}} ({{label}}) maps to', values),
          exact: true,
        })
        .selectOption(item);
    } else {
      await main
        .getByRole('combobox', { name: say(lang, 'accounting.mapping.rows', item), exact: true })
        .selectOption({ label: say(lang, 'accounting', 'Row {{n}}: {{label}}', values) });
    }
  }
}

/** The name an applicant gives the monthly accounts. */
export const MONTHLY_ACCOUNTS_NAME = 'Management accounts 2024';

/**
 * Upload → name → Start Mapping → the P&L sheet → every line item → submit, ending on /subscriptions/connected.
 */
export async function submitMappedAccounts(
  page: Page,
  file: ExcelFile = monthlyAccounts(),
  beforeSubmit: () => Promise<void> = async () => undefined,
  lang: Language = 'en',
): Promise<void> {
  const main = page.getByRole('main');
  const text = (english: string) => say(lang, 'accounting.mapping', english);
  await monthlyFileInput(page, lang).setInputFiles(file);
  await expect(
    // The screen keeps the file's name left to right inside Arabic (an isolate around it), as ltrText writes it.
    main.getByText(say(lang, 'common', 'Selected file: {{name}}', { name: ltrText(file.name, lang) })),
  ).toBeVisible();
  await main.getByRole('textbox', { name: text('Name') }).fill(MONTHLY_ACCOUNTS_NAME);
  await main.getByRole('button', { name: text('Start Mapping') }).click();
  await main.getByRole('combobox', { name: text('Sheet'), exact: true }).selectOption('P&L');
  await mapSampleRows(page, LINE_ITEMS, lang);
  await beforeSubmit();
  await main.getByRole('button', { name: text('submit'), exact: true }).click();
  // The server reads the workbook in a worker before answering; on a busy machine that can take a while.
  await expect(page).toHaveURL(/\/subscriptions\/connected$/, { timeout: 30_000 });
}
