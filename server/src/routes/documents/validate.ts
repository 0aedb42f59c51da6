import { MESSAGES } from '@onboarding/shared/constants';
import { DOCUMENT_KEYS, financialUploadSchema, type DocumentKey } from '@onboarding/shared/schemas';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from '../../lib/control-characters';
import { HttpError, badRequest } from '../../lib/http-error';
import { isExcelKind, sniffFile, type DocumentKind } from '../../storage/sniff';
import type { ReceivedUpload } from './receive';

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

const notAcceptedMessage = (name: string) => `The file ${name} is not an accepted document type.`;
export const emptyFileMessage = (name: string) => `The file ${name} is empty.`;

/**
 * Every rule, in the order the browser's form shows them: the shared schema first (required documents, names,
 * Excel extension, well-formed data URLs), then the 20 MB limit, then the content of each file. Throws the first
 * failure as a 4xx with its message; nothing has been stored at this point.
 */
export async function validateDocuments(received: ReceivedUpload): Promise<ValidDocument[]> {
  // This route's body never meets the JSON parser (receive.ts streams it), so the control-character check is here.
  if (findControlCharacters(received.body)) throw badRequest(CONTROL_CHARACTERS_MESSAGE);
  const parsed = financialUploadSchema.safeParse(received.body);
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
  return valid;
}
