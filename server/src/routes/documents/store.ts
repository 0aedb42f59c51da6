import type { financialUploadResponseSchema } from '@onboarding/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { insertDocuments, supersedeCurrentDocuments } from '../../data/documents';
import { takeStep } from '../../lifecycle/application';
import type { Session } from '../../types';
import { writeDocumentObjects, type ValidDocument } from '../../documents/objects';

/** financial-upload's answer: the stage the application is at now, and the documents kept. */
export type StoredSet = z.infer<typeof financialUploadResponseSchema>;

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
      const superseded = await supersedeCurrentDocuments(tx, applicationId, new Date());
      await insertDocuments(tx, rows);
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
