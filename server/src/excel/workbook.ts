import * as XLSX from '@e965/xlsx';
import { EXCEL_LIMITS } from './limits';
import { ExcelError, EXCEL_MESSAGES, unreadable } from './errors';
import { detectFormat, inspectXlsx, type WorkbookFormat, type ZipGuardLimits } from './zip-guard';

export type CellValue = string | number | boolean | null;

export interface ReadLimits extends ZipGuardLimits {
  previewRows: number;
  previewColumns: number;
}

/** Longest text kept from one cell; a label or a number never needs more. */
const MAX_TEXT = 1_000;

// Exported by SheetJS, missing from its type declarations: parses an already opened zip container.
const parseZip = (XLSX as unknown as { parse_zip(zip: unknown, options: XLSX.ParsingOptions): XLSX.WorkBook })
  .parse_zip;

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
  private readonly read: (options: XLSX.ParsingOptions) => XLSX.WorkBook;
  private names?: string[];

  constructor(
    bytes: Buffer,
    private readonly limits: ReadLimits = EXCEL_LIMITS,
  ) {
    const format = detectFormat(bytes);
    if (!format) throw unreadable();
    this.format = format;
    if (format === 'xlsx') {
      // SheetJS gets the files the guard inflated and checked, in its own container type: it never unzips the
      // upload itself, so its zip reader (which trusts header sizes) never meets a hostile archive. Worksheets come
      // cut after the preview rows, the only ones any task reads.
      const { files } = inspectXlsx(bytes, limits, limits.previewRows);
      const container = XLSX.CFB.utils.cfb_new();
      for (const file of files) XLSX.CFB.utils.cfb_add(container, file.name, file.data, { unsafe: true });
      this.read = (options) => parse(() => parseZip(container, { ...BASE_OPTIONS, ...options }));
    } else {
      this.read = (options) => parse(() => XLSX.read(bytes, { ...BASE_OPTIONS, ...options }));
    }
  }

  sheetNames(): string[] {
    this.names ??= this.read({ bookSheets: true }).SheetNames ?? [];
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
    // .xlsx cells were counted before parsing, and only the preview rows were kept. An .xls (at most 20 MB, no
    // compression) is read whole to count its cells; the worker's heap and time limits bound that read.
    const wb = this.read({ sheets: index, ...(xlsx ? { sheetRows: this.limits.previewRows } : {}) });
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

function parse(read: () => XLSX.WorkBook): XLSX.WorkBook {
  try {
    return read();
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
      return cell.v instanceof Date && !Number.isNaN(cell.v.getTime())
        ? cell.v.toISOString().slice(0, 10)
        : null;
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
