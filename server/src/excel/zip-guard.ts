import zlib from 'node:zlib';
import { EXCEL_LIMITS } from './limits';
import { ExcelError, EXCEL_MESSAGES, tooLarge, unreadable } from './errors';

export type WorkbookFormat = 'xlsx' | 'xls';

/** Zip (.xlsx) or OLE2 compound file (.xls) by magic bytes; anything else is not a workbook we read. */
export function detectFormat(bytes: Uint8Array): WorkbookFormat | null {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return 'xlsx';
  }
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (bytes.length >= ole.length && ole.every((b, i) => bytes[i] === b)) return 'xls';
  return null;
}

export interface ZipGuardLimits {
  maxDecompressedBytes: number;
  maxZipEntries: number;
  maxCells: number;
}

export interface ZipInspection {
  /** Every file of the archive, inflated: what the parser is given, so it never inflates anything itself. */
  files: { name: string; data: Buffer }[];
  /** Real inflated size of all entries together. */
  decompressedBytes: number;
  /** Cell elements in all worksheets. */
  cells: number;
}

const EOCD_SIG = 0x06054b50;
const ZIP64_EXTRA = 0x0001;

/**
 * Opens an .xlsx (end-of-central-directory found scanning back from the end, entries from the central directory,
 * data from each local header, as SheetJS does) and inflates every entry with native zlib under a budget that counts
 * the REAL output, not the sizes the headers declare: a zip bomb, a lying header or entries overlapping the same
 * data are refused before any of it is parsed. Worksheet cells are counted on the way, so a sheet of millions of
 * cells is refused before parsing too. The inflated files are what SheetJS is given (see Workbook), so what is
 * parsed is exactly what was checked here.
 */
export function inspectXlsx(
  buf: Buffer,
  limits: ZipGuardLimits = EXCEL_LIMITS,
  /** Worksheets are handed on cut after this many rows: nothing reads further, and parsing the rest costs seconds. */
  keepRows?: number,
): ZipInspection {
  const at = (offset: number, size: number) => {
    if (offset < 0 || offset + size > buf.length) throw unreadable();
    return offset;
  };
  const u16 = (offset: number) => buf.readUInt16LE(at(offset, 2));
  const u32 = (offset: number) => buf.readUInt32LE(at(offset, 4));

  let eocd = buf.length - 4;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== EOCD_SIG) eocd--;
  if (eocd < 0) throw unreadable();
  // SheetJS reads the entry count at +8 (entries on this disk) and the directory offset at +16.
  const count = u16(eocd + 8);
  let p = u32(eocd + 16);
  if (count === 0xffff || p === 0xffffffff) throw unreadable(); // ZIP64: no workbook needs it
  if (count > limits.maxZipEntries) throw tooLarge();

  let budget = limits.maxDecompressedBytes;
  let cells = 0;
  const files: ZipInspection['files'] = [];
  for (let i = 0; i < count; i++) {
    if (u32(p) !== 0x02014b50) throw unreadable();
    const cdCompressed = u32(p + 20);
    const cdSize = u32(p + 24);
    const nameLen = u16(p + 28);
    const extraLen = u16(p + 30);
    const commentLen = u16(p + 32);
    const local = u32(p + 42);
    at(p + 46, nameLen);
    if (hasZip64(buf.subarray(at(p + 46 + nameLen, extraLen), p + 46 + nameLen + extraLen)))
      throw unreadable();
    p += 46 + nameLen + extraLen + commentLen;

    if (u32(local) !== 0x04034b50) throw unreadable();
    const flags = u16(local + 6);
    const method = u16(local + 8);
    const localCompressed = u32(local + 18);
    const localSize = u32(local + 22);
    const localNameLen = u16(local + 26);
    const localExtraLen = u16(local + 28);
    // SheetJS names files by their local header, one byte per character.
    const name = buf.toString('latin1', at(local + 30, localNameLen), local + 30 + localNameLen);
    const extraStart = at(local + 30 + localNameLen, localExtraLen);
    if (hasZip64(buf.subarray(extraStart, extraStart + localExtraLen))) throw unreadable();
    if (flags & 0x2041) throw new ExcelError('encrypted', EXCEL_MESSAGES.encrypted);
    const dataStart = extraStart + localExtraLen;
    // SheetJS's own inflater allocates the declared size up front: a declared 4 GB must never reach it.
    if (Math.max(cdSize, localSize) > budget) throw tooLarge();

    let data: Buffer;
    if (method === 0) {
      data = buf.subarray(
        at(dataStart, Math.max(localCompressed, cdCompressed)),
        dataStart + localCompressed,
      );
    } else if (method === 8) {
      // Inflate runs to the end of the deflate stream, as SheetJS does, whatever the headers claim its length is.
      try {
        data = zlib.inflateRawSync(buf.subarray(dataStart), { maxOutputLength: budget + 1 });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        throw unreadable();
      }
    } else {
      throw unreadable();
    }
    if (data.length > budget) throw tooLarge();
    budget -= data.length;

    const prefix = worksheetPrefix(data);
    if (prefix !== null) {
      cells += countCells(data, prefix);
      if (cells > limits.maxCells) throw new ExcelError('too_many_cells', EXCEL_MESSAGES.tooManyCells);
      if (keepRows !== undefined) data = keepFirstRows(data, prefix, keepRows);
    }
    if (!name.endsWith('/')) files.push({ name, data });
  }
  checkIsSpreadsheetMl(files.map((f) => f.name));
  return { files, decompressedBytes: limits.maxDecompressedBytes - budget, cells };
}

function hasZip64(extra: Buffer): boolean {
  for (let i = 0; i + 4 <= extra.length;) {
    const id = extra.readUInt16LE(i);
    const size = extra.readUInt16LE(i + 2);
    if (id === ZIP64_EXTRA) return true;
    i += 4 + size;
  }
  return false;
}

/**
 * SheetJS also reads OpenDocument, Numbers and XLSB from a zip. We accept .xlsx only: the other formats are not
 * what the applicant was asked for, and their cells (binary XLSB records) would escape the count above.
 */
function checkIsSpreadsheetMl(names: string[]): void {
  const lower = new Set(names.map((n) => n.toLowerCase()));
  const foreign = ['meta-inf/manifest.xml', 'objectdata.xml', 'index/document.iwa', 'xl/workbook.bin'];
  if (!lower.has('[content_types].xml') || foreign.some((n) => lower.has(n))) throw unreadable();
  if ([...lower].some((n) => /(^|\/)worksheets\/[^/]*\.bin$/.test(n))) throw unreadable();
}

const ROOT = /<(?:([A-Za-z_][\w.-]*):)?worksheet[\s>/]/;

/** The namespace prefix of a worksheet part ('' for none, 'x:' for `<x:worksheet>`), or null for other parts. */
export function worksheetPrefix(xml: Buffer): string | null {
  const root = ROOT.exec(xml.toString('latin1', 0, Math.min(xml.length, 4096)));
  return root ? (root[1] ? `${root[1]}:` : '') : null;
}

/** Cell elements (`<c …>`, `<c/>`) of a worksheet part, not look-alikes such as <col> or <cfRule>. */
export function countCells(xml: Buffer, prefix: string): number {
  const needle = Buffer.from(`<${prefix}c`, 'latin1');
  let count = 0;
  for (let pos = xml.indexOf(needle); pos !== -1; pos = xml.indexOf(needle, pos + needle.length)) {
    const next = xml[pos + needle.length];
    if (next === 0x20 || next === 0x3e || next === 0x2f || next === 0x09 || next === 0x0a || next === 0x0d)
      count++;
  }
  return count;
}

/**
 * The worksheet up to the end of its `rows`-th row element, closed again (rows come in order, so these hold every
 * row before index `rows`), or the worksheet as it is when it has no more rows than that.
 */
export function keepFirstRows(xml: Buffer, prefix: string, rows: number): Buffer {
  const close = Buffer.from(`</${prefix}row>`, 'latin1');
  let end = -1;
  for (let n = 0, pos = xml.indexOf(close); pos !== -1; pos = xml.indexOf(close, pos + close.length)) {
    if (++n === rows) {
      end = pos + close.length;
      break;
    }
  }
  if (end === -1 || xml.indexOf(close, end) === -1) return xml;
  return Buffer.concat([
    xml.subarray(0, end),
    Buffer.from(`</${prefix}sheetData></${prefix}worksheet>`, 'latin1'),
  ]);
}
