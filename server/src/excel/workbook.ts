import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { EXCEL_LIMITS } from './limits';
import { ExcelError, EXCEL_MESSAGES, unreadable } from './errors';
import { detectFormat, inspectXlsx, type WorkbookFormat, type ZipGuardLimits } from './zip-guard';

// Native inflate instead of SheetJS's JavaScript one: several times faster, and safe here because inspectXlsx has
// already inflated every entry under the budget before SheetJS sees the file. SheetJS reads the input consumed from
// `bytesRead`, the deprecated name of `bytesWritten`; the subclass answers it without Node's deprecation warning.
class InflateRaw extends zlib.InflateRaw {
  override get bytesRead(): number {
    return this.bytesWritten;
  }
}
XLSX.CFB.utils.use_zlib({ InflateRaw, deflateRawSync: zlib.deflateRawSync });

export type CellValue = string | number | boolean | null;

export interface ReadLimits extends ZipGuardLimits {
  previewRows: number;
  previewColumns: number;
}

/** Longest text kept from one cell; a label or a number never needs more. */
const MAX_TEXT = 1_000;

const BASE_OPTIONS: XLSX.ParsingOptions = {
  type: 'buffer',
  dense: true,
  cellNF: true,
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
  sheetStubs: false,
  bookVBA: false,
  WTF: false,
};

/**
 * One uploaded workbook, checked once (format and, for .xlsx, the zip guard) and then read as often as needed. Any
 * exception SheetJS raises on a damaged file becomes the applicant's "could not be read".
 */
export class Workbook {
  readonly format: WorkbookFormat;
  private names?: string[];

  constructor(
    private readonly bytes: Buffer,
    private readonly limits: ReadLimits = EXCEL_LIMITS,
  ) {
    const format = detectFormat(bytes);
    if (!format) throw unreadable();
    this.format = format;
    if (format === 'xlsx') inspectXlsx(bytes, limits);
  }

  sheetNames(): string[] {
    this.names ??= read(this.bytes, { bookSheets: true }).SheetNames ?? [];
    if (this.names.length === 0) throw unreadable();
    return this.names;
  }

  /**
   * The sheet's first rows (blank rows skipped, trailing blanks trimmed), as plain JSON values: numbers, text,
   * booleans, dates as YYYY-MM-DD, errors as their text (#DIV/0!).
   */
  rows(sheetName: string): CellValue[][] {
    const index = this.sheetNames().indexOf(sheetName);
    if (index < 0) throw new ExcelError('sheet_not_found', EXCEL_MESSAGES.sheetNotFound);
    const xlsx = this.format === 'xlsx';
    // .xlsx cells were counted before parsing, so only the preview rows need reading. An .xls (at most 20 MB, no
    // compression) is read whole to count its cells; the worker's heap and time limits bound that read.
    const wb = read(this.bytes, { sheets: index, ...(xlsx ? { sheetRows: this.limits.previewRows } : {}) });
    const sheet = wb.Sheets[wb.SheetNames[index]];
    if (!sheet) throw unreadable();
    const data = (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
    if (!xlsx) {
      let cells = 0;
      for (const row of data) if (row) for (const cell of row) if (cell) cells++;
      if (cells > this.limits.maxCells) throw new ExcelError('too_many_cells', EXCEL_MESSAGES.tooManyCells);
    }
    const date1904 = Boolean(wb.Workbook?.WBProps?.date1904);
    const rows: CellValue[][] = [];
    for (let r = 0; r < Math.min(data.length, this.limits.previewRows); r++) {
      const source = data[r];
      if (!source) continue;
      const row: CellValue[] = [];
      for (let c = 0; c < Math.min(source.length, this.limits.previewColumns); c++) {
        row[c] = source[c] ? cellValue(source[c], date1904) : null;
      }
      while (row.length && (row[row.length - 1] === null || row[row.length - 1] === undefined)) row.pop();
      for (let c = 0; c < row.length; c++) if (row[c] === undefined) row[c] = null;
      if (row.length) rows.push(row);
    }
    return rows;
  }
}

function read(bytes: Buffer, options: XLSX.ParsingOptions): XLSX.WorkBook {
  try {
    return XLSX.read(bytes, { ...BASE_OPTIONS, ...options });
  } catch (err) {
    if (/password|encrypt/i.test(String((err as Error)?.message))) {
      throw new ExcelError('encrypted', EXCEL_MESSAGES.encrypted);
    }
    throw unreadable();
  }
}

export function cellValue(cell: XLSX.CellObject, date1904: boolean): CellValue {
  switch (cell.t) {
    case 'n': {
      const v = cell.v as number;
      if (!Number.isFinite(v)) return null;
      if (cell.z !== undefined && XLSX.SSF.is_date(cell.z)) return serialToIsoDate(v, date1904) ?? v;
      return v;
    }
    case 'd':
      return cell.v instanceof Date && !Number.isNaN(cell.v.getTime()) ? cell.v.toISOString().slice(0, 10) : null;
    case 's': {
      const text = String(cell.v ?? '');
      return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
    }
    case 'b':
      return Boolean(cell.v);
    case 'e':
      return cell.w ?? null;
    default:
      return null;
  }
}

/** Excel's serial day number as a calendar date, without going through a time zone. */
export function serialToIsoDate(serial: number, date1904 = false): string | null {
  const parsed = XLSX.SSF.parse_date_code(serial, { date1904 }) as { y: number; m: number; d: number } | null;
  if (!parsed || parsed.y < 1900 || parsed.y > 9999) return null;
  return `${String(parsed.y).padStart(4, '0')}-${String(parsed.m).padStart(2, '0')}-${String(parsed.d).padStart(2, '0')}`;
}
