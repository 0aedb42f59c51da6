import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { applications, documents } from '../db/schema';
import type { Executor } from './tx';

// The documents' queries that read their application: which replaced documents the storage sweep may remove.

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
