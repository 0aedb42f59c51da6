import crypto from 'node:crypto';
import {
  accountingUploadSchema,
  excelSheetRowsSchema,
  excelSheetsSchema,
  type AccountingUpload,
} from '@onboarding/shared/schemas';
import type { z } from 'zod';
import { ExcelError } from './errors';
import { EXCEL_LIMITS } from './limits';
import { extractMonthlySeries, type MonthlySeries } from './monthly-series';
import { Workbook, type CellValue, type ReadLimits } from './workbook';

// What a worker does with one request body. The raw JSON bytes come here unparsed: parsing and base64-decoding a
// 27 MB body costs the thread that does it about 100 ms, which must not be the API's event loop.

export type ExcelTask = 'sheets' | 'rows' | 'upload';

export interface SheetsResult {
  sheets: string[];
}

export interface RowsResult {
  rows: CellValue[][];
}

export interface UploadResult {
  upload: Omit<AccountingUpload['mappingData'], 'file'> & {
    columnMapping: AccountingUpload['columnMapping'];
  };
  sheetNames: string[];
  series: MonthlySeries | null;
  file: Uint8Array;
  sha256: string;
}

export type TaskResult = SheetsResult | RowsResult | UploadResult;

export function runTask(task: ExcelTask, body: Uint8Array, limits: ReadLimits = EXCEL_LIMITS): TaskResult {
  const json = parseJson(body);
  switch (task) {
    case 'sheets': {
      const { file } = validate(excelSheetsSchema, json);
      return { sheets: new Workbook(decodeDataUrl(file.content), limits).sheetNames() };
    }
    case 'rows': {
      const { file, sheetName } = validate(excelSheetRowsSchema, json);
      return { rows: new Workbook(decodeDataUrl(file.content), limits).rows(sheetName) };
    }
    case 'upload': {
      const { mappingData, columnMapping } = validate(accountingUploadSchema, json);
      const { file: content, ...upload } = mappingData;
      const bytes = decodeDataUrl(content);
      const workbook = new Workbook(bytes, limits);
      const sheetNames = workbook.sheetNames();
      // "submit and skip mapping": mapping on without a sheet, or mapping off, stores the workbook as it is.
      const series =
        upload.isMapping && upload.selectedSheet
          ? extractMonthlySeries(workbook.rows(upload.selectedSheet), columnMapping)
          : null;
      return {
        upload: { ...upload, columnMapping },
        sheetNames,
        series,
        file: bytes,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      };
    }
  }
}

function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'));
  } catch {
    throw new ExcelError('invalid_request', 'The request body is not valid JSON.');
  }
}

function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success)
    throw new ExcelError('invalid_request', parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}

/** The bytes of a base64 data URL the schema has already checked. */
function decodeDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
