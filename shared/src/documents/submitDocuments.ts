import { DOCUMENT_KEYS, type DocumentKey, type FinancialFiles } from '../schemas/documents';
import type { SlotAction, Slots } from './documentSlots';
import { refusedDocument } from './documentSlots';
import { FileReadError, readAll } from './readFile';
import { serverRefusal, type ServerRefusal } from './serverRefusal';
import { bodyLayout, documentFractions } from './uploadProgress';

export interface SubmitDeps {
  upload(body: { files: FinancialFiles }, onProgress: (fraction: number) => void): Promise<unknown>;
  read?: (file: File) => Promise<string>;
  dispatch(action: SlotAction): void;
  /** Overall fraction of the request sent, for the progress bar. */
  onProgress(fraction: number): void;
}

export type SubmitOutcome =
  | { ok: true }
  | { ok: false; reason: 'read'; key: DocumentKey }
  /**
   * The financial upload failed. The server's reason (details.error of a 4xx) is shown at the document it names, if
   * it names one (`document`); otherwise it is handed back (`refusal`) for the screen to show about the whole form.
   */
  | { ok: false; reason: 'upload'; document: DocumentKey | null; refusal: ServerRefusal | null };

/**
 * Reads the chosen files into data URLs, posts them as one financial-upload and reports each step to the slots.
 * The data URLs live only for the duration of this call: nothing keeps them once the request is done.
 */
export async function submitDocuments(slots: Slots, deps: SubmitDeps): Promise<SubmitOutcome> {
  const chosen = DOCUMENT_KEYS.flatMap((key) => {
    const file = slots[key].file;
    return file ? [[key, file] as const] : [];
  });
  deps.dispatch({ type: 'reading' });
  let files: Partial<FinancialFiles>;
  try {
    files = await readAll(chosen, deps.read);
  } catch (err) {
    const key = err instanceof FileReadError ? (err.key as DocumentKey) : chosen[0][0];
    deps.dispatch({ type: 'readFailed', key });
    return { ok: false, reason: 'read', key };
  }

  deps.dispatch({ type: 'uploading' });
  deps.onProgress(0);
  const layout = bodyLayout(files);
  try {
    await deps.upload({ files: files as FinancialFiles }, (fraction) => {
      deps.onProgress(fraction);
      deps.dispatch({ type: 'progress', fractions: documentFractions(layout, fraction) });
    });
  } catch (err) {
    const refusal = serverRefusal(err);
    const document = refusal ? refusedDocument(refusal.message, files) : null;
    deps.dispatch({ type: 'uploadFailed', refused: document, reason: refusal?.message ?? null });
    return { ok: false, reason: 'upload', document, refusal };
  }
  deps.dispatch({ type: 'stored' });
  deps.onProgress(1);
  return { ok: true };
}
