import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { accountingUploads, eligibilityDecisions, transactionImports, uploads } from '../db/schema';
import { accountsOfFixture, fixture } from '../underwriting/test-support';

// What the underwriting reads of a case, stored as the applicant's steps and the eligibility check would leave it:
// the SaaS example CSV uploaded and mapped, the example accounts mapped, an eligibility decision. The underwriting's
// and the decision summary's route tests seed their cases with it, so both read docs/underwriting.md's worked example.

const UPLOAD_TIMESTAMP = '1700000000000';

/** The SaaS example CSV in storage, its upload confirmed and its import mapped (not yet summed). */
async function storeExampleCsv(app: FastifyInstance, applicationId: number): Promise<void> {
  const key = `uploads/${applicationId}/${UPLOAD_TIMESTAMP}`;
  await app.storage.put(key, fs.readFileSync(fixture('saas-example.csv')), { contentType: 'text/csv' });
  const head = await app.storage.head(key);
  await app.db.insert(uploads).values({
    applicationId,
    timestamp: UPLOAD_TIMESTAMP,
    key,
    status: 'stored',
    size: head!.size,
    version: head!.version,
    maxBytes: 200 * 1024 * 1024,
    expiresAt: new Date(Date.now() + 3_600_000),
    confirmedAt: new Date(),
  });
  await app.db.insert(transactionImports).values({
    applicationId,
    uploadTimestamp: UPLOAD_TIMESTAMP,
    uploadKey: key,
    industry: 'SAAS',
    method: 'No refund',
    systemName: 'Other',
    mapping: { customer_id: 'customer_id', amount: 'amount', start_date: 'start_date', period: 'period' },
    skipValidation: false,
    dateOrder: 'MDY',
    series: [],
    customers: 5,
    rowsRead: 7,
    rowsRejected: 0,
    bytes: head!.size,
  });
}

/** The example accounts, mapped by month, with the digest the underwriting's inputs report ('b' × 64). */
async function storeExampleAccounts(app: FastifyInstance, applicationId: number): Promise<void> {
  await app.db.insert(accountingUploads).values({
    applicationId,
    name: 'monthly',
    fileName: 'accounts.xlsx',
    storageKey: `applications/${applicationId}/accounting/x`,
    sizeBytes: 4096,
    sha256: 'b'.repeat(64),
    sheetNames: ['P&L'],
    selectedSheet: 'P&L',
    isMapping: true,
    monthlySeries: { rows: {}, months: accountsOfFixture() },
  });
}

/** An eligible decision of 2 000 (major units) under the default policy. */
export async function storeEligibleDecision(app: FastifyInstance, applicationId: number): Promise<void> {
  await app.db.insert(eligibilityDecisions).values({
    applicationId,
    policyVersion: '2025-10-default-1',
    policyDigest: 'c'.repeat(64),
    inputs: {},
    eligible: true,
    amount: 2000,
    reasons: [],
  });
}

/** The example CSV, the example accounts and an eligible decision of 2 000, on one case. */
export async function seedUnderwritingInputs(app: FastifyInstance, applicationId: number): Promise<void> {
  await storeExampleCsv(app, applicationId);
  await storeExampleAccounts(app, applicationId);
  await storeEligibleDecision(app, applicationId);
}
