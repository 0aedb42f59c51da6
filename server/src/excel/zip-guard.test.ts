import { EXCEL_LIMITS } from './limits';
import { ExcelError } from './errors';
import { countCells, detectFormat, inspectXlsx, keepFirstRows, worksheetPrefix } from './zip-guard';
import {
  manyCellsWorkbook,
  sheetXml,
  workbookFromRows,
  xlsxParts,
  zip,
  zipBombWorkbook,
} from './test-support';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof ExcelError ? err.code : `other: ${String(err)}`;
  }
  return 'accepted';
};

describe('detectFormat', () => {
  it('knows a zip from an OLE2 file from anything else', () => {
    expect(detectFormat(workbookFromRows({ A: [[1]] }))).toBe('xlsx');
    expect(detectFormat(workbookFromRows({ A: [[1]] }, 'biff8'))).toBe('xls');
    expect(detectFormat(Buffer.from('name,amount\nx,1\n'))).toBeNull();
    expect(detectFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('inspectXlsx', () => {
  it('accepts a genuine workbook and counts its cells', () => {
    const bytes = workbookFromRows({
      One: [
        [1, 2, 3],
        ['a', 'b'],
      ],
      Two: [[4]],
    });
    const result = inspectXlsx(bytes);
    expect(result.cells).toBe(6);
    expect(result.files.map((f) => f.name)).toContain('xl/workbook.xml');
  });

  it('refuses a zip bomb whose headers lie about its size, inflating no more than the budget', async () => {
    const bomb = await zipBombWorkbook(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(codeOf(() => inspectXlsx(bomb, { ...EXCEL_LIMITS, maxDecompressedBytes: 16 * 1024 * 1024 }))).toBe(
      'too_large',
    );
  });

  it('refuses a declared size over the budget before inflating anything', () => {
    const bytes = zip([
      ...xlsxParts(['A']),
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml([[1]])), declaredSize: 0xfffffff0 },
    ]);
    expect(codeOf(() => inspectXlsx(bytes))).toBe('too_large');
  });

  it('counts entries that point at the same data once per entry (overlapping zip bomb)', () => {
    const sheet = Buffer.from(sheetXml([[1]]) + ' '.repeat(1024 * 1024));
    const good = zip([...xlsxParts(['A']), { name: 'xl/worksheets/sheet1.xml', data: sheet }]);
    // Rewrite the central directory so 40 entries share the sheet's local header.
    const eocd = good.length - 22;
    const cdOffset = good.readUInt32LE(eocd + 16);
    const count = good.readUInt16LE(eocd + 8);
    let p = cdOffset;
    for (let i = 0; i < count - 1; i++) p += 46 + good.readUInt16LE(p + 28);
    const last = good.subarray(p, eocd);
    const copies = Buffer.concat([good.subarray(cdOffset, eocd), ...Array.from({ length: 40 }, () => last)]);
    const out = Buffer.concat([good.subarray(0, cdOffset), copies, good.subarray(eocd)]);
    out.writeUInt16LE(count + 40, out.length - 22 + 8);
    out.writeUInt16LE(count + 40, out.length - 22 + 10);
    out.writeUInt32LE(copies.length, out.length - 22 + 12);
    expect(codeOf(() => inspectXlsx(out, { ...EXCEL_LIMITS, maxDecompressedBytes: 20 * 1024 * 1024 }))).toBe(
      'too_large',
    );
  });

  it('refuses a sheet over the cell limit before any parser sees it', () => {
    expect(codeOf(() => inspectXlsx(manyCellsWorkbook(1_000_000)))).toBe('too_many_cells');
    expect(codeOf(() => inspectXlsx(manyCellsWorkbook(EXCEL_LIMITS.maxCells)))).toBe('accepted');
  });

  it('refuses too many entries', () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.from('<a/>') }));
    expect(
      codeOf(() =>
        inspectXlsx(zip([...xlsxParts(['A']), ...entries]), { ...EXCEL_LIMITS, maxZipEntries: 20 }),
      ),
    ).toBe('too_large');
  });

  it.each([
    ['truncated', (b: Buffer) => b.subarray(0, b.length - 200)],
    ['garbage after the signature', (b: Buffer) => Buffer.concat([b.subarray(0, 4), Buffer.alloc(5000, 7)])],
  ])('refuses a malformed zip: %s', (_label, damage) => {
    const bytes = workbookFromRows({ A: Array.from({ length: 50 }, (_, i) => [i, `row ${i}`]) });
    expect(codeOf(() => inspectXlsx(damage(bytes)))).toBe('unreadable');
  });

  it('refuses a corrupted deflate stream', () => {
    const bytes = zip([
      ...xlsxParts(['A']),
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.from(sheetXml([[1]])),
        deflated: Buffer.alloc(64, 0xff),
      },
    ]);
    expect(codeOf(() => inspectXlsx(bytes))).toBe('unreadable');
  });

  it('refuses zips that are not SpreadsheetML (OpenDocument, XLSB, a plain zip)', () => {
    const ods = zip([{ name: 'META-INF/manifest.xml', data: Buffer.from('<m/>') }, ...xlsxParts(['A'])]);
    const xlsb = zip([...xlsxParts(['A']), { name: 'xl/worksheets/sheet1.bin', data: Buffer.alloc(10) }]);
    const plain = zip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    for (const bytes of [ods, xlsb, plain]) expect(codeOf(() => inspectXlsx(bytes))).toBe('unreadable');
  });

  it('refuses zip-level encryption', () => {
    const bytes = workbookFromRows({ A: [[1]] });
    bytes.writeUInt16LE(1, 6); // first local header: "encrypted"
    expect(codeOf(() => inspectXlsx(bytes))).toBe('encrypted');
  });
});

describe('worksheet parts', () => {
  const plain = Buffer.from(
    '<worksheet><cols><col min="1"/></cols><sheetData><row><c r="A1"><v>1</v></c><c/></row></sheetData></worksheet>',
  );
  const prefixed = Buffer.from(
    '<?xml version="1.0"?><x:worksheet xmlns:x="urn:x"><x:sheetData><x:row><x:c r="A1"/><x:c>\n</x:c></x:row>' +
      '<x:row><x:c/></x:row></x:sheetData></x:worksheet>',
  );

  it('counts cells, not look-alike tags, with or without a namespace prefix', () => {
    expect(worksheetPrefix(plain)).toBe('');
    expect(worksheetPrefix(prefixed)).toBe('x:');
    expect(worksheetPrefix(Buffer.from('<sst><si><t>c</t></si></sst>'))).toBeNull();
    expect(countCells(plain, '')).toBe(2);
    expect(countCells(prefixed, 'x:')).toBe(3);
  });

  it('keeps the first rows of a worksheet as well-formed XML', () => {
    expect(keepFirstRows(prefixed, 'x:', 1).toString()).toBe(
      '<?xml version="1.0"?><x:worksheet xmlns:x="urn:x"><x:sheetData><x:row><x:c r="A1"/><x:c>\n</x:c></x:row>' +
        '</x:sheetData></x:worksheet>',
    );
    expect(keepFirstRows(prefixed, 'x:', 2)).toBe(prefixed);
    expect(keepFirstRows(plain, '', 5)).toBe(plain);
  });
});
