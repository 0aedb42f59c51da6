import { MESSAGES } from '@onboarding/shared';
import { checkExcelFile } from '@onboarding/shared/schemas';

/** A file as a base64 data URL, the form excel-sheets, excel-sheet-rows and accounting-upload carry it in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('FileReader gave no data URL'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.onabort = () => reject(new Error('FileReader aborted'));
    reader.readAsDataURL(file);
  });
}

export type PickedFileProblem = 'errors.invalidType' | 'errors.tooLarge' | 'errors.uploadError';

/**
 * Why a picked file cannot be used, as a text key: not Excel, over 20 MB (the spec's two messages, type first as the
 * shared check orders them), or empty (nothing to upload).
 */
export function pickedFileProblem(file: { name: string; size: number }): PickedFileProblem | null {
  const message = checkExcelFile(file);
  if (message === MESSAGES.monthlyInvalidType) return 'errors.invalidType';
  if (message) return 'errors.tooLarge';
  if (file.size === 0) return 'errors.uploadError';
  return null;
}
