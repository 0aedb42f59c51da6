import type { OfferTermsInput } from '@onboarding/shared/backoffice';
import { createTestApp, type TestApp } from './app';
import { staffCall, submittedCase, type SignedInStaff } from './staff';

// What the offers' route tests start from: an app that asks two approvals above 200 000.00, a clock before the terms'
// dates, a case in review where a reviewer (or an approver) can propose, and terms below the threshold.

/** The offers' tests' clock: the terms' validity and first due date are after it. */
export const OFFER_NOW = new Date('2027-01-10T09:00:00Z');

/** The test app with two approvals above 200 000.00 (20 000 000 minor units) and staff sessions on OFFER_NOW. */
export function createOfferTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ OFFER_DUAL_APPROVAL_MINOR: '20000000', ...env }, { now: () => OFFER_NOW });
}

/** A cost of 100 000.00 and a profit of 8 000.01 over 12 equal instalments: one approval; no charity pledge. */
export const OFFER_TERMS: OfferTermsInput = {
  currency: 'USD',
  asset: { description: 'Cloud servers bought from the vendor and sold on' },
  costMinor: 100_000_00,
  profitMinor: 8_000_01,
  tenureMonths: 12,
  schedule: { type: 'equal' },
  firstDueDate: '2027-03-31',
  validUntil: '2027-02-09',
  charity: null,
};

/** A submitted case of Noor Cloud whose review `reviewer` has started: its id. */
export async function newCaseInReview(app: TestApp['app'], reviewer: SignedInStaff): Promise<number> {
  const c = await submittedCase(app, { businessName: 'Noor Cloud' });
  const url = `/api/backoffice/cases/${c.applicationId}/actions/startReview`;
  const started = await staffCall(app, reviewer, 'POST', url, { payload: {} });
  if (started.statusCode !== 200)
    throw new Error(`startReview answered ${started.statusCode}: ${started.body}`);
  return c.applicationId;
}
