import {
  documentMarkBodySchema,
  documentsPanelSchema,
  documentViewOf,
  panelDocumentSchema,
  type PanelDocument,
} from '@onboarding/shared/backoffice';
import { DOCUMENT_KEYS } from '@onboarding/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { documentsWithMarks, setDocumentMark } from '../../../data/documents';
import { conflict, notFound } from '../../../lib/http-error';
import { errorResponses } from '../../../plugins/errors';
import { auditStaff } from '../../../staff/audit';
import { DOCUMENT_MIME, type DocumentKind } from '../../../storage/sniff';
import { isStorageError } from '../../../storage/types';
import { auditCaseView, CASE_READERS, caseParamsSchema, findCase } from '../case-access';

export const DOCUMENT_MESSAGES = {
  notFound: 'There is no such document in this case.',
  gone: 'This file is no longer stored.',
  changed: 'The stored file does not match the one the applicant uploaded.',
  superseded: 'Only the current version of a document can be marked.',
} as const;

export const documentParamsSchema = caseParamsSchema.extend({
  documentId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** The file's own headers: shown (or saved) as the type its bytes were detected as, never run, never cached. */
export const CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'";

const TYPE_OF_MIME = new Map(
  Object.entries(DOCUMENT_MIME).map(([kind, mime]) => [mime, kind as DocumentKind]),
);
const typeOf = (mime: string): string => TYPE_OF_MIME.get(mime) ?? mime.split('/').pop() ?? 'file';

/**
 * A file name a browser can save without harm: the applicant's name reduced to plain characters (no quotes, slashes,
 * control characters or leading dots), ending in the extension of the type the bytes were detected as.
 */
export function safeFileName(originalName: string, mime: string): string {
  const type = typeOf(mime);
  const extension = type === 'jpeg' ? 'jpg' : type;
  const base = originalName
    .normalize('NFKD')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 _-]+/g, '_')
    .replace(/^[\s_.-]+|[\s_.-]+$/g, '')
    .slice(0, 100);
  return `${base || 'document'}.${extension}`;
}

/**
 * `inline` or `attachment` with the safe name, plus its UTF-8 form (RFC 6266) for the applicant's own characters.
 * Also the transactions CSV's download (routes/backoffice/transactions-csv.ts).
 */
export function contentDisposition(disposition: 'inline' | 'attachment', originalName: string, mime: string) {
  const ascii = safeFileName(originalName, mime);
  const ext = ascii.slice(ascii.lastIndexOf('.'));
  const plain = [...originalName.replace(/\.[^.]*$/, '')]
    .map((c) => (c.charCodeAt(0) < 0x20 || c === '\u007f' || c === '/' || c === '\\' ? '_' : c))
    .join('')
    .slice(0, 100);
  // encodeURIComponent leaves ' ( ) * as they are, which RFC 5987's attr-char does not allow: an apostrophe in a
  // name would end the value early for a strict parser.
  const encoded = encodeURIComponent(plain + ext).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const KIND_ORDER = new Map<string, number>(DOCUMENT_KEYS.map((key, i) => [key, i]));

type Row = Awaited<ReturnType<typeof documentsWithMarks>>[number];

function toPanel(row: Row): PanelDocument {
  return {
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    type: typeOf(row.mime),
    mime: row.mime,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    status: row.status,
    supersededAt: row.supersededAt?.toISOString() ?? null,
    view: documentViewOf(row.mime),
    available: row.sweptAt === null,
    mark:
      row.mark && row.markedAt && row.markedById && row.markedByEmail
        ? {
            mark: row.mark,
            by: { id: row.markedById, email: row.markedByEmail },
            at: row.markedAt.toISOString(),
          }
        : null,
  };
}

/** By slot in the form's order; in each slot the current version first, then the versions it replaced, newest first. */
function inPanelOrder(a: Row, b: Row): number {
  const kind = (KIND_ORDER.get(a.kind) ?? 99) - (KIND_ORDER.get(b.kind) ?? 99);
  if (kind !== 0) return kind || a.kind.localeCompare(b.kind);
  if (a.status !== b.status) return a.status === 'current' ? -1 : 1;
  return b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
}

/** Passes the bytes on and fails the stream at its end if they are not the ones recorded on upload. */
function verifiedAgainst(sha256: string): Transform {
  const hash = crypto.createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      done(
        hash.digest('hex') === sha256 ? null : new Error('document bytes differ from the recorded sha256'),
      );
    },
  });
}

export default async function documentsPanel(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readers = [app.staffAuthenticate, app.requireRole(...CASE_READERS)];

  async function findDocument(caseId: number, documentId: number, db: Db = app.db) {
    await findCase(app, caseId);
    const [row] = await documentsWithMarks(db, caseId, documentId);
    // A document of another case is no document of this one: the same answer as an unknown id.
    if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
    return row;
  }

  app.get(
    '/cases/:id/documents',
    {
      schema: {
        summary: 'A case’s documents: every version, with its detected type, size, upload time and mark',
        tags: ['backoffice'],
        params: caseParamsSchema,
        response: { 200: documentsPanelSchema, ...errorResponses(401, 403, 404, 503) },
      },
      preHandler: readers,
    },
    async (request) => {
      const { id } = request.params;
      await findCase(app, id);
      const rows = await documentsWithMarks(app.db, id);
      await auditCaseView(app, request, id, 'documents.viewed', { documents: rows.length });
      return { documents: rows.sort(inPanelOrder).map(toPanel) };
    },
  );

  app.get(
    '/cases/:id/documents/:documentId/content',
    {
      schema: {
        summary: 'A document’s file, as uploaded: inline for PDF and images, a download otherwise',
        tags: ['backoffice'],
        params: documentParamsSchema,
        response: {
          200: {
            description:
              'The file in its detected type (Content-Type), pinned to the version stored on upload',
            content: { 'application/octet-stream': { schema: z.string().describe('The file’s bytes') } },
          },
          ...errorResponses(401, 403, 404, 409, 503),
        },
      },
      preHandler: readers,
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const doc = await findDocument(id, documentId);
      if (doc.sweptAt) throw notFound(DOCUMENT_MESSAGES.gone);
      // Pinned: the version read is the one whose size and digest match what was recorded when it was stored.
      const head = await app.storage.head(doc.key);
      if (!head) throw notFound(DOCUMENT_MESSAGES.gone);
      if (head.size !== doc.size || (head.metadata.sha256 && head.metadata.sha256 !== doc.sha256))
        throw conflict(DOCUMENT_MESSAGES.changed);
      let stream;
      try {
        stream = await app.storage.getStream(doc.key, { version: head.version });
      } catch (err) {
        if (isStorageError(err, 'NotFound')) throw notFound(DOCUMENT_MESSAGES.gone);
        if (isStorageError(err, 'Changed')) throw conflict(DOCUMENT_MESSAGES.changed);
        throw err;
      }
      const view = documentViewOf(doc.mime);
      const disposition = view === 'download' ? 'attachment' : 'inline';
      await auditStaff(app, request, {
        applicationId: id,
        action: disposition === 'inline' ? 'document.viewed' : 'document.downloaded',
        detail: { documentId: doc.id, kind: doc.kind },
      });
      const body = stream.pipe(verifiedAgainst(doc.sha256));
      stream.on('error', (err) => body.destroy(err));
      return (
        reply
          .header('Content-Type', doc.mime)
          .header('Content-Length', String(doc.size))
          .header('Content-Disposition', contentDisposition(disposition, doc.originalName, doc.mime))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
          .header('Cross-Origin-Resource-Policy', 'same-origin')
          .header('Cache-Control', 'private, no-store')
          // A stream is sent as it is (no serializer runs); the declared schema only documents the file.
          .send(body as never)
      );
    },
  );

  app.put(
    '/cases/:id/documents/:documentId/mark',
    {
      schema: {
        summary: 'Mark a document “accepted” or “needs re-upload” (null clears the mark)',
        tags: ['backoffice'],
        params: documentParamsSchema,
        body: documentMarkBodySchema,
        response: { 200: panelDocumentSchema, ...errorResponses(401, 403, 404, 409, 415, 503) },
      },
      preHandler: readers,
    },
    async (request) => {
      const { id, documentId } = request.params;
      const { mark } = request.body;
      const doc = await findDocument(id, documentId);
      if (doc.status !== 'current') throw conflict(DOCUMENT_MESSAGES.superseded);
      await app.db.transaction(async (tx) => {
        await setDocumentMark(
          tx,
          documentId,
          mark === null ? null : { mark, staffId: request.staff.id, markedAt: new Date() },
        );
        await auditStaff(
          app,
          request,
          {
            applicationId: id,
            action: 'document.marked',
            detail: { documentId, kind: doc.kind, mark, previous: doc.mark ?? null },
          },
          tx,
        );
      });
      return toPanel(await findDocument(id, documentId));
    },
  );
}
