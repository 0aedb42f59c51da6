import { MESSAGES } from '@onboarding/shared';
import { checkExcelFile } from '@onboarding/shared/schemas';

// A file as a base64 data URL, the form excel-sheets, excel-sheet-rows and accounting-upload carry it in: the same
// reader as the documents' uploads.
export { readAsDataUrl } from '@onboarding/shared/documents';

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
