import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createStorage, type ObjectStorage } from '../../storage';

const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/**
 * The app's object storage (app.storage) when it is registered, otherwise the same storage opened here from the same
 * configuration (local disk under DATA_DIR/storage, or S3), so workbooks land where every other upload does.
 */
export async function workbookStorage(app: FastifyInstance): Promise<ObjectStorage> {
  if (app.hasDecorator('storage')) return (app as FastifyInstance & { storage: ObjectStorage }).storage;
  const storage = await createStorage(app.config);
  app.addHook('onClose', () => storage.close());
  return storage;
}

/** Stores an accepted workbook for the review team; the key is private to the application. */
export async function storeWorkbook(
  storage: ObjectStorage,
  applicationId: number,
  fileName: string,
  bytes: Buffer,
): Promise<string> {
  const ext = fileName.trim().toLowerCase().endsWith('.xls') ? 'xls' : 'xlsx';
  const key = `applications/${applicationId}/accounting/${Date.now()}-${crypto.randomBytes(8).toString('hex')}.${ext}`;
  await storage.put(key, bytes, {
    size: bytes.length,
    contentType: CONTENT_TYPES[ext],
    metadata: { fileName: fileName.slice(0, 255) },
  });
  return key;
}
