import { MESSAGES } from '@onboarding/shared';
import {
  CALCULATION_METHODS,
  checkCsvColumnCount,
  checkCsvFile,
  minCsvColumns,
  type CalculationMethod,
  type CsvIndustry,
} from '@onboarding/shared/schemas';
import type { CsvSummary } from './csv-scan';

// The checks of /subscriptions/file, apart from React. Each problem is a key of the screen's texts (upload.errors.*)
// with its parameters, so the rules stay free of wording and the screen translates them.

export type FileIssue =
  | { key: 'type' }
  | { key: 'tooLarge' }
  | { key: 'empty' }
  | { key: 'columns'; min: number }
  | { key: 'read' }
  | { key: 'name' };

// What the API refuses in any text (server/src/lib/control-characters.ts), here in the file's name, which goes with
// the upload link: the bidirectional embeddings, overrides and isolates, and control characters. Told before UPLOAD,
// with what to do, instead of the link's generic failure.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_NAME = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** Before reading a byte: a CSV (by name or type) of at most 200 MB, named without hidden characters. */
export function checkPickedFile(file: { name: string; size: number; type?: string }): FileIssue | null {
  const message = checkCsvFile(file);
  if (message === MESSAGES.csvType) return { key: 'type' };
  if (message === MESSAGES.csvTooLarge) return { key: 'tooLarge' };
  if (UNSAFE_NAME.test(file.name)) return { key: 'name' };
  return null;
}

/** A file with no header row, or a header and no data rows, is empty (the server's import says the same). */
export function isEmptyCsv(summary: CsvSummary | null): boolean {
  return summary === null || summary.rows === 0;
}

/** At least 4 columns for SAAS, otherwise 3; checked as soon as the header is read, again when the industry changes. */
export function checkColumns(
  industry: CsvIndustry | null,
  headers: readonly string[] | null,
): FileIssue | null {
  if (!industry || !headers) return null;
  return checkCsvColumnCount(industry, headers.length)
    ? { key: 'columns', min: minCsvColumns(industry) }
    : null;
}

/** SAAS files are calculated with No refund unless the applicant picks Forward deduction; others with Standard. */
export function defaultMethod(industry: CsvIndustry): CalculationMethod {
  return CALCULATION_METHODS[industry][0];
}

export function methodFor(industry: CsvIndustry, chosen: CalculationMethod | null): CalculationMethod {
  const allowed = CALCULATION_METHODS[industry] as readonly CalculationMethod[];
  return chosen && allowed.includes(chosen) ? chosen : defaultMethod(industry);
}

/** UPLOAD needs an industry and a file that passed every check. */
export function canUpload(industry: CsvIndustry | null, checked: boolean, issue: FileIssue | null): boolean {
  return industry !== null && checked && issue === null;
}
