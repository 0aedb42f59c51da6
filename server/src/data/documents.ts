import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { applications, documentMarks, documents, staff } from '../db/schema';
import type { Executor } from './tx';

// Documents' queries that read other tables: the back office's documents with their marks and markers, and which
// replaced documents the storage sweep may remove.

/**
 * Up to `limit` documents superseded before `supersededBefore`, not swept yet, and replaced during the journey
 * (before their application was submitted, or of one never submitted): one replaced later is the case's record.
 */
export async function sweepableDocuments(db: Executor, supersededBefore: Date, limit: number) {
  return db
    .select({ id: documents.id, key: documents.key })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .where(
      and(
        eq(documents.status, 'superseded'),
        isNull(documents.sweptAt),
        lt(documents.supersededAt, supersededBefore),
        or(isNull(applications.submittedAt), lt(documents.supersededAt, applications.submittedAt)),
      ),
    )
    .limit(limit);
}

export async function markDocumentsSwept(db: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length) await db.update(documents).set({ sweptAt: now }).where(inArray(documents.id, ids));
}

/** The case's documents (or only `documentId`), every version, each with its mark and who marked it. */
export async function documentsWithMarks(db: Executor, applicationId: number, documentId?: number) {
  return db
    .select({
      id: documents.id,
      kind: documents.kind,
      key: documents.key,
      originalName: documents.originalName,
      mime: documents.mime,
      size: documents.size,
      sha256: documents.sha256,
      status: documents.status,
      createdAt: documents.createdAt,
      supersededAt: documents.supersededAt,
      sweptAt: documents.sweptAt,
      mark: documentMarks.mark,
      markedAt: documentMarks.markedAt,
      markedById: staff.id,
      markedByEmail: staff.email,
    })
    .from(documents)
    .leftJoin(documentMarks, eq(documentMarks.documentId, documents.id))
    .leftJoin(staff, eq(staff.id, documentMarks.staffId))
    .where(
      documentId === undefined
        ? eq(documents.applicationId, applicationId)
        : and(eq(documents.applicationId, applicationId), eq(documents.id, documentId)),
    );
}
