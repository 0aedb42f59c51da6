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
