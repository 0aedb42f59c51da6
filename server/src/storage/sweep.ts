import { and, eq, lt, notInArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { markDocumentsSwept, sweepableDocuments } from '../data/documents';
import { transactionImports, uploads } from '../db/schema';

// What storage keeps, and for how long. Without it one applicant can fill the disk: links never used, files sent
// and never imported, document sets replaced again and again. Rows stay as the record; only the
// objects go. Idempotent (an object already gone is fine), so API instances may sweep at the same time.

export interface SweepPolicy {
  /** After a link expired, how long its object may still arrive (an upload started just before the expiry). */
  unconfirmedGraceMs: number;
  /** A stored upload that is not the current import's (never imported, or replaced since). */
  unusedUploadMs: number;
  /**
   * A document replaced during the journey, kept this long, then removed. One replaced after the application was
   * submitted (answering a reviewer's request from the dashboard) is the case's record: the reviewer compares it
   * with the new version, so the sweep never removes it.
   */
  supersededDocumentMs: number;
  /** Objects removed per sweep, so one run stays short. */
  batch: number;
}

const HOUR = 60 * 60 * 1000;

const DEFAULT_SWEEP_POLICY: SweepPolicy = {
  unconfirmedGraceMs: HOUR,
  unusedUploadMs: 24 * HOUR,
  supersededDocumentMs: 7 * 24 * HOUR,
  batch: 500,
};

/** How often each API instance sweeps. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface SweepResult {
  uploads: number;
  documents: number;
}

export async function sweepStorage(
  app: FastifyInstance,
  now: Date = new Date(),
  policy: SweepPolicy = DEFAULT_SWEEP_POLICY,
): Promise<SweepResult> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const currentImports = app.db
    .select({ key: transactionImports.uploadKey })
    .from(transactionImports)
    .where(eq(transactionImports.status, 'current'));
  const staleUploads = await app.db
    .select({ id: uploads.id, key: uploads.key, status: uploads.status })
    .from(uploads)
    .where(
      or(
        and(eq(uploads.status, 'pending'), lt(uploads.expiresAt, ago(policy.unconfirmedGraceMs))),
        and(
          eq(uploads.status, 'stored'),
          lt(uploads.confirmedAt, ago(policy.unusedUploadMs)),
          notInArray(uploads.key, currentImports),
        ),
      ),
    )
    .limit(policy.batch);
  let sweptUploads = 0;
  for (const upload of staleUploads) {
    // Marked first, and only if it is still what it was and still no current import's (an import committing
    // meanwhile holds the row: custom-upload locks it), so an object in use is never deleted.
    const marked = await app.db
      .update(uploads)
      .set({ status: 'swept' })
      .where(
        and(
          eq(uploads.id, upload.id),
          eq(uploads.status, upload.status),
          notInArray(uploads.key, currentImports),
        ),
      )
      .returning({ id: uploads.id });
    if (!marked.length) continue;
    await app.storage.delete(upload.key);
    sweptUploads++;
  }

  const staleDocuments = await sweepableDocuments(app.db, ago(policy.supersededDocumentMs), policy.batch);
  for (const document of staleDocuments) await app.storage.delete(document.key);
  await markDocumentsSwept(
    app.db,
    staleDocuments.map((d) => d.id),
    now,
  );
  const result = { uploads: sweptUploads, documents: staleDocuments.length };
  if (result.uploads || result.documents) app.log.info(result, 'storage swept');
  return result;
}
