import type { financialUploadResponseSchema } from '@onboarding/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { z } from 'zod';
import { documents } from '../../db/schema';
import { takeStep } from '../../lifecycle/application';
import type { Session } from '../../types';
import type { ValidDocument } from './validate';

/** financial-upload's answer: the stage the application is at now, and the documents kept. */
export type StoredSet = z.infer<typeof financialUploadResponseSchema>;

/**
 * Writes each document's object under a generated key (the applicant's file name never becomes part of a path) and
 * answers the rows that record them. Each key is pushed onto `written` before its object is written, so the caller
 * can remove what a failure leaves behind.
 */
export async function writeDocumentObjects(
  app: FastifyInstance,
  applicationId: number,
  docs: ValidDocument[],
  written: string[],
): Promise<(typeof documents.$inferInsert)[]> {
  const rows: (typeof documents.$inferInsert)[] = [];
  for (const doc of docs) {
    const key = `applications/${applicationId}/documents/${doc.kind}-${crypto.randomUUID()}`;
    written.push(key);
    await app.storage.put(key, fs.createReadStream(doc.tempPath), {
      size: doc.size,
      contentType: doc.mime,
      metadata: { 'original-name': doc.name, kind: doc.kind, sha256: doc.sha256 },
    });
    rows.push({
      applicationId,
      kind: doc.kind,
      key,
      originalName: doc.name,
      mime: doc.mime,
      size: doc.size,
      sha256: doc.sha256,
    });
  }
  return rows;
}

/**
 * All or nothing: every object is written first, then one transaction supersedes the previous set, records the new
 * one, moves the application on (FINANCIALS, stage TRANSACTION) and writes the audit row. If anything fails, the
 * objects written so far are deleted, so a failure leaves neither rows nor objects behind.
 */
export async function storeDocuments(
  app: FastifyInstance,
  session: Session,
  docs: ValidDocument[],
): Promise<StoredSet> {
  const { applicationId } = session;
  const written: string[] = [];
  try {
    const rows = await writeDocumentObjects(app, applicationId, docs, written);

    // The lifecycle's transaction locks the row, so two uploads of the same application take turns and exactly
    // one set ends up current; the record and the stage change cannot part.
    const { state } = await takeStep(app, applicationId, 'documents', async (tx) => {
      const superseded = await tx
        .update(documents)
        .set({ status: 'superseded', supersededAt: new Date() })
        .where(and(eq(documents.applicationId, applicationId), eq(documents.status, 'current')))
        .returning({ id: documents.id });
      await tx.insert(documents).values(rows);
      return {
        result: null,
        record: {
          action: 'documents.uploaded',
          detail: {
            documents: docs.map((d) => ({ kind: d.kind, type: d.type, size: d.size, sha256: d.sha256 })),
            superseded: superseded.length,
          },
        },
      };
    });
    return {
      stage: state.stage!,
      documents: docs.map((d) => ({ kind: d.kind, name: d.name, size: d.size, mime: d.mime })),
    };
  } catch (err) {
    await Promise.allSettled(written.map((key) => app.storage.delete(key)));
    throw err;
  }
}
