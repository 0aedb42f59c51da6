import type { ByteReader, DocumentKind } from './sniff';

// Office documents are ZIP (Office Open XML) or OLE2 compound files (the older binary formats). file-type tells a ZIP
// from a compound file but reads a ZIP's parts in order from its start only, and a compound file not at all; these
// read the one directory each keeps (ZIP's central directory at the end, the CFB directory chain) to name the
// document, and nothing else of the file.

export const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
export const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** xlsx, docx or pptx by the parts of the ZIP; 'unknown' for any other archive or an unreadable one. */
export async function officeOpenXmlKind(reader: ByteReader): Promise<DocumentKind | 'unknown'> {
  const names = await zipEntryNames(reader);
  if (!names?.includes('[Content_Types].xml')) return 'unknown';
  if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (names.some((n) => n.startsWith('word/'))) return 'docx';
  if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
  return 'unknown';
}

/** xls, doc or ppt by the streams of the compound file; 'unknown' for any other or an unreadable one. */
export async function compoundFileKind(reader: ByteReader): Promise<DocumentKind | 'unknown'> {
  const names = await cfbStreamNames(reader);
  if (!names) return 'unknown';
  if (names.includes('Workbook') || names.includes('Book')) return 'xls';
  if (names.includes('WordDocument')) return 'doc';
  if (names.includes('PowerPoint Document')) return 'ppt';
  return 'unknown';
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
async function cfbStreamNames(reader: ByteReader): Promise<string[] | null> {
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
