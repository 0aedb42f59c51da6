import { MESSAGES } from '@onboarding/shared/constants';
import {
  DOCUMENT_KEYS,
  financialUploadSchema,
  type DocumentKey,
  type FinancialFile,
} from '@onboarding/shared/schemas';
import type { z } from 'zod';
import { findUnsafeText } from '../../lib/control-characters';
import { HttpError, badRequest } from '../../lib/http-error';
import { isExcelKind, sniffFile } from '../../storage/sniff';
import type { ValidDocument } from '../../documents/objects';
import type { ReceivedUpload } from './receive';

const notAcceptedMessage = (name: string) => `The file ${name} is not an accepted document type.`;
export const emptyFileMessage = (name: string) => `The file ${name} is empty.`;

/** A body of documents: `files` by kind, as /financials sends them (the dashboard's answer has a message too). */
type DocumentsBodySchema = z.ZodType<{ files: Partial<Record<DocumentKey, FinancialFile>> }>;

/**
 * Every rule, in the order the browser's form shows them: the shared schema first (required documents, names,
 * Excel extension, well-formed data URLs), then the 20 MB limit, then the content of each file. Throws the first
 * failure as a 4xx with its message; nothing has been stored at this point. `schema` is the body's:
 * /financials' by default; the dashboard's answer to a request for information names only the documents asked for.
 */
export async function validateDocuments(received: ReceivedUpload): Promise<ValidDocument[]>;
export async function validateDocuments<S extends DocumentsBodySchema>(
  received: ReceivedUpload,
  schema: S,
): Promise<{ body: z.output<S>; documents: ValidDocument[] }>;
export async function validateDocuments(
  received: ReceivedUpload,
  schema?: DocumentsBodySchema,
): Promise<ValidDocument[] | { body: unknown; documents: ValidDocument[] }> {
  // This route's body never meets the JSON parser (receive.ts streams it), so the input guard's check is here.
  const unsafe = findUnsafeText(received.body);
  if (unsafe) throw badRequest(unsafe.message);
  const parsed = (schema ?? financialUploadSchema).safeParse(received.body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.required);
  const files = parsed.data.files;
  const present = DOCUMENT_KEYS.filter((kind) => files[kind]);

  for (const kind of present) {
    if (received.files.get(kind)?.tooLarge) throw new HttpError(413, MESSAGES.documentTooLarge);
  }

  const valid: ValidDocument[] = [];
  for (const kind of present) {
    const file = received.files.get(kind);
    const name = files[kind]!.name;
    if (!file) throw badRequest(MESSAGES.invalidDataUrl);
    const sniffed = await sniffFile(file.tempPath, name);
    if (!sniffed.accepted) {
      throw badRequest(sniffed.reason === 'empty' ? emptyFileMessage(name) : notAcceptedMessage(name));
    }
    if (kind === 'FundraisingSummary' && !isExcelKind(sniffed.kind)) throw badRequest(MESSAGES.excelOnly);
    valid.push({
      kind,
      name,
      tempPath: file.tempPath,
      size: file.size,
      sha256: file.sha256,
      type: sniffed.kind,
      mime: sniffed.mime,
    });
  }
  return schema ? { body: parsed.data, documents: valid } : valid;
}
