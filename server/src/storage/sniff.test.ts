import * as XLSX from '@e965/xlsx';
import { bufferReader, sniff, type SniffResult } from './sniff';
import * as f from './test-support/fixtures';

const kindOf = async (data: Buffer, name = 'file.bin'): Promise<string> => {
  const result: SniffResult = await sniff(bufferReader(data), name);
  return result.accepted ? result.kind : `refused:${result.reason}`;
};

function workbook(bookType: 'xlsx' | 'biff8' | 'ods'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['Raised', 'Round'],
      [1_000_000, 'Seed'],
    ]),
    'Rounds',
  );
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
}

describe('content sniffing', () => {
  it('recognises documents and images by their bytes', async () => {
    expect(await kindOf(f.pdf())).toBe('pdf');
    expect(await kindOf(f.png())).toBe('png');
    expect(await kindOf(f.jpeg())).toBe('jpeg');
    expect(await kindOf(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(await kindOf(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'webp',
    );
  });

  it('takes a PDF whose header follows a few bytes, and HEIF images of every brand', async () => {
    expect(await kindOf(Buffer.concat([Buffer.from('\r\n\r\n'), f.pdf()]))).toBe('pdf');
    for (const brand of ['heic', 'heix', 'mif1', 'heim']) {
      const box = Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from(`ftyp${brand}`),
        Buffer.alloc(12),
      ]);
      expect(await kindOf(box)).toBe('heic');
    }
  });

  it('recognises real spreadsheets written by SheetJS (xlsx and the BIFF8 .xls compound file)', async () => {
    expect(await kindOf(workbook('xlsx'))).toBe('xlsx');
    expect(await kindOf(workbook('biff8'))).toBe('xls');
  });

  it('tells Office Open XML flavours and OLE2 documents apart by their parts', async () => {
    expect(await kindOf(f.officeOpenXml('word'))).toBe('docx');
    expect(await kindOf(f.officeOpenXml('ppt'))).toBe('pptx');
    expect(await kindOf(f.officeOpenXml('xl', 200_000))).toBe('xlsx');
    expect(await kindOf(f.compoundFile(['WordDocument']))).toBe('doc');
    expect(await kindOf(f.compoundFile(['Workbook']))).toBe('xls');
    expect(await kindOf(f.compoundFile(['PowerPoint Document']))).toBe('ppt');
  });

  it('refuses executables whatever they are named', async () => {
    expect(await kindOf(f.windowsExecutable(), 'Registration.pdf')).toBe('refused:executable');
    expect(await kindOf(f.elfExecutable(), 'cap-table.xlsx')).toBe('refused:executable');
    expect(await kindOf(f.machOExecutable(), 'summary.xls')).toBe('refused:executable');
    expect(await kindOf(f.shellScript(), 'data.csv')).toBe('refused:executable');
    // A PDF marker further in does not make an executable a PDF.
    expect(await kindOf(Buffer.concat([f.windowsExecutable(), f.pdf()]), 'x.pdf')).toBe('refused:executable');
  });

  it('refuses archives and compound files that are not Office documents', async () => {
    expect(await kindOf(f.buildZip([{ name: 'payload.exe', data: f.windowsExecutable() }]))).toBe(
      'refused:unknown',
    );
    expect(await kindOf(f.buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<x/>') }]))).toBe(
      'refused:unknown',
    );
    expect(await kindOf(workbook('ods'))).toBe('refused:unknown');
    expect(await kindOf(f.compoundFile(['SummaryInformation']))).toBe('refused:unknown');
    // Truncated: the signature is there but the directory is not.
    expect(await kindOf(f.officeOpenXml('xl').subarray(0, 60))).toBe('refused:unknown');
    expect(await kindOf(f.compoundFile(['Workbook']).subarray(0, 600))).toBe('refused:unknown');
  });

  it('takes plain text only as a .csv that is UTF-8 without markup', async () => {
    expect(await kindOf(f.csv(), 'transactions.csv')).toBe('csv');
    expect(await kindOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), f.csv()]), 'Relevé.CSV')).toBe('csv');
    expect(await kindOf(f.csv(), 'transactions.txt')).toBe('refused:unknown');
    expect(await kindOf(Buffer.from('<html><script>alert(1)</script></html>'), 'page.csv')).toBe(
      'refused:unknown',
    );
    expect(await kindOf(Buffer.from([0x61, 0x2c, 0x62, 0x00, 0x0a]), 'binary.csv')).toBe('refused:unknown');
    expect(await kindOf(Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]), 'latin.csv')).toBe('refused:unknown');
  });

  it('calls an empty file empty', async () => {
    expect(await kindOf(Buffer.alloc(0), 'Registration.pdf')).toBe('refused:empty');
  });
});
