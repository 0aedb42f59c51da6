import { HttpError } from '../lib/http-error';

/**
 * A refusal of an uploaded CSV or its mapping. `details` travel beside `error` in the 4xx body (e.g. the offending
 * date values the browser lists in its "Data Mapping Error Detected" modal).
 */
export class CsvImportError extends HttpError {}

export const MAPPING_MISMATCH = 'The column mapping does not match the uploaded file.';
export const NOT_CSV_TEXT = 'The uploaded file is not a readable CSV text file.';
export const NO_READABLE_ROWS = 'None of the rows of the uploaded file could be read.';
export const HEADER_TOO_LONG = 'The first line of the uploaded file is not a CSV header row.';
export const rowTooLong = (row: number, limitBytes: number) =>
  `Row ${row} of the uploaded file is longer than ${Math.round(limitBytes / 1024 / 1024)} MB, or a quoted field in it is never closed.`;
