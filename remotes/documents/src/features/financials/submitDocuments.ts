import { errorMessage } from '@onboarding/shared';
import { DOCUMENT_KEYS, type DocumentKey, type FinancialFiles } from '@onboarding/shared/schemas';
import type { SlotAction, Slots } from './documentSlots';
import { refusedDocument } from './documentSlots';
import { FileReadError, readAll } from './readFile';
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
  /** `message` is what the toast says: the read error text, or the server's details.error, or the fallback. */
  | { ok: false; reason: 'read'; key: DocumentKey }
  | { ok: false; reason: 'upload'; message: string };

/**
 * Reads the chosen files into data URLs, posts them as one financial-upload and reports each step to the slots.
 * The data URLs live only for the duration of this call: nothing keeps them once the request is done.
 */
export async function submitDocuments(
  slots: Slots,
  deps: SubmitDeps,
  fallbackMessage: string,
): Promise<SubmitOutcome> {
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
    const message = errorMessage(err, fallbackMessage);
    deps.dispatch({ type: 'uploadFailed', refused: refusedDocument(message, files) });
    return { ok: false, reason: 'upload', message };
  }
  deps.dispatch({ type: 'stored' });
  deps.onProgress(1);
  return { ok: true };
}
