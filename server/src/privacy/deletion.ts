import type { DeletionResponse } from '@onboarding/shared/dashboard';
import type { Language } from '@onboarding/shared/server';
import { asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { deleteApplicant, lockApplicant } from '../data/applicants';
import { applicationIdsOf, deleteApplicationsOf } from '../data/applications';
import { deleteCaseRecordsOf } from '../data/cases';
import { deleteDocumentsOf, documentKeysOf } from '../data/documents';
import { deleteDecisionsOf } from '../data/eligibility';
import { acceptedVersionsOf, deleteVersionsOf, letterKeysOf } from '../data/offers';
import type { Db } from '../db/client';
import {
  accountingConnectionEvents,
  accountingUploads,
  auditLog,
  entertainmentPaths,
  helpRequests,
  type integrationErasures,
  providerCredentials,
  retainedRecords,
  storageErasures,
  transactionImports,
  underwritingResults,
  uploads,
} from '../db/schema';
import type { Tx } from '../lifecycle/application';
import { unauthorized } from '../lib/http-error';
import { forgetQueuedApplications, queueIntegrationErasures } from './integration-erasures';
import { keptRecords, type AcceptedOfferFacts, type LoadedRetentionPolicy } from './retention-policy';

// An applicant's deletion request: their rows go in one transaction, their objects in storage right after the
// commit. The keys to remove are written in the transaction (storage_erasures), so a crash in between loses none: the
// storage sweep removes what is left, retried with backoff. What the retention policy keeps is copied out first, with
// only the parts its rule names (retained_records), and erased in turn when its date passes. The integration
// service's own rows of the applications (OAuth tokens, states, outcomes) go the same way: their ids are queued in
// the transaction (integration_erasures), the integration service is asked to forget them after the commit, and the
// sweep retries (integration-erasures.ts).

// ---- The audit log, scrubbed (pure) ------------------------------------------------------------------------------

/**
 * The audit detail keys that say what happened (ids, codes, versions, counts, states), never what the applicant
 * gave. Only these survive an erasure, and only with values that cannot be free text (scrubbedValue).
 */
const AUDIT_FACT_KEYS = new Set([
  'action',
  'amount',
  'before',
  'caseId',
  'cleared',
  'computed',
  'credentialsId',
  'decisionId',
  'documents',
  'eligible',
  'fields',
  'from',
  'importId',
  'industry',
  'informationRequestId',
  'key',
  'kind',
  'message',
  'method',
  'metricsVersion',
  'months',
  'noteId',
  'policyVersion',
  'pricingPolicyVersion',
  'provider',
  'reason',
  'reasons',
  'reasonsVersion',
  'refused',
  'resultId',
  'rowsRead',
  'rowsRejected',
  'service',
  'sessionId',
  'sha256',
  'size',
  'stage',
  'staffId',
  'status',
  'superseded',
  'timestamp',
  'to',
  'type',
  'uploadId',
  'verification',
  'version',
  'versions',
]);

/** A code, id, key, version or date: no spaces, no `@`, bounded. Anything else may be a person's words. */
const CODE_LIKE = /^[A-Za-z0-9_.:/+-]{0,128}$/;

function scrubbedValue(value: unknown): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return CODE_LIKE.test(value) ? value : undefined;
  if (Array.isArray(value)) return value.map(scrubbedValue).filter((v) => v !== undefined);
  if (typeof value === 'object') return scrubAuditDetail(value as Record<string, unknown>, false);
  return undefined;
}

/**
 * An erased applicant's audit entry as it stays: the facts of what happened (AUDIT_FACT_KEYS with code-like values)
 * and a mark that the rest was removed. Names, addresses, file names, messages and signatures go, whatever key a
 * feature wrote them under.
 */
export function scrubAuditDetail(detail: Record<string, unknown>, mark = true): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (!AUDIT_FACT_KEYS.has(key)) continue;
    const scrubbed = scrubbedValue(value);
    if (scrubbed !== undefined) kept[key] = scrubbed;
  }
  return mark ? { ...kept, erased: true } : kept;
}

// ---- Objects to remove from storage --------------------------------------------------------------------------------

const MINUTE = 60 * 1000;
/** Wait before the next attempt to remove an object: 1 min, 2, 4 … at most 6 hours. */
export const erasureRetryMs = (attempts: number) =>
  Math.min(360 * MINUTE, MINUTE * 2 ** Math.max(0, attempts - 1));

/** Objects removed per pass, so one sweep stays short. */
const ERASURE_BATCH = 200;

/** A queue of erasures retried until done: objects in storage, or applications the integration service forgets. */
type ErasureQueue = typeof storageErasures | typeof integrationErasures;

/**
 * What the entries of `queue` due by `now` name (its column `entry`), up to `limit`, the longest due first; null when
 * the queue cannot be read (logged as `what`: the sweep tries again later).
 */
export async function dueErasures<C extends AnyPgColumn>(
  app: FastifyInstance,
  queue: ErasureQueue,
  entry: C,
  opts: { now: Date; limit: number; what: string },
) {
  try {
    const due = await app.db
      .select({ entry })
      .from(queue)
      .where(lte(queue.nextAttemptAt, opts.now))
      .orderBy(asc(queue.nextAttemptAt))
      .limit(opts.limit);
    return due.map((r) => r.entry);
  } catch (err) {
    app.log.warn({ err }, `${opts.what} could not be read; retried later`);
    return null;
  }
}

/**
 * Removes queued objects from storage: `keys` now (right after the deletion's commit), or whatever is due. A removed
 * object's row goes; a failure is recorded and retried later. Never throws: the rows are already erased, and the
 * queue keeps what is left.
 */
export async function eraseQueuedObjects(
  app: FastifyInstance,
  opts: { keys?: string[]; now?: Date } = {},
): Promise<{ erased: number; failed: number }> {
  const now = opts.now ?? new Date();
  const keys =
    opts.keys ??
    (await dueErasures(app, storageErasures, storageErasures.key, {
      now,
      limit: ERASURE_BATCH,
      what: 'storage erasures',
    }));
  if (!keys) return { erased: 0, failed: 0 };
  let erased = 0;
  let failed = 0;
  for (const key of keys) {
    try {
      await app.storage.delete(key);
      await app.db.delete(storageErasures).where(eq(storageErasures.key, key));
      erased++;
    } catch (err) {
      failed++;
      await recordFailure(app, key, err, now);
    }
  }
  if (failed) app.log.warn({ erased, failed }, 'some erased objects are still in storage; retried later');
  return { erased, failed };
}

async function recordFailure(app: FastifyInstance, key: string, err: unknown, now: Date) {
  try {
    const [row] = await app.db
      .select({ attempts: storageErasures.attempts })
      .from(storageErasures)
      .where(eq(storageErasures.key, key));
    const attempts = (row?.attempts ?? 0) + 1;
    await app.db
      .update(storageErasures)
      // Bounded: enough for an operator to see why (bucket gone, access denied) without storing a whole response.
      .set({
        attempts,
        nextAttemptAt: new Date(now.getTime() + erasureRetryMs(attempts)),
        lastError: err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 500) : 'error',
      })
      .where(eq(storageErasures.key, key));
  } catch (dbErr) {
    app.log.warn({ err: dbErr }, 'a failed erasure could not be recorded; retried on schedule');
  }
}

async function queueErasures(db: Db, keys: string[]) {
  if (!keys.length) return;
  await db
    .insert(storageErasures)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

// ---- Kept records, erased when their date passes --------------------------------------------------------------------

/** Erases the kept records whose date has passed (with their objects); run by the storage sweep. */
export async function expireRetainedRecords(app: FastifyInstance, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const expired = await app.db.transaction(async (tx) => {
    const rows = await tx.delete(retainedRecords).where(lt(retainedRecords.keepUntil, today)).returning({
      id: retainedRecords.id,
      applicationId: retainedRecords.applicationId,
      rule: retainedRecords.rule,
      storageKeys: retainedRecords.storageKeys,
    });
    await queueErasures(
      tx as unknown as Db,
      rows.flatMap((r) => r.storageKeys),
    );
    for (const row of rows) {
      await app.audit(
        {
          applicationId: row.applicationId,
          actor: 'system',
          action: 'retention.expired',
          detail: { retainedId: row.id, rule: row.rule },
        },
        tx as unknown as Db,
      );
    }
    return rows;
  });
  if (expired.length) {
    app.log.info({ records: expired.length }, 'retained records erased at the end of their period');
    await eraseQueuedObjects(app, { keys: expired.flatMap((r) => r.storageKeys), now });
  }
  return expired.length;
}

// ---- The deletion --------------------------------------------------------------------------------------------------

/**
 * Every table holding an applicant's rows, or rows of their applications, that the deletion empties (migrations
 * 0001-0017). deletion.test.ts checks this list against the database's own foreign keys, so a new table that
 * references an applicant or an application fails the test until its rows are erased here too.
 */
export const ERASED_TABLES = [
  'applicants',
  'applications',
  'help_requests',
  'eligibility_decisions',
  'documents',
  'document_marks',
  'uploads',
  'entertainment_paths',
  'provider_credentials',
  'transaction_imports',
  'accounting_uploads',
  'accounting_connection_events',
  'case_notes',
  'information_requests',
  'underwriting_results',
  'offers',
  'offer_approvals',
  'dashboard_sign_in_links',
  'dashboard_remembered_devices',
] as const;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

async function acceptedOffers(tx: Db, applicationIds: number[]): Promise<AcceptedOfferFacts[]> {
  const rows = await acceptedVersionsOf(tx, applicationIds);
  const facts: AcceptedOfferFacts[] = [];
  for (const { offer, step } of rows) {
    facts.push({
      applicationId: offer.applicationId,
      version: offer.version,
      currency: offer.currency,
      costMinor: offer.costMinor,
      profitMinor: offer.profitMinor,
      salePriceMinor: offer.salePriceMinor,
      tenureMonths: offer.tenureMonths,
      validUntil: offer.validUntil,
      clausesVersion: offer.clausesVersion,
      terms: offer.terms,
      sentAt: offer.sentAt?.toISOString() ?? null,
      letter: offer.pdfKey ? { key: offer.pdfKey, sha256: offer.pdfSha256, size: offer.pdfSize } : null,
      // The acceptance as the dashboard records it on the version answered (0016_dashboard.sql).
      acceptance: offer.answeredAt
        ? { at: offer.answeredAt.toISOString(), signature: offer.signature, ip: offer.answeredIp }
        : null,
      businessName: text(step?.businessName),
    });
  }
  return facts;
}

/** Every object of these applications in storage, whatever step stored it. */
async function storedKeys(tx: Db, ids: number[]): Promise<string[]> {
  const keys = new Set<string>();
  const add = (rows: { key: string | null }[]) => rows.forEach((r) => r.key && keys.add(r.key));
  add(await documentKeysOf(tx, ids));
  add(await tx.select({ key: uploads.key }).from(uploads).where(inArray(uploads.applicationId, ids)));
  add(
    await tx
      .select({ key: transactionImports.uploadKey })
      .from(transactionImports)
      .where(inArray(transactionImports.applicationId, ids)),
  );
  add(
    await tx
      .select({ key: accountingUploads.storageKey })
      .from(accountingUploads)
      .where(inArray(accountingUploads.applicationId, ids)),
  );
  add(await letterKeysOf(tx, ids));
  return [...keys];
}

async function eraseApplicationRows(tx: Db, ids: number[]) {
  await deleteVersionsOf(tx, ids);
  await deleteCaseRecordsOf(tx, ids);
  await deleteDecisionsOf(tx, ids);
  await deleteDocumentsOf(tx, ids);
  for (const table of [
    underwritingResults,
    entertainmentPaths,
    providerCredentials,
    transactionImports,
    accountingUploads,
    accountingConnectionEvents,
    uploads,
  ]) {
    await tx.delete(table).where(inArray(table.applicationId, ids));
  }
}

/** The erased applicant's audit entries keep what happened and when, without what they gave or their address. */
async function scrubAudit(tx: Db, applicantId: string, ids: number[]) {
  const rows = await tx
    .select({ id: auditLog.id, actor: auditLog.actor, detail: auditLog.detail, ip: auditLog.ip })
    .from(auditLog)
    .where(
      ids.length
        ? or(eq(auditLog.applicantId, applicantId), inArray(auditLog.applicationId, ids))
        : eq(auditLog.applicantId, applicantId),
    );
  for (const row of rows) {
    await tx
      .update(auditLog)
      // A staff member's address is theirs, not the applicant's: it stays with their entry.
      .set({ detail: scrubAuditDetail(row.detail), ip: row.actor === 'staff' ? row.ip : null })
      .where(eq(auditLog.id, row.id));
  }
}

/**
 * Erases the applicant, their applications, rows and (after the commit) objects, but what `retention` keeps; answers
 * what was erased and what is kept, why and until when (in `language`). 401 when the applicant is already gone.
 */
export async function eraseApplicant(
  app: FastifyInstance,
  applicantId: string,
  retention: LoadedRetentionPolicy,
  now = new Date(),
  language: Language = 'en',
): Promise<DeletionResponse> {
  const done = await app.db.transaction(async (transaction: Tx) => {
    const tx = transaction as unknown as Db;
    const applicant = await lockApplicant(tx, applicantId);
    if (!applicant) throw unauthorized();
    const ids = await applicationIdsOf(tx, applicantId);

    const kept = ids.length
      ? keptRecords(retention.policy, { acceptedOffers: await acceptedOffers(tx, ids) }, now)
      : [];
    const keptKeys = new Set(kept.flatMap((k) => k.storageKeys));
    const erasedKeys = ids.length ? (await storedKeys(tx, ids)).filter((k) => !keptKeys.has(k)) : [];
    await queueErasures(tx, erasedKeys);
    await queueIntegrationErasures(app, tx, ids);
    if (kept.length) {
      await tx.insert(retainedRecords).values(
        kept.map((k) => ({
          applicantId,
          applicationId: k.applicationId,
          rule: k.rule,
          policyVersion: retention.policy.version,
          policyDigest: retention.digest,
          what: k.what,
          why: k.why,
          keepUntil: k.until,
          data: k.data,
          storageKeys: k.storageKeys,
        })),
      );
    }

    await scrubAudit(tx, applicantId, ids);
    if (ids.length) await eraseApplicationRows(tx, ids);
    await tx
      .delete(helpRequests)
      .where(
        or(
          eq(helpRequests.applicantId, applicantId),
          sql`lower(${helpRequests.email}) = lower(${applicant.email})`,
        ),
      );
    await deleteApplicationsOf(tx, applicantId);
    await deleteApplicant(tx, applicantId);
    // The record of the erasure: ids (pseudonyms now), counts and the rules that kept something; no personal data.
    await app.audit(
      {
        applicantId,
        actor: 'applicant',
        action: 'applicant.erased',
        detail: {
          applications: ids,
          files: erasedKeys.length,
          kept: kept.map((k) => ({ rule: k.rule, applicationId: k.applicationId, until: k.until })),
          policyVersion: retention.policy.version,
        },
      },
      tx,
    );
    return { ids, erasedKeys, kept };
  });

  await eraseQueuedObjects(app, { keys: done.erasedKeys, now });
  if (done.ids.length) await forgetQueuedApplications(app, { applicationIds: done.ids, now });
  return {
    erased: { applications: done.ids.length, files: done.erasedKeys.length },
    // In the applicant's language (the records themselves keep the English).
    kept: done.kept.map((k) => {
      const text = language === 'en' ? k : k.translations[language];
      return { what: text.what, why: text.why, until: k.until };
    }),
  };
}
