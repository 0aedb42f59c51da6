import { desc, eq } from 'drizzle-orm';
import { transactionImports, uploads } from '../db/schema';
import type { Executor } from './tx';

// The transactions CSV as the back office reads it: the latest import of an application with the direct upload it
// came from (`uploads`: the file's own name, whether storage still holds it, the version reads are pinned to).

export type TransactionImportRow = typeof transactionImports.$inferSelect;

export interface CsvImportWithFile {
  import: TransactionImportRow;
  /** Null only if the upload's row is gone (never in practice: rows stay as the record). */
  file: {
    key: string;
    originalName: string | null;
    status: 'pending' | 'stored' | 'rejected' | 'swept';
    size: number | null;
    version: string | null;
  } | null;
}

/** The application's latest CSV import (the current one, or the last replaced), with its uploaded file; or null. */
export async function latestCsvImport(
  db: Executor,
  applicationId: number,
): Promise<CsvImportWithFile | null> {
  const [row] = await db
    .select({
      import: transactionImports,
      key: uploads.key,
      originalName: uploads.originalName,
      status: uploads.status,
      size: uploads.size,
      version: uploads.version,
    })
    .from(transactionImports)
    .leftJoin(uploads, eq(uploads.key, transactionImports.uploadKey))
    .where(eq(transactionImports.applicationId, applicationId))
    .orderBy(desc(transactionImports.createdAt), desc(transactionImports.id))
    .limit(1);
  if (!row) return null;
  const file =
    row.key !== null && row.status !== null
      ? {
          key: row.key,
          originalName: row.originalName,
          status: row.status,
          size: row.size,
          version: row.version,
        }
      : null;
  return { import: row.import, file };
}
