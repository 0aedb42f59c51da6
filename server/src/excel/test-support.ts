import crypto from 'node:crypto';
import { once } from 'node:events';
import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';

// Workbooks for tests and benchmarks: real ones written by SheetJS, and hostile ones written byte by byte (a library
// would refuse to write a lying header). Not used by the product.

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflated bytes to store instead of deflating `data` (zip bombs). */
  deflated?: Buffer;
  method?: 0 | 8;
  /** Uncompressed size written in the headers, when it should lie. */
  declaredSize?: number;
}

export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const method = entry.method ?? 8;
    const body = entry.deflated ?? (method === 8 ? zlib.deflateRawSync(entry.data) : entry.data);
    const name = Buffer.from(entry.name, 'utf8');
    const crc = zlib.crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

const CONTENT_TYPES = (sheets: number) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${Array.from(
    { length: sheets },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('')}</Types>`;

/** The parts around the worksheets of a minimal .xlsx, so a test only writes sheet XML. */
export function xlsxParts(sheetNames: string[]): ZipEntry[] {
  const text = (s: string) => Buffer.from(s, 'utf8');
  return [
    { name: '[Content_Types].xml', data: text(CONTENT_TYPES(sheetNames.length)) },
    {
      name: '_rels/.rels',
      data: text(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: text(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheetNames
          .map((n, i) => `<sheet name="${escapeXml(n)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
          .join('')}</sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: text(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetNames
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('')}</Relationships>`,
      ),
    },
  ];
}

const SHEET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_CLOSE = '</sheetData></worksheet>';

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function cellXml(value: string | number): string {
  return typeof value === 'number'
    ? `<c><v>${value}</v></c>`
    : `<c t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
}

export function sheetXml(rows: (string | number)[][]): string {
  return SHEET_OPEN + rows.map((r) => `<row>${r.map(cellXml).join('')}</row>`).join('') + SHEET_CLOSE;
}

/** A real workbook written by SheetJS (the path a genuine upload takes). */
export function workbookFromRows(
  sheets: Record<string, unknown[][]>,
  bookType: 'xlsx' | 'biff8' = 'xlsx',
): Buffer {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) {
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows, { UTC: true }), name);
  }
  return XLSX.write(wb, { type: 'buffer', bookType, compression: true }) as Buffer;
}

/** A monthly P&L laid out the usual way: one row per line item, one column per month. */
export function monthlyPnlRows(months = 12): unknown[][] {
  const dates = Array.from({ length: months }, (_, i) => new Date(Date.UTC(2024, i, 1)));
  const line = (label: string, base: number) => [label, ...dates.map((_, i) => base + i * 10)];
  return [
    ['Acme Ltd management accounts'],
    ['Month', ...dates],
    line('Revenue', 1000),
    line('Cost of goods sold', 300),
    line('Research and development', 120),
    line('Sales and marketing', 90),
    line('General and administrative', 60),
    line('Salaries', 200),
  ];
}

/** A workbook with `cells` numeric cells in one sheet, ten to a row. */
export function manyCellsWorkbook(cells: number): Buffer {
  const perRow = 10;
  const rows: string[] = [];
  for (let r = 0; r < Math.ceil(cells / perRow); r++) {
    rows.push(`<row>${'<c><v>1</v></c>'.repeat(Math.min(perRow, cells - r * perRow))}</row>`);
  }
  return zip([
    ...xlsxParts(['Data']),
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(SHEET_OPEN + rows.join('') + SHEET_CLOSE) },
  ]);
}

/**
 * A valid .xlsx whose one worksheet inflates to `inflatedBytes` of whitespace inside the XML, from a few hundred KB
 * on disk. The headers declare a small size, as a hostile file would.
 */
export async function zipBombWorkbook(inflatedBytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  const head = Buffer.from(SHEET_OPEN + '<row><c><v>1</v></c></row>');
  deflate.write(head);
  for (let written = 0; written < inflatedBytes; written += block.length) {
    if (!deflate.write(block)) await once(deflate, 'drain');
  }
  deflate.end(Buffer.from(SHEET_CLOSE));
  await once(deflate, 'end');
  return zip([
    ...xlsxParts(['Data']),
    { name: 'xl/worksheets/sheet1.xml', data: head, deflated: Buffer.concat(out), declaredSize: 4096 },
  ]);
}

/**
 * A workbook of about `targetBytes` on disk: a small monthly P&L sheet and a "Ledger" sheet of random text (random
 * so it does not compress away), staying under the cell limit the way a large genuine export would.
 */
export function largeWorkbook(targetBytes: number): { bytes: Buffer; ledgerCells: number } {
  // Base64 of random bytes: XML-safe text that compresses to about 3/4 of its length.
  const randomText = (len: number) =>
    crypto
      .randomBytes(Math.ceil((len * 3) / 4))
      .toString('base64')
      .slice(0, len);
  const perRow = 6;
  // About 50 bytes of deflated output per 64-character random cell.
  const rowsNeeded = Math.ceil(targetBytes / (perRow * 50));
  const rows: string[] = [];
  for (let r = 0; r < rowsNeeded; r++) {
    const cells = [r + 1, randomText(64), randomText(64), randomText(64), randomText(64), randomText(64)];
    rows.push(`<row>${cells.map(cellXml).join('')}</row>`);
  }
  const pnlRows = monthlyPnlRows(24).map((row) =>
    row.map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : (v as string | number))),
  );
  return {
    bytes: zip([
      ...xlsxParts(['P&L', 'Ledger']),
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml(pnlRows)) },
      { name: 'xl/worksheets/sheet2.xml', data: Buffer.from(SHEET_OPEN + rows.join('') + SHEET_CLOSE) },
    ]),
    ledgerCells: rowsNeeded * perRow,
  };
}

export function dataUrl(
  bytes: Buffer,
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
) {
  return `data:${type};base64,${bytes.toString('base64')}`;
}
