import { z } from 'zod';
import { MAX_DOCUMENT_BYTES } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { hasExtension, inlineFile } from './common';

export { MAX_DOCUMENT_BYTES };

export const DOCUMENT_KEYS = [
  'StatementPreviousTwoYear',
  'StatementPreviousOneYear',
  'Registration',
  'CapTable',
  'FundraisingSummary',
] as const;

export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export const REQUIRED_DOCUMENTS: readonly DocumentKey[] = ['Registration', 'CapTable', 'FundraisingSummary'];
export const OPTIONAL_DOCUMENTS: readonly DocumentKey[] = [
  'StatementPreviousTwoYear',
  'StatementPreviousOneYear',
];

export const EXCEL_EXTENSIONS = ['xlsx', 'xls'] as const;

/** Only the fundraising summary is restricted to a type (Excel). */
export const DOCUMENT_EXTENSIONS: Partial<Record<DocumentKey, readonly string[]>> = {
  FundraisingSummary: EXCEL_EXTENSIONS,
};

/** Check a picked file before reading it: the spec's message, or null when acceptable. */
export function checkDocumentFile(key: DocumentKey, file: { name: string; size: number }): string | null {
  const extensions = DOCUMENT_EXTENSIONS[key];
  if (extensions && !hasExtension(file.name, extensions)) return MESSAGES.excelOnly;
  if (file.size > MAX_DOCUMENT_BYTES) return MESSAGES.documentTooLarge;
  return null;
}

const documentFile = inlineFile({ maxBytes: MAX_DOCUMENT_BYTES, tooLargeMessage: MESSAGES.documentTooLarge });
const excelDocumentFile = inlineFile({
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLargeMessage: MESSAGES.documentTooLarge,
  extensions: EXCEL_EXTENSIONS,
  extensionMessage: MESSAGES.excelOnly,
});

export const financialFilesSchema = z.object(
  {
    StatementPreviousTwoYear: documentFile.optional(),
    StatementPreviousOneYear: documentFile.optional(),
    Registration: documentFile,
    CapTable: documentFile,
    FundraisingSummary: excelDocumentFile,
  },
  { error: MESSAGES.required },
);

/** POST /onboarding/financial-upload. */
export const financialUploadSchema = z.object({ files: financialFilesSchema }, { error: MESSAGES.required });

export type FinancialFile = z.infer<typeof documentFile>;
export type FinancialFiles = z.infer<typeof financialFilesSchema>;
export type FinancialUploadRequest = z.infer<typeof financialUploadSchema>;
