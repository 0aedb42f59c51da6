import { Readable } from 'node:stream';
import { streamCsvRows, type CsvRow } from './csv-rows';
import { CsvImportError } from './import-error';

// The one reading of a stored CSV (the import and the underwriting figures both stream through it).

/** The stored object as storage would stream it, cut into small chunks to cross cell and character boundaries. */
function stream(text: string, chunkBytes = 5): Readable {
  const buf = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < buf.length; i += chunkBytes) chunks.push(buf.subarray(i, i + chunkBytes));
  return Readable.from(chunks, { objectMode: false });
}

async function rowsOf(text: string, delimiter = ',') {
  const rows: CsvRow[] = [];
  const read = await streamCsvRows(stream(text), { delimiter }, (row) => {
    rows.push(row);
  });
  return { rows, read };
}

describe('streamCsvRows', () => {
  it('hands on every row after the header with its record number, blank rows skipped and counted', async () => {
    const text = '\n a , b \n1,2\n\n , \n3,4\n';
    const { rows, read } = await rowsOf(text);
    expect(rows.map(({ cells, record }) => ({ cells, record }))).toEqual([
      { cells: ['1', '2'], record: 3 },
      { cells: ['3', '4'], record: 6 },
    ]);
    // The blank line before the header is not a blank row of the data, nor is the file's final line break.
    expect(read).toEqual({ rows: 2, blankRows: 2, bytes: Buffer.byteLength(text) });
  });

  it('keeps characters whole across chunks, with the delimiter given', async () => {
    const { rows } = await rowsOf('name;city\nZoë;الرياض\n"a;b";Straße\n', ';');
    expect(rows.map((r) => r.cells)).toEqual([
      ['Zoë', 'الرياض'],
      ['a;b', 'Straße'],
    ]);
  });

  it('passes on what papaparse could not read in a row', async () => {
    const { rows } = await rowsOf('a,b\n1,2\n3,"4\n');
    expect(rows[0].errors).toEqual([]);
    expect(rows[1].errors[0]).toMatchObject({ code: 'MissingQuotes' });
  });

  it('reads no further once a row answers false, and destroys the source', async () => {
    const source = stream(`a\n${Array.from({ length: 100 }, (_, i) => i).join('\n')}\n`);
    const seen: string[] = [];
    const read = await streamCsvRows(source, { delimiter: ',' }, ({ cells }) => {
      seen.push(cells[0]);
      return seen.length < 3;
    });
    expect(seen).toEqual(['0', '1', '2']);
    expect(read.rows).toBe(3);
    expect(source.destroyed).toBe(true);
  });

  it('refuses a row that never ends instead of buffering it', async () => {
    const source = stream(`a,b\n1,2\n3,"${'x'.repeat(5000)}`, 512);
    const err = await streamCsvRows(source, { delimiter: ',', maxRowBytes: 1000 }, () => undefined).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(CsvImportError);
    expect(err).toMatchObject({ statusCode: 400, details: { row: 3 } });
    expect((err as Error).message).toMatch(/^Row 3 of the uploaded file is longer than/);
    expect(source.destroyed).toBe(true);
  });

  it('passes a storage read error on', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('disk gone'));
      },
    });
    await expect(streamCsvRows(failing, { delimiter: ',' }, () => undefined)).rejects.toThrow('disk gone');
  });
});
