import type { DocumentMark } from '@onboarding/shared/backoffice';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { applications, documentMarks, documents, staff } from '../db/schema';
import type { Executor } from './tx';

// The documents' tables (`documents`: every version the applicant uploaded; `document_marks`: the back office's mark
// on one): the journey's and the dashboard's uploads, the back office's documents with their marks and markers,
// which replaced documents the storage sweep may remove, and what privacy exports and erases.

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

/** Records uploaded documents (their objects already in storage). */
export async function insertDocuments(db: Executor, rows: NewDocumentRow[]): Promise<void> {
  await db.insert(documents).values(rows);
}

/**
 * Supersedes the application's current documents (only those of `kinds`, if given) at `now`; their ids. The
 * superseded versions stay, for the reviewer to compare and for the sweep to remove later.
 */
export async function supersedeCurrentDocuments(
  db: Executor,
  applicationId: number,
  now: Date,
  kinds?: string[],
): Promise<{ id: number }[]> {
  return db
    .update(documents)
    .set({ status: 'superseded', supersededAt: now })
    .where(
      and(
        eq(documents.applicationId, applicationId),
        eq(documents.status, 'current'),
        kinds && inArray(documents.kind, kinds),
      ),
    )
    .returning({ id: documents.id });
}

/** Sets the document's mark, by `staffId` at `markedAt`, or clears it (`mark` null). */
export async function setDocumentMark(
  db: Executor,
  documentId: number,
  mark: { mark: DocumentMark; staffId: string; markedAt: Date } | null,
): Promise<void> {
  if (mark === null) {
    await db.delete(documentMarks).where(eq(documentMarks.documentId, documentId));
    return;
  }
  await db
    .insert(documentMarks)
    .values({ documentId, ...mark })
    .onConflictDoUpdate({ target: documentMarks.documentId, set: mark });
}

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

/** Every document of the applications `applicationIds`, every version, oldest first. */
export async function documentsOf(db: Executor, applicationIds: number[]): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(inArray(documents.applicationId, applicationIds))
    .orderBy(asc(documents.id));
}

/** The storage keys of every document of the applications `applicationIds`. */
export async function documentKeysOf(db: Executor, applicationIds: number[]): Promise<{ key: string }[]> {
  return db
    .select({ key: documents.key })
    .from(documents)
    .where(inArray(documents.applicationId, applicationIds));
}

/** Deletes every document of the applications `applicationIds`, and their marks first. */
export async function deleteDocumentsOf(db: Executor, applicationIds: number[]): Promise<void> {
  const ids = db
    .select({ id: documents.id })
    .from(documents)
    .where(inArray(documents.applicationId, applicationIds));
  await db.delete(documentMarks).where(inArray(documentMarks.documentId, ids));
  await db.delete(documents).where(inArray(documents.applicationId, applicationIds));
}
