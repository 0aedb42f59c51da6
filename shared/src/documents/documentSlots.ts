import { MESSAGES } from '../constants/messages';
import { hasExtension } from '../schemas/common';
import { checkDocumentFile, DOCUMENT_KEYS, REQUIRED_DOCUMENTS, type DocumentKey } from '../schemas/documents';
import { extensionsFor } from './acceptedFiles';

// The state of the document inputs of /financials (and of the dashboard's requests for information), one slot per
// document, as a reducer so the screen's
// transitions (choose, upload, fail, retry) are plain data that tests can walk through without React.

/** Inline messages under an input (keys of the `errors` texts). */
export type FieldError = 'required' | 'tooLarge' | 'excelOnly' | 'notAccepted' | 'empty';

/** Why a chosen file did not end up stored. */
export type Failure = 'read' | 'refused' | 'upload';

export type SlotStatus = 'empty' | 'chosen' | 'reading' | 'uploading' | 'stored' | 'failed';

export interface Slot {
  file: File | null;
  status: SlotStatus;
  /** 0..1 of this file's part of the request, while uploading. */
  progress: number;
  error: FieldError | null;
  failure: Failure | null;
  /** The server's own words for refusing this file (its details.error), shown at the input. */
  reason: string | null;
}

export type Slots = Record<DocumentKey, Slot>;

export type SlotAction =
  | { type: 'choose'; key: DocumentKey; file: File }
  | { type: 'clear'; key: DocumentKey }
  | { type: 'requireMissing'; required?: readonly DocumentKey[] }
  | { type: 'reading' }
  | { type: 'uploading' }
  | { type: 'progress'; fractions: Partial<Record<DocumentKey, number>> }
  | { type: 'readFailed'; key: DocumentKey }
  | { type: 'uploadFailed'; refused: DocumentKey | null; reason?: string | null }
  | { type: 'stored' };

const EMPTY: Slot = { file: null, status: 'empty', progress: 0, error: null, failure: null, reason: null };

export function initialSlots(): Slots {
  return Object.fromEntries(DOCUMENT_KEYS.map((key) => [key, EMPTY])) as Slots;
}

export const isRequired = (key: DocumentKey): boolean => REQUIRED_DOCUMENTS.includes(key);

/**
 * What the browser can tell of a chosen file, as an inline error key: the type by its name (the spec's Excel-only
 * rule for the fundraising summary, the types the server takes for the others), an empty file, then the shared
 * 20 MB rule.
 */
export function fileRuleError(key: DocumentKey, file: { name: string; size: number }): FieldError | null {
  const message = checkDocumentFile(key, file);
  if (message === MESSAGES.excelOnly) return 'excelOnly';
  if (!hasExtension(file.name, extensionsFor(key))) return 'notAccepted';
  if (file.size === 0) return 'empty';
  return message === null ? null : 'tooLarge';
}

/**
 * Required documents with no file: what the submit refuses on, in the order of the form. `required` defaults to the
 * /financials rule; a request for information requires exactly the documents it names.
 */
export function missingRequired(
  slots: Slots,
  required: readonly DocumentKey[] = REQUIRED_DOCUMENTS,
): DocumentKey[] {
  return DOCUMENT_KEYS.filter((key) => required.includes(key) && !slots[key].file);
}

/** An upload is in flight (the inputs are locked). */
export const isBusy = (slots: Slots): boolean =>
  DOCUMENT_KEYS.some((key) => slots[key].status === 'reading' || slots[key].status === 'uploading');

function mapFiled(slots: Slots, update: (slot: Slot, key: DocumentKey) => Slot): Slots {
  const next = { ...slots };
  for (const key of DOCUMENT_KEYS) if (slots[key].file) next[key] = update(slots[key], key);
  return next;
}

const chosen = (slot: Slot): Slot => ({
  ...slot,
  status: 'chosen',
  progress: 0,
  failure: null,
  reason: null,
});

export function slotsReducer(slots: Slots, action: SlotAction): Slots {
  switch (action.type) {
    case 'choose': {
      const error = fileRuleError(action.key, action.file);
      // A refused file replaces what was there: the input then shows the message and no file, not an older choice.
      const slot: Slot = error ? { ...EMPTY, error } : { ...EMPTY, file: action.file, status: 'chosen' };
      return { ...slots, [action.key]: slot };
    }
    case 'clear':
      return { ...slots, [action.key]: EMPTY };
    case 'requireMissing': {
      const next = { ...slots };
      // A file refused as it was chosen keeps its own message: it says more than "required".
      for (const key of missingRequired(slots, action.required))
        next[key] = slots[key].error ? slots[key] : { ...slots[key], error: 'required' };
      return next;
    }
    case 'reading':
      return mapFiled(slots, (slot) => ({
        ...slot,
        status: 'reading',
        progress: 0,
        failure: null,
        reason: null,
      }));
    case 'uploading':
      return mapFiled(slots, (slot) => ({ ...slot, status: 'uploading', progress: 0 }));
    case 'progress':
      return mapFiled(slots, (slot, key) =>
        slot.status === 'uploading' && action.fractions[key] !== undefined
          ? { ...slot, progress: action.fractions[key] }
          : slot,
      );
    case 'readFailed':
      return mapFiled(slots, (slot, key) =>
        key === action.key ? { ...slot, status: 'failed', progress: 0, failure: 'read' } : chosen(slot),
      );
    case 'uploadFailed':
      // The request is all or nothing: a file the server refused is the one to replace; otherwise every file failed
      // together and a retry sends them all again.
      return mapFiled(slots, (slot, key) => {
        if (action.refused === null) return { ...slot, status: 'failed', progress: 0, failure: 'upload' };
        return key === action.refused
          ? { ...slot, status: 'failed', progress: 0, failure: 'refused', reason: action.reason ?? null }
          : chosen(slot);
      });
    case 'stored':
      return mapFiled(slots, (slot) => ({ ...slot, status: 'stored', progress: 1, failure: null }));
  }
}

/**
 * The document a server refusal names, if any: the Excel-only rule is the fundraising summary's; content refusals
 * ("The file <name> is not an accepted document type.", "The file <name> is empty.") name the file.
 */
export function refusedDocument(
  message: string,
  files: Partial<Record<DocumentKey, { name: string }>>,
): DocumentKey | null {
  const normalised = message.trim().replace(/\.$/, '');
  if (normalised === MESSAGES.excelOnly.replace(/\.$/, '') && files.FundraisingSummary)
    return 'FundraisingSummary';
  const named = DOCUMENT_KEYS.filter((key) => {
    const name = files[key]?.name;
    return name !== undefined && message.includes(`The file ${name} `);
  });
  // Two documents with the same name: the message cannot tell which one it means.
  return named.length === 1 ? named[0] : null;
}
