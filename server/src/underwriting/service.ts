import crypto from 'node:crypto';
import {
  underwritingSchema,
  type Underwriting,
  type UnderwritingInputs,
  type UnderwritingSection,
} from '@onboarding/shared/backoffice';
import { majorToMinor, wholeMajorToMinor } from '@onboarding/shared/money';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decisionOf } from '../data/eligibility';
import {
  accountingUploads,
  providerCredentials,
  transactionImports,
  underwritingResults,
  uploads,
} from '../db/schema';

import { credentialAad } from '../transactions/connect-provider';
import { isStorageError } from '../storage';
import { resolveColumnMapping } from '../transactions/column-mapping';
import { readCsvHead } from '../transactions/csv-head';
import { monthIndex } from '../transactions/csv-values';
import { CsvImportError } from '../transactions/import-error';
import { listProviderCharges, ProviderListingError } from '../transactions/provider-charges';
import { accountsMetrics, type AccountsMonthInput } from './accounts';
import type { TransactionsFigures } from './figures';
import { text, type Text } from './metric';
import { pricingGuide } from './pricing';
import type { LoadedPricingPolicy } from './pricing-policy';
import type { UnderwritingRunner } from './runner';
import type { ChargeTuple } from './worker';

/**
 * The metrics' definitions and the answer's shape (docs/underwriting.md); bump it when either changes, so stored
 * figures are redone. 2: every text a key of the back office's catalogue with its values.
 */
export const METRICS_VERSION = 'underwriting-2';

export interface UnderwritingServices {
  runner: UnderwritingRunner;
  pricing: LoadedPricingPolicy;
  /**
   * The computations running in this process, by case: the case page reads its figures and its summary at once, and
   * the runner takes one job per case at a time, so a second reader waits for the first one's figures instead of
   * being refused as busy.
   */
  computing: Map<number, Promise<Underwriting>>;
}

interface Gathered {
  inputs: UnderwritingInputs;
  eligibilityPolicyVersion: string | null;
  csv: typeof transactionImports.$inferSelect | null;
  credential: typeof providerCredentials.$inferSelect | null;
  accounts: AccountsMonthInput[] | null;
}

/** Cents of a non-negative amount of dollars (the applicant's answer), or null. */
const toMinor = (dollars: unknown): number | null => {
  const minor = majorToMinor(dollars);
  return minor !== null && minor >= 0 ? minor : null;
};

/** Which data the case has now: the current transactions (CSV or provider), the newest mapped accounts, the decision. */
async function gather(
  app: FastifyInstance,
  application: { id: number; eligibilityStep: Record<string, unknown> | null },
): Promise<Gathered> {
  const id = application.id;
  const [csv] = await app.db
    .select()
    .from(transactionImports)
    .where(and(eq(transactionImports.applicationId, id), eq(transactionImports.status, 'current')))
    .limit(1);
  const [credential] = await app.db
    .select()
    .from(providerCredentials)
    .where(and(eq(providerCredentials.applicationId, id), eq(providerCredentials.status, 'current')))
    .limit(1);
  const [accounts] = await app.db
    .select({
      id: accountingUploads.id,
      sha256: accountingUploads.sha256,
      series: accountingUploads.monthlySeries,
    })
    .from(accountingUploads)
    .where(and(eq(accountingUploads.applicationId, id), isNotNull(accountingUploads.monthlySeries)))
    .orderBy(desc(accountingUploads.createdAt), desc(accountingUploads.id))
    .limit(1);
  const decision = await decisionOf(app.db, id);
  let uploadVersion: string | null = null;
  if (csv) {
    const [upload] = await app.db
      .select({ version: uploads.version })
      .from(uploads)
      .where(and(eq(uploads.applicationId, id), eq(uploads.key, csv.uploadKey)));
    uploadVersion = upload?.version ?? null;
  }
  const months = (accounts?.series as { months?: AccountsMonthInput[] } | null)?.months;
  return {
    inputs: {
      transactions: csv
        ? {
            kind: 'csv',
            importId: csv.id,
            uploadTimestamp: csv.uploadTimestamp,
            uploadVersion,
            industry: csv.industry,
          }
        : credential
          ? {
              kind: 'provider',
              credentialsId: credential.id,
              provider: credential.provider,
              verification: credential.verification,
            }
          : null,
      accounts: accounts && months ? { uploadId: accounts.id, sha256: accounts.sha256 } : null,
      eligibility: decision
        ? {
            policyVersion: decision.policyVersion,
            amountMinor: wholeMajorToMinor(decision.amount),
            eligible: decision.eligible,
          }
        : null,
      requestedAmountMinor: toMinor(application.eligibilityStep?.requestedAmount),
    },
    eligibilityPolicyVersion: decision?.policyVersion ?? null,
    csv: csv ?? null,
    credential: csv ? null : (credential ?? null),
    accounts: months ?? null,
  };
}

const inputsKey = (inputs: UnderwritingInputs, pricing: LoadedPricingPolicy) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([METRICS_VERSION, pricing.digest, inputs]))
    .digest('hex');

async function csvFigures(
  app: FastifyInstance,
  services: UnderwritingServices,
  applicationId: number,
  csv: NonNullable<Gathered['csv']>,
  version: string | null,
) {
  const open = () => app.storage.getStream(csv.uploadKey, version ? { version } : {});
  const head = await readCsvHead(await open());
  const mapping = resolveColumnMapping(csv.industry, csv.mapping, head.headers);
  return services.runner.csv(applicationId, await open(), {
    industry: csv.industry,
    mapping,
    headerCount: head.headers.length,
    delimiter: head.delimiter,
    dateOrder: csv.dateOrder,
  });
}

async function providerFigures(
  app: FastifyInstance,
  services: UnderwritingServices,
  applicationId: number,
  credential: NonNullable<Gathered['credential']>,
) {
  const settings = app.transactions.settings;
  if (settings.mode === 'skip') return { figures: null, why: text('reason.provider_offline') };
  const box = app.transactions.box;
  const sealed = (ciphertext: string | null, iv: string | null, tag: string | null) =>
    ciphertext && iv && tag ? { ciphertext, iv, tag, keyVersion: credential.keyVersion } : null;
  const secret = sealed(credential.secretCiphertext, credential.secretIv, credential.secretTag);
  if (!secret) return { figures: null, why: text('reason.provider_key_gone') };
  const clientId = sealed(credential.clientIdCiphertext, credential.clientIdIv, credential.clientIdTag);
  let listing;
  try {
    listing = await listProviderCharges(
      credential.provider,
      {
        secretKey: box.open(secret, credentialAad(applicationId, credential.provider, 'secret')),
        ...(clientId
          ? { clientId: box.open(clientId, credentialAad(applicationId, credential.provider, 'client_id')) }
          : {}),
      },
      settings,
    );
  } catch (err) {
    if (err instanceof ProviderListingError) {
      return {
        figures: null,
        why:
          err.status === null
            ? text('reason.provider_unreachable')
            : text('reason.provider_refused', { status: String(err.status) }),
      };
    }
    throw err;
  }
  const charges: ChargeTuple[] = listing.charges.map((c) => {
    const d = new Date(c.start * 1000);
    return [c.customer, monthIndex(d.getUTCFullYear(), d.getUTCMonth() + 1), c.periodMonths, c.amountMinor];
  });
  if (charges.length === 0) return { figures: null, why: text('reason.provider_no_charges') };
  const notes: Text[] = [];
  // Only Stripe's invoices carry the period they pay for.
  if (credential.provider !== 'stripe') notes.push(text('note.provider_no_period'));
  if (listing.cutAfterPages !== null) notes.push(text('note.listing_cut', { pages: listing.cutAfterPages }));
  if (listing.anonymous > 0) notes.push(text('note.anonymous_charges', { charges: listing.anonymous }));
  return { figures: await services.runner.charges(applicationId, charges), why: null, notes };
}

function transactionsSection(
  source: 'transactions_csv' | 'provider',
  figures: TransactionsFigures,
  notes: Text[],
): UnderwritingSection {
  return {
    source,
    kind: figures.kind,
    label: text(figures.kind === 'saas' ? 'section.saas' : 'section.marketplace'),
    notes:
      figures.skipped > 0
        ? [...notes, text('note.rows_skipped', { skipped: figures.skipped, rows: figures.rows })]
        : notes,
    unavailable: figures.metrics.length === 0 ? text('reason.transactions_no_month') : null,
    metrics: figures.metrics,
    series: figures.series,
  };
}

/** Computes a case's underwriting figures now (the CSV through the worker pool) and stores them. */
export async function computeUnderwriting(
  app: FastifyInstance,
  services: UnderwritingServices,
  application: { id: number; eligibilityStep: Record<string, unknown> | null },
  staffId: string,
  gathered?: Gathered,
): Promise<Underwriting> {
  const g = gathered ?? (await gather(app, application));
  const sections: UnderwritingSection[] = [];
  let figures: TransactionsFigures | null = null;
  const empty = (
    source: 'transactions_csv' | 'provider',
    kind: UnderwritingSection['kind'],
    why: Text,
  ): UnderwritingSection => ({
    source,
    kind,
    label: text(`section.${source}`),
    notes: [],
    unavailable: why,
    metrics: [],
    series: [],
  });
  if (g.csv) {
    try {
      figures = await csvFigures(
        app,
        services,
        application.id,
        g.csv,
        g.inputs.transactions?.kind === 'csv' ? g.inputs.transactions.uploadVersion : null,
      );
      sections.push(transactionsSection('transactions_csv', figures, []));
    } catch (err) {
      const kind = g.csv.industry === 'SAAS' ? 'saas' : 'marketplace';
      if (isStorageError(err, 'NotFound') || isStorageError(err, 'Changed')) {
        sections.push(empty('transactions_csv', kind, text('reason.csv_gone')));
      } else if (err instanceof CsvImportError && err.statusCode < 500) {
        // The CSV import's own message, which the back office translates as it does every server message.
        sections.push(
          empty('transactions_csv', kind, text('reason.csv_unreadable', { message: err.message })),
        );
      } else throw err;
    }
  } else if (g.credential) {
    const outcome = await providerFigures(app, services, application.id, g.credential);
    if (outcome.figures) {
      figures = outcome.figures;
      sections.push(transactionsSection('provider', figures, outcome.notes));
    } else sections.push(empty('provider', 'saas', outcome.why));
  }
  if (g.accounts) {
    const { metrics, series } = accountsMetrics(g.accounts, figures?.revenue ?? null);
    sections.push({
      source: 'accounts',
      kind: 'accounts',
      label: text('section.accounts'),
      notes: [],
      unavailable: metrics.length ? null : text('reason.accounts_no_month'),
      metrics,
      series,
    });
  }
  const result: Underwriting = {
    caseId: application.id,
    computedAt: new Date().toISOString(),
    metricsVersion: METRICS_VERSION,
    currency: 'USD',
    inputs: g.inputs,
    sections,
    pricing: pricingGuide(
      {
        requestedMinor: g.inputs.requestedAmountMinor,
        eligibility: g.inputs.eligibility,
        transactions: figures,
      },
      services.pricing,
    ),
  };
  await app.db.insert(underwritingResults).values({
    applicationId: application.id,
    inputsKey: inputsKey(g.inputs, services.pricing),
    inputs: g.inputs,
    metricsVersion: METRICS_VERSION,
    pricingPolicyVersion: services.pricing.policy.version,
    pricingPolicyDigest: services.pricing.digest,
    eligibilityPolicyVersion: g.eligibilityPolicyVersion,
    result,
    computedBy: staffId,
    computedAt: new Date(result.computedAt),
  });
  return result;
}

/** The stored figures when they were computed from the case's current data; computed (and stored) otherwise. */
export async function underwritingOf(
  app: FastifyInstance,
  services: UnderwritingServices,
  application: { id: number; eligibilityStep: Record<string, unknown> | null },
  staffId: string,
): Promise<{ result: Underwriting; computed: boolean }> {
  const g = await gather(app, application);
  const [stored] = await app.db
    .select({ key: underwritingResults.inputsKey, result: underwritingResults.result })
    .from(underwritingResults)
    .where(eq(underwritingResults.applicationId, application.id))
    .orderBy(desc(underwritingResults.computedAt), desc(underwritingResults.id))
    .limit(1);
  // A row stored in an earlier shape (before a METRICS_VERSION bump that changed it) is computed again, not answered.
  if (stored && stored.key === inputsKey(g.inputs, services.pricing)) {
    const parsed = underwritingSchema.safeParse(stored.result);
    if (parsed.success) return { result: parsed.data, computed: false };
  }
  const running = services.computing.get(application.id);
  if (running) return { result: await running, computed: false };
  const job = computeUnderwriting(app, services, application, staffId, g).finally(() =>
    services.computing.delete(application.id),
  );
  services.computing.set(application.id, job);
  return { result: await job, computed: true };
}
