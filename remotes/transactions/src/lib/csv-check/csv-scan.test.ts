import { CsvScanner, isBlankRow } from './csv-scan';

describe('CsvScanner', () => {
  it('reads the header from the first non-blank row, trimmed, and counts the data rows', () => {
    const scanner = new CsvScanner();
    scanner.add([[''], [' customer_id ', 'amount', 'start_date', 'period']]);
    expect(scanner.hasHeader).toBe(true);
    scanner.add([['c1', '10', '2024-01-01', '1'], [''], ['c2', '20', '2024-02-01', '12']]);
    scanner.add([[',', '', '', ''].slice(1), ['c3', '5']]);
    expect(scanner.summary()).toEqual({
      headers: ['customer_id', 'amount', 'start_date', 'period'],
      rows: 3,
      shortRows: 1,
      samples: [
        ['c1', '10', '2024-01-01', '1'],
        ['c2', '20', '2024-02-01', '12'],
        ['c3', '5'],
      ],
    });
  });

  it('keeps three example rows, cut to the header width', () => {
    const scanner = new CsvScanner();
    scanner.add([['a', 'b'], ...Array.from({ length: 10 }, (_, i) => [`${i}`, 'x', 'extra'])]);
    const summary = scanner.summary()!;
    expect(summary.rows).toBe(10);
    expect(summary.samples).toEqual([
      ['0', 'x'],
      ['1', 'x'],
      ['2', 'x'],
    ]);
  });

  it('gives null for a file of blank lines, and zero rows for a header alone', () => {
    const blank = new CsvScanner();
    blank.add([[''], ['', ''], [' ']]);
    expect(blank.summary()).toBeNull();
    const headerOnly = new CsvScanner();
    headerOnly.add([['a', 'b', 'c'], ['']]);
    expect(headerOnly.summary()).toMatchObject({ headers: ['a', 'b', 'c'], rows: 0 });
  });

  it('tells blank rows apart', () => {
    expect(isBlankRow([''])).toBe(true);
    expect(isBlankRow([' ', '\t', ''])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });
});
