import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../../db/schema';

export interface StoredUpload {
  applicationId: number;
  timestamp: string;
  key: string;
  size: number;
  /** Read it with `app.storage.getStream(key, { version })`: a file replaced since is refused (StorageError Changed). */
  version?: string;
}

/**
 * The caller's own direct upload identified by `timestamp`, once its object is in storage within the link's size
 * range; null otherwise. The first successful call marks it stored (and audits it); later calls are cheap. An object
 * outside the range (possible only where storage does not enforce the policy, e.g. s3rver) is deleted and refused.
 *
 * For features that read the file afterwards (custom-upload): `confirmStoredUpload(app, session.applicationId,
 * timestamp)` then `app.storage.getStream(upload.key, { version: upload.version })`.
 */
export async function confirmStoredUpload(
  app: FastifyInstance,
  applicationId: number,
  timestamp: string,
): Promise<StoredUpload | null> {
  const [row] = await app.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.applicationId, applicationId), eq(uploads.timestamp, timestamp)))
    .limit(1);
  if (!row || row.status === 'rejected') return null;
  if (row.status === 'stored' && row.size !== null) {
    return { applicationId, timestamp, key: row.key, size: row.size, version: row.version ?? undefined };
  }
  const head = await app.storage.head(row.key);
  if (!head) return null;
  if (head.size < 1 || head.size > row.maxBytes) {
    await app.storage.delete(row.key);
    await app.db.update(uploads).set({ status: 'rejected', size: head.size }).where(eq(uploads.id, row.id));
    await app.audit({ applicationId, action: 'upload.rejected', detail: { timestamp, size: head.size } });
    return null;
  }
  const updated = await app.db
    .update(uploads)
    .set({ status: 'stored', size: head.size, version: head.version, confirmedAt: new Date() })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, 'pending')))
    .returning({ id: uploads.id });
  // Confirmed (or swept) meanwhile by another call: the row is no longer pending, and what it says holds.
  if (updated.length === 0) return confirmStoredUpload(app, applicationId, timestamp);
  await app.audit({
    applicationId,
    action: 'upload.stored',
    detail: { timestamp, key: row.key, size: head.size },
  });
  return { applicationId, timestamp, key: row.key, size: head.size, version: head.version };
}
