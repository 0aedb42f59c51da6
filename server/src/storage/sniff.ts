import fsp from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { startsWith } from './sniff-bytes';
import { CFB_SIGNATURE, compoundFileKind, officeOpenXmlKind, ZIP_SIGNATURE } from './sniff-office';
import { looksLikeCsv } from './sniff-text';

// What a file is, decided by its bytes rather than by its name or the type the browser declared. Documents are
// opened by people on the review team, so only formats that are documents are accepted; executables, scripts,
// markup and unknown formats are refused. file-type reads the signatures; sniff-office.ts looks into ZIP and OLE2
// containers to tell Office documents from other archives, sniff-text.ts decides what plain text is.

export type DocumentKind =
  | 'pdf'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'tiff'
  | 'heic'
  | 'xlsx'
  | 'docx'
  | 'pptx'
  | 'xls'
  | 'doc'
  | 'ppt'
  | 'csv';

export const DOCUMENT_MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tiff: 'image/tiff',
  heic: 'image/heic',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  csv: 'text/csv',
};

export const isExcelKind = (kind: DocumentKind): boolean => kind === 'xlsx' || kind === 'xls';

export type SniffResult =
  | { accepted: true; kind: DocumentKind; mime: string }
  | { accepted: false; reason: 'empty' | 'executable' | 'unknown' };

/** Random access to the bytes being sniffed (a file on disk, or a buffer in tests). */
export interface ByteReader {
  readonly size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

export function bufferReader(buffer: Buffer): ByteReader {
  return {
    size: buffer.length,
    read: async (offset, length) => buffer.subarray(offset, Math.min(buffer.length, offset + length)),
  };
}

export async function sniffFile(filePath: string, fileName: string): Promise<SniffResult> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    return await sniff(
      {
        size,
        read: async (offset, length) => {
          const len = Math.max(0, Math.min(length, size - offset));
          const buf = Buffer.alloc(len);
          const { bytesRead } = await handle.read(buf, 0, len, offset);
          return buf.subarray(0, bytesRead);
        },
      },
      fileName,
    );
  } finally {
    await handle.close();
  }
}

const HEAD_BYTES = 64 * 1024;

export async function sniff(reader: ByteReader, fileName: string): Promise<SniffResult> {
  if (reader.size === 0) return { accepted: false, reason: 'empty' };
  const head = await reader.read(0, HEAD_BYTES);
  const kind = await classify(reader, head, fileName);
  if (kind === 'executable' || kind === 'unknown') return { accepted: false, reason: kind };
  return { accepted: true, kind, mime: DOCUMENT_MIME[kind] };
}

/** file-type's extensions of programs: refused whatever the file is named. */
const EXECUTABLES = new Set(['exe', 'elf', 'macho', 'class', 'wasm']);

/** file-type's extensions of the documents taken, each with its kind (an animated PNG or a camera's TIFF included). */
const DOCUMENTS: Record<string, DocumentKind> = {
  pdf: 'pdf',
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  tif: 'tiff',
  cr2: 'tiff',
  nef: 'tiff',
  dng: 'tiff',
  arw: 'tiff',
  heic: 'heic',
};

/** HEIF brands of layered HEVC images, which file-type does not name. */
const LAYERED_HEIF_BRANDS = new Set(['heim', 'heis']);

async function detect(head: Buffer): Promise<string | undefined> {
  try {
    return (await fileTypeFromBuffer(head))?.ext;
  } catch {
    // A damaged header file-type cannot parse: the checks below still apply.
    return undefined;
  }
}

async function classify(
  reader: ByteReader,
  head: Buffer,
  fileName: string,
): Promise<DocumentKind | 'executable' | 'unknown'> {
  // A script is text: file-type has no signature for it.
  if (startsWith(head, '#!')) return 'executable';
  const ext = await detect(head);
  if (ext && EXECUTABLES.has(ext)) return 'executable';
  if (ext && DOCUMENTS[ext]) return DOCUMENTS[ext];
  if (startsWith(head, ZIP_SIGNATURE)) return officeOpenXmlKind(reader);
  if (startsWith(head, CFB_SIGNATURE)) return compoundFileKind(reader);
  // Readers accept a PDF whose header follows some bytes (PDF 32000-1, annex H); file-type looks at the start only.
  if (head.subarray(0, 1024).includes('%PDF-', 0, 'latin1')) return 'pdf';
  if (startsWith(head, 'ftyp', 4) && LAYERED_HEIF_BRANDS.has(head.toString('latin1', 8, 12))) return 'heic';
  if (fileName.trim().toLowerCase().endsWith('.csv') && looksLikeCsv(head, reader.size)) return 'csv';
  return 'unknown';
}
