import { ExcelError } from './errors';
import { EXCEL_LIMITS } from './limits';
import { cellValue, serialToIsoDate, Workbook } from './workbook';
import { monthlyPnlRows, workbookFromRows, zip, xlsxParts } from './test-support';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof ExcelError ? err.code : `other: ${String(err)}`;
  }
  return 'accepted';
};

describe('Workbook', () => {
  it.each(['xlsx', 'biff8'] as const)('lists the sheets and reads rows as JSON values (%s)', (bookType) => {
    const bytes = workbookFromRows(
      { 'P&L': monthlyPnlRows(3), Notes: [['free text', true, 1.5], [], [null, 'after a blank row']] },
      bookType,
    );
    const wb = new Workbook(bytes);
    expect(wb.sheetNames()).toEqual(['P&L', 'Notes']);
    const pnl = wb.rows('P&L');
    expect(pnl).toHaveLength(8);
    expect(pnl[1]).toEqual(['Month', '2024-01-01', '2024-02-01', '2024-03-01']);
    expect(pnl[2]).toEqual(['Revenue', 1000, 1010, 1020]);
    // Blank rows are skipped, leading blanks kept so columns stay aligned.
    expect(wb.rows('Notes')).toEqual([
      ['free text', true, 1.5],
      [null, 'after a blank row'],
    ]);
  });

  it('returns at most the preview rows and columns', () => {
    const wide = Array.from({ length: 30 }, (_, r) => Array.from({ length: 30 }, (_, c) => r * 100 + c));
    const wb = new Workbook(workbookFromRows({ Big: wide }), {
      ...EXCEL_LIMITS,
      previewRows: 10,
      previewColumns: 5,
    });
    const rows = wb.rows('Big');
    expect(rows).toHaveLength(10);
    expect(rows[9]).toEqual([900, 901, 902, 903, 904]);
  });

  it('refuses a sheet that does not exist', () => {
    const wb = new Workbook(workbookFromRows({ A: [[1]] }));
    expect(codeOf(() => wb.rows('B'))).toBe('sheet_not_found');
  });

  it('refuses an .xls sheet over the cell limit', () => {
    const rows = Array.from({ length: 100 }, () => Array.from({ length: 10 }, () => 1));
    const wb = new Workbook(workbookFromRows({ A: rows }, 'biff8'), { ...EXCEL_LIMITS, maxCells: 999 });
    expect(codeOf(() => wb.rows('A'))).toBe('too_many_cells');
  });

  it.each([
    ['text', Buffer.from('Month,Revenue\nJan,1\n')],
    ['an empty file', Buffer.alloc(0)],
    [
      'a damaged OLE2 file',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 3)]),
    ],
    ['a zip without a workbook', zip(xlsxParts([]).filter((e) => e.name === '[Content_Types].xml'))],
  ])('refuses %s as unreadable', (_label, bytes) => {
    expect(codeOf(() => new Workbook(bytes).sheetNames())).toBe('unreadable');
  });
});

describe('cell values', () => {
  it('turns date-formatted serials into calendar dates, whatever the time zone', () => {
    expect(cellValue({ t: 'n', v: 45292, z: 'm/d/yy' }, false)).toBe('2024-01-01');
    expect(cellValue({ t: 'n', v: 45292 - 1462, z: 'yyyy-mm-dd' }, true)).toBe('2024-01-01');
    expect(cellValue({ t: 'n', v: 45292, z: '#,##0' }, false)).toBe(45292);
    expect(cellValue({ t: 'e', v: 7, w: '#DIV/0!' }, false)).toBe('#DIV/0!');
    expect(serialToIsoDate(-5)).toBeNull();
  });
});
