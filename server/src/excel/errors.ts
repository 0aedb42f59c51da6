import { MESSAGES } from '@onboarding/shared/constants';
import { HttpError } from '../lib/http-error';
import { POOL_BUSY } from '../workers/pool';

/** Why a workbook was refused; each maps to one status and one message the applicant can act on. */
export type ExcelErrorCode =
  | 'invalid_request'
  | 'unreadable'
  | 'encrypted'
  | 'too_large'
  | 'too_many_cells'
  | 'too_slow'
  | 'sheet_not_found'
  | 'rows_missing'
  | 'busy';

export const EXCEL_MESSAGES = {
  unreadable: 'The file could not be read. Please upload a valid Excel file (.xlsx, .xls).',
  encrypted: 'The file is password-protected. Please upload it without a password.',
  tooLarge: 'The workbook is too large to process. Please remove unneeded sheets or data and try again.',
  tooManyCells: 'The workbook has too many cells. The maximum allowed is 500,000.',
  tooSlow: 'The workbook took too long to process. Please simplify it and try again.',
  sheetNotFound: 'The selected sheet was not found in the file.',
  busy: POOL_BUSY,
  rowsMissing: MESSAGES.monthlyRowsMissing,
} as const;

const STATUS: Record<ExcelErrorCode, number> = {
  invalid_request: 400,
  unreadable: 400,
  encrypted: 400,
  too_large: 413,
  too_many_cells: 413,
  too_slow: 422,
  sheet_not_found: 400,
  rows_missing: 400,
  busy: 503,
};

/** An HttpError, so a route can let it through to the error handler as { details: { error } }. */
export class ExcelError extends HttpError {
  constructor(
    readonly code: ExcelErrorCode,
    message: string,
  ) {
    super(STATUS[code], message);
  }
}

export const unreadable = () => new ExcelError('unreadable', EXCEL_MESSAGES.unreadable);
export const tooLarge = () => new ExcelError('too_large', EXCEL_MESSAGES.tooLarge);
