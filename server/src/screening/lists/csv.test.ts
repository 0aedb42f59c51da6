import { parseCsvLine, readCsvRecords } from './csv';
import { readLines } from './lines';
import { chunked } from './test-support';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('readLines', () => {
  it('splits on LF, CRLF and a lone CR, even when a CRLF straddles two chunks', async () => {
    const lines = await collect(readLines(chunked('a\r\nb\rc\nd\r\n\r\ne', 1), 100));
    expect(lines.map((l) => (l.tooLong ? '!' : l.text))).toEqual(['a', 'b', 'c', 'd', '', 'e']);
    expect(lines.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps a multi-byte character whole across chunks and drops a byte-order mark', async () => {
    const lines = await collect(readLines(chunked('\ufeffحمدان\nالقمري', 1), 100));
    expect(lines.map((l) => (l.tooLong ? '!' : l.text))).toEqual(['حمدان', 'القمري']);
  });

  it('reports a line longer than the limit without holding it, and goes on', async () => {
    const lines = await collect(
      readLines(chunked(`ok\n${'x'.repeat(5000)}\nnext\n${'y'.repeat(5000)}`, 64), 100),
    );
    expect(lines).toEqual([
      { number: 1, text: 'ok' },
      { number: 2, tooLong: true },
      { number: 3, text: 'next' },
      { number: 4, tooLong: true },
    ]);
  });
});

describe('parseCsvLine', () => {
  it("reads OFAC's quoted fields and its -0- nulls", () => {
    expect(parseCsvLine('90001,"QUILLFEATHER, Orrin","individual",-0- ,"a ""quoted"" word"')).toEqual([
      '90001',
      'QUILLFEATHER, Orrin',
      'individual',
      '-0-',
      'a "quoted" word',
    ]);
  });

  it('refuses a stray quote when not lazy', () => {
    expect(parseCsvLine('1,"open\n2,"ok",x', false)).toBeNull();
  });

  it('keeps a stray quote inside a field as a character', () => {
    expect(parseCsvLine('1,"D"S SUPERMARKET",x')).toEqual(['1', 'D"S SUPERMARKET', 'x']);
    expect(parseCsvLine('1,O\'NEIL,""')).toEqual(['1', "O'NEIL", '']);
  });

  it('says when a quote is still open at the end of the line', () => {
    expect(parseCsvLine('1,"never closed')).toBeUndefined();
  });
});

describe('readCsvRecords', () => {
  it('joins a quoted field that spans lines', async () => {
    const records = await collect(readCsvRecords(chunked('1,"two\nlines",x\r\n2,"b",y\r\n'), 1000, 3));
    expect(records).toEqual([
      { line: 1, fields: ['1', 'two\nlines', 'x'] },
      { line: 3, fields: ['2', 'b', 'y'] },
    ]);
  });

  it('reports a quote that never closes at its line and reads on from the next one', async () => {
    const rows = ['1,"open', ...Array.from({ length: 25 }, (_, i) => `${i + 2},"ok",x`)];
    const records = await collect(readCsvRecords(chunked(rows.join('\n')), 1000, 3));
    expect(records[0]).toEqual({ line: 1, problem: 'unclosed-quote' });
    expect(records.slice(1).map((r) => (r.problem ? r.problem : r.fields[0]))).toEqual(
      Array.from({ length: 25 }, (_, i) => String(i + 2)),
    );
  });

  it('reports an unclosed quote on the last line', async () => {
    const records = await collect(readCsvRecords(chunked('1,"a",x\n2,"b'), 1000));
    expect(records).toEqual([
      { line: 1, fields: ['1', 'a', 'x'] },
      { line: 2, problem: 'unclosed-quote' },
    ]);
  });

  it('skips blank lines and the Ctrl-Z end-of-file mark', async () => {
    const records = await collect(readCsvRecords(chunked('1,a\r\n\r\n2,b\r\n\x1a'), 1000));
    expect(records).toEqual([
      { line: 1, fields: ['1', 'a'] },
      { line: 3, fields: ['2', 'b'] },
    ]);
  });
});
