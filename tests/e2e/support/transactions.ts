import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { newApplicant, registerApplicant, type Applicant } from './applicant';
import { uploadDocuments } from './documents';
import { passEligibility } from './eligibility';
import { seedSessionToken } from './session';

// Brings a new applicant to the transactions step (/subscriptions) through the API, the way the earlier screens
// would: registration (its email link's token), an eligible check, the required documents.

export const CSV_FIXTURES = path.join(__dirname, '..', 'fixtures', 'csv');
export const csvFixture = (name: string) => path.join(CSV_FIXTURES, name);

export interface TransactionsApplicant {
  applicant: Applicant;
  token: string;
}

/** A new applicant, eligible, documents stored: stage TRANSACTION, so the app opens on /subscriptions. */
export async function applicantAtTransactions(
  request: APIRequestContext,
  applicant: Applicant = newApplicant(),
): Promise<TransactionsApplicant> {
  const { token } = await registerApplicant(request, applicant);
  await passEligibility(request, token, { eligible: true });
  const stored = await uploadDocuments(request, token);
  if (stored.stage !== 'TRANSACTION') throw new Error(`documents stored, but the stage is ${stored.stage}`);
  return { applicant, token };
}

/** Opens the app signed in; the session check on load sends a TRANSACTION-stage applicant to /subscriptions. */
export async function openSubscriptions(page: Page, token: string): Promise<void> {
  await seedSessionToken(page, token);
  await page.goto('/');
  await page.waitForURL('**/subscriptions');
}

export interface StatusForTests {
  stage: string | null;
  stages_lists: Record<string, boolean>[];
  transactions_step: { systemType?: string; systemName?: string; industry?: string } | null;
}

/** The applicant's status as check-user reports it. */
export async function userStatus(request: APIRequestContext, token: string): Promise<StatusForTests> {
  const res = await request.get('/api/onboarding/check-user', {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok())
    throw new Error(`GET /api/onboarding/check-user answered ${res.status()}: ${await res.text()}`);
  return res.json() as Promise<StatusForTests>;
}

/**
 * Imports `csv` (a SaaS export with the columns customer_id, amount, start_date, period) for the applicant of `token`
 * at the transactions step, as /subscriptions/file does: an upload link (with the file's name), the file posted
 * straight to storage, the upload confirmed, then the mapping (custom-upload). The stage becomes ACCOUNTING.
 */
export async function importSaasCsv(
  request: APIRequestContext,
  token: string,
  csv: string,
  name = 'transactions.csv',
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const linkRes = await request.get('/api/onboarding/utils/upload-link', { headers, params: { name } });
  if (!linkRes.ok()) throw new Error(`GET upload-link answered ${linkRes.status()}: ${await linkRes.text()}`);
  const { link } = (await linkRes.json()) as {
    link: { url: string; fields: Record<string, string>; timestamp: string };
  };
  // The signed fields first, then the file (storage reads nothing after it).
  const stored = await request.post(link.url, {
    multipart: {
      ...link.fields,
      acl: 'private',
      file: { name, mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  if (stored.status() !== 204)
    throw new Error(`the storage upload answered ${stored.status()}: ${await stored.text()}`);
  const confirmed = await request.get('/api/onboarding/utils/confirm-upload', {
    headers,
    params: { timestamp: link.timestamp },
  });
  if (!confirmed.ok())
    throw new Error(`confirm-upload answered ${confirmed.status()}: ${await confirmed.text()}`);
  const imported = await request.post('/api/onboarding/custom-upload', {
    headers,
    data: {
      version: '1.0',
      col_mapping: {
        customer_id: 'customer_id',
        amount: 'amount',
        start_date: 'start_date',
        period: 'period',
      },
      industry: 'SAAS',
      calculation_metod: 'No refund',
      system_name: 'Billing export',
      skip_validation: false,
      timestamp: link.timestamp,
    },
  });
  if (!imported.ok())
    throw new Error(`custom-upload answered ${imported.status()}: ${await imported.text()}`);
}
