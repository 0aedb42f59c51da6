import type { DocumentKey } from '@onboarding/shared/schemas';
import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { NewDocumentRow } from '../data/documents';
import type { DocumentKind } from '../storage/sniff';

// An applicant's documents as objects in storage: written before the transaction that records them (the /financials
// step and the dashboard's answer to a request for information), so that a failed transaction removes them.

/** A document that passed every rule (routes/documents/validate.ts), waiting in a temporary file. */
export interface ValidDocument {
  kind: DocumentKey;
  /** The applicant's file name, kept as data only. */
  name: string;
  tempPath: string;
  size: number;
  sha256: string;
  /** Sniffed from the content. */
  type: DocumentKind;
  mime: string;
}

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
): Promise<NewDocumentRow[]> {
  const rows: NewDocumentRow[] = [];
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
