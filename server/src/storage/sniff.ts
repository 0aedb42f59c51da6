import fsp from 'node:fs/promises';

// What a file is, decided by its bytes rather than by its name or the type the browser declared. Documents are
// opened by people on the review team, so only formats that are documents are accepted; executables, scripts,
// markup and unknown formats are refused. ZIP and OLE2 containers are looked into (central directory, CFB
// directory) to tell Office documents apart from other archives, reading only the few parts that are needed.

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

const startsWith = (buf: Buffer, bytes: number[] | string, at = 0) => {
  const sig = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return buf.length >= at + sig.length && buf.subarray(at, at + sig.length).equals(sig);
};

const EXECUTABLE_SIGNATURES: (number[] | string)[] = [
  'MZ', // Windows PE / DOS
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O 32
  [0xfe, 0xed, 0xfa, 0xcf], // Mach-O 64
  [0xce, 0xfa, 0xed, 0xfe], // Mach-O 32, little-endian
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O 64, little-endian
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal / Java class
  '#!', // scripts
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

async function classify(
  reader: ByteReader,
  head: Buffer,
  fileName: string,
): Promise<DocumentKind | 'executable' | 'unknown'> {
  if (EXECUTABLE_SIGNATURES.some((sig) => startsWith(head, sig))) return 'executable';
  if (head.subarray(0, 1024).includes('%PDF-', 0, 'latin1')) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(head, 'ftyp', 4) && HEIF_BRANDS.has(head.toString('latin1', 8, 12))) return 'heic';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeOpenXmlKind(await zipEntryNames(reader));
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return compoundFileKind(await cfbStreamNames(reader));
  if (fileName.trim().toLowerCase().endsWith('.csv') && looksLikeCsv(head, reader.size)) return 'csv';
  return 'unknown';
}

function officeOpenXmlKind(names: string[] | null): DocumentKind | 'unknown' {
  if (!names?.includes('[Content_Types].xml')) return 'unknown';
  if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (names.some((n) => n.startsWith('word/'))) return 'docx';
  if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
  return 'unknown';
}

function compoundFileKind(names: string[] | null): DocumentKind | 'unknown' {
  if (!names) return 'unknown';
  if (names.includes('Workbook') || names.includes('Book')) return 'xls';
  if (names.includes('WordDocument')) return 'doc';
  if (names.includes('PowerPoint Document')) return 'ppt';
  return 'unknown';
}

/** UTF-8 text without NUL bytes that is not markup: the only kind of plain text we take, and only as .csv. */
function looksLikeCsv(head: Buffer, size: number): boolean {
  let text = head;
  if (startsWith(text, [0xef, 0xbb, 0xbf])) text = text.subarray(3);
  if (text.includes(0)) return false;
  // A multi-byte character may be cut at the end of the sample; only a whole file must decode cleanly.
  const sample = head.length < size ? trimPartialUtf8(text) : text;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
  } catch {
    return false;
  }
  const firstChar = sample.toString('utf8').trimStart()[0];
  return firstChar !== undefined && firstChar !== '<' && firstChar !== '{';
}

function trimPartialUtf8(buf: Buffer): Buffer {
  const end = buf.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const byte = buf[end - i];
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead byte
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > i ? buf.subarray(0, end - i) : buf;
  }
  return buf;
}

const MAX_ZIP_DIRECTORY_BYTES = 8 * 1024 * 1024;

/** Entry names from a ZIP's central directory (ZIP64 included), or null when it cannot be read. */
async function zipEntryNames(reader: ByteReader): Promise<string[] | null> {
  const tailLength = Math.min(reader.size, 22 + 0xffff);
  const tailStart = reader.size - tailLength;
  const tail = await reader.read(tailStart, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  let entries = tail.readUInt16LE(eocd + 10);
  let dirSize = tail.readUInt32LE(eocd + 12);
  let dirOffset = tail.readUInt32LE(eocd + 16);
  if (
    (dirOffset === 0xffffffff || entries === 0xffff) &&
    eocd >= 20 &&
    tail.readUInt32LE(eocd - 20) === 0x07064b50
  ) {
    const zip64Offset = Number(tail.readBigUInt64LE(eocd - 20 + 8));
    const zip64 = await reader.read(zip64Offset, 56);
    if (zip64.length < 56 || zip64.readUInt32LE(0) !== 0x06064b50) return null;
    entries = Number(zip64.readBigUInt64LE(32));
    dirSize = Number(zip64.readBigUInt64LE(40));
    dirOffset = Number(zip64.readBigUInt64LE(48));
  }
  if (dirSize > MAX_ZIP_DIRECTORY_BYTES || dirOffset + dirSize > reader.size) return null;
  const dir = await reader.read(dirOffset, dirSize);
  const names: string[] = [];
  let p = 0;
  for (let i = 0; i < entries && p + 46 <= dir.length; i++) {
    if (dir.readUInt32LE(p) !== 0x02014b50) return null;
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    names.push(dir.toString('utf8', p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

const CFB_FREE_OR_END = 0xfffffffa; // sector ids at or above this are markers (end of chain, free, FAT, DIFAT)
const MAX_CFB_DIRECTORY_SECTORS = 4096;

/** Stream and storage names from an OLE2 compound file's directory, or null when it cannot be read. */
export async function cfbStreamNames(reader: ByteReader): Promise<string[] | null> {
  const header = await reader.read(0, 512);
  if (header.length < 512) return null;
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const idsPerSector = sectorSize / 4;
  const fatSectorCount = header.readUInt32LE(0x2c);
  const firstDirSector = header.readUInt32LE(0x30);
  const sectorOffset = (id: number) => (id + 1) * sectorSize;

  // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++)
    fatSectors.push(header.readUInt32LE(0x4c + i * 4));
  let difat = header.readUInt32LE(0x44);
  for (
    let guard = 0;
    difat < CFB_FREE_OR_END && fatSectors.length < fatSectorCount && guard < 1 << 16;
    guard++
  ) {
    const sector = await reader.read(sectorOffset(difat), sectorSize);
    if (sector.length < sectorSize) return null;
    for (let i = 0; i < idsPerSector - 1 && fatSectors.length < fatSectorCount; i++)
      fatSectors.push(sector.readUInt32LE(i * 4));
    difat = sector.readUInt32LE(sectorSize - 4);
  }

  const fatCache = new Map<number, Buffer>();
  const nextSector = async (id: number): Promise<number | null> => {
    const fatIndex = Math.floor(id / idsPerSector);
    if (fatIndex >= fatSectors.length) return null;
    let fat = fatCache.get(fatIndex);
    if (!fat) {
      fat = await reader.read(sectorOffset(fatSectors[fatIndex]), sectorSize);
      if (fat.length < sectorSize) return null;
      fatCache.set(fatIndex, fat);
    }
    return fat.readUInt32LE((id % idsPerSector) * 4);
  };

  const names: string[] = [];
  const visited = new Set<number>();
  let sector: number | null = firstDirSector;
  while (sector !== null && sector < CFB_FREE_OR_END) {
    if (visited.has(sector) || visited.size >= MAX_CFB_DIRECTORY_SECTORS) return null;
    visited.add(sector);
    const data = await reader.read(sectorOffset(sector), sectorSize);
    if (data.length < sectorSize) return null;
    for (let p = 0; p + 128 <= data.length; p += 128) {
      const nameBytes = data.readUInt16LE(p + 0x40);
      const type = data[p + 0x42];
      if ((type === 1 || type === 2) && nameBytes >= 2 && nameBytes <= 64) {
        names.push(data.toString('utf16le', p, p + nameBytes - 2));
      }
    }
    sector = await nextSector(sector);
  }
  return names;
}
