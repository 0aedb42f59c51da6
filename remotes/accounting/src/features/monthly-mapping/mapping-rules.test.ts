import { accountingUploadSchema, MONTHLY_ROWS } from '@onboarding/shared/schemas';
import {
  cellText,
  cleanMapping,
  itemOfRow,
  mapItemTo,
  mapRowTo,
  missingItems,
  namedRows,
  readsLeftToRight,
  rowLabel,
  submitLabelKey,
  submitProblem,
  uploadPayload,
  type MappingDraft,
  type RowMapping,
} from './mapping-rules';

const FULL: RowMapping = {
  Dates: '0',
  Revenues: '1',
  CoGS: '2',
  'R&D': '3',
  'S&M': '4',
  'G&A (all others)': '5',
  Salaries: '6',
};
const EIGHT_ROWS = Array.from({ length: 8 }, (_, i) => [`row ${i}`, i]);
const file = { name: 'accounts.xlsx', content: 'data:application/octet-stream;base64,UEs=' };

function draft(overrides: Partial<MappingDraft> = {}): MappingDraft {
  return { name: 'FY 2024', file, isMapping: false, selectedSheet: '', rows: [], mapping: {}, ...overrides };
}

describe('submitLabelKey', () => {
  it('says submit and skip mapping only while mapping is on without a sheet', () => {
    expect(submitLabelKey(true, '')).toBe('mapping.submitSkip');
    expect(submitLabelKey(true, 'P&L')).toBe('mapping.submit');
    expect(submitLabelKey(false, '')).toBe('mapping.submit');
    expect(submitLabelKey(false, 'P&L')).toBe('mapping.submit');
  });
});

describe('row labels', () => {
  it('names a row by its first non-empty cell, with spaces tidied and long text shortened', () => {
    expect(rowLabel([null, '', '  Total   revenue ', 12])).toBe('Total revenue');
    expect(rowLabel([null, 1234567.5])).toBe('1,234,567.5');
    expect(rowLabel([null, ''])).toBeNull();
    const long = rowLabel(['x'.repeat(100)]);
    expect(long).toHaveLength(60);
    expect(long?.endsWith('…')).toBe(true);
  });

  it('shows cells as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('true');
    expect(cellText('2024-01-31')).toBe('2024-01-31');
    expect(cellText(1234567.5)).toBe('1,234,567.5');
    expect(cellText(1234567.5, 'ar-u-nu-latn')).toBe('1,234,567.5');
    expect(cellText(1234567.5, 'ar-u-nu-arab')).toBe('١٬٢٣٤٬٥٦٧٫٥');
  });
});

describe('mapping changes', () => {
  it('desktop: a row takes a line item, which leaves its previous row; the row loses what it held', () => {
    let m = mapRowTo({}, 3, 'Revenues');
    expect(m).toEqual({ Revenues: '3' });
    m = mapRowTo(m, 5, 'Revenues');
    expect(m).toEqual({ Revenues: '5' });
    m = mapRowTo(m, 5, 'CoGS');
    expect(m).toEqual({ CoGS: '5' });
    expect(itemOfRow(m, 5)).toBe('CoGS');
    expect(itemOfRow(m, 3)).toBeUndefined();
    expect(mapRowTo(m, 5, '')).toEqual({});
  });

  it('narrow: a line item takes a row, or none', () => {
    const m = mapItemTo({}, 'Dates', '0');
    expect(m).toEqual({ Dates: '0' });
    expect(mapItemTo(m, 'Dates', '')).toEqual({});
  });

  it('keeps only known line items on existing rows', () => {
    expect(cleanMapping({ Dates: '0', Revenues: '9', Other: '1', CoGS: 'x' }, 5)).toEqual({ Dates: '0' });
  });

  it('lists the line items still to map, in the spec order', () => {
    expect(missingItems({ Dates: '0', Salaries: '2' })).toEqual([
      'Revenues',
      'CoGS',
      'R&D',
      'S&M',
      'G&A (all others)',
    ]);
    expect(missingItems(FULL)).toEqual([]);
  });
});

describe('namedRows', () => {
  it('starts each line item on the first row named exactly like it, case and spaces aside', () => {
    const rows = [
      ['  DATES ', '2024-01-01'],
      ['Revenue', 1000],
      ['revenues', 1000],
      ['Revenues', 999],
      ['CoGS (hosting)', 10],
      ['', 'cogs', 10],
      ['g&a (all others)', 5],
      [null, null],
      ['Salaries and wages', 3],
    ];
    expect(namedRows(rows)).toEqual({ Dates: '0', Revenues: '2', CoGS: '5', 'G&A (all others)': '6' });
  });

  it('maps nothing in a sheet whose rows are named otherwise', () => {
    expect(namedRows([['Month'], ['Sales'], []])).toEqual({});
  });
});

describe('submitProblem', () => {
  it('needs a file, then a name of at most 100 characters', () => {
    expect(submitProblem(draft({ file: null, name: '' }), 100)).toEqual({ kind: 'noFile' });
    expect(submitProblem(draft({ name: '   ' }), 100)).toEqual({ kind: 'name', message: 'required' });
    expect(submitProblem(draft({ name: 'n'.repeat(101) }), 100)).toEqual({
      kind: 'name',
      message: 'tooLong',
    });
    expect(submitProblem(draft(), 100)).toBeNull();
  });

  it('without a sheet (mapping off, or on and skipped) needs nothing more', () => {
    expect(submitProblem(draft({ isMapping: true }), 100)).toBeNull();
  });

  it('with a sheet, needs 8 rows and then all seven line items', () => {
    const sevenRows = EIGHT_ROWS.slice(0, 7);
    expect(
      submitProblem(draft({ isMapping: true, selectedSheet: 'P&L', rows: sevenRows, mapping: FULL }), 100),
    ).toEqual({
      kind: 'rowsMissing',
    });
    const partial = { ...FULL };
    delete partial.Salaries;
    expect(
      submitProblem(
        draft({ isMapping: true, selectedSheet: 'P&L', rows: EIGHT_ROWS, mapping: partial }),
        100,
      ),
    ).toEqual({ kind: 'allRequired', missing: ['Salaries'] });
    expect(
      submitProblem(draft({ isMapping: true, selectedSheet: 'P&L', rows: EIGHT_ROWS, mapping: FULL }), 100),
    ).toBeNull();
  });
});

describe('uploadPayload', () => {
  it('sends the mapping as row indexes when a sheet is mapped', () => {
    const body = uploadPayload({
      ...draft({ name: ' FY 2024 ', isMapping: true, selectedSheet: 'P&L', rows: EIGHT_ROWS, mapping: FULL }),
      file,
    });
    expect(body).toEqual({
      mappingData: {
        name: 'FY 2024',
        fileName: 'accounts.xlsx',
        selectedSheet: 'P&L',
        file: file.content,
        isMapping: true,
      },
      columnMapping: Object.fromEntries(MONTHLY_ROWS.map((item, i) => [item, i])),
    });
    // The server validates with the same schema.
    expect(accountingUploadSchema.safeParse(body).success).toBe(true);
  });

  it('sends no sheet and no mapping when mapping is skipped or off', () => {
    const skipped = uploadPayload({ ...draft({ isMapping: true, mapping: FULL }), file });
    expect(skipped.mappingData).toMatchObject({ selectedSheet: null, isMapping: true });
    expect(skipped.columnMapping).toEqual({});
    const off = uploadPayload({ ...draft({ isMapping: false, selectedSheet: 'P&L', mapping: FULL }), file });
    expect(off.mappingData).toMatchObject({ selectedSheet: null, isMapping: false });
    expect(off.columnMapping).toEqual({});
    expect(accountingUploadSchema.safeParse(skipped).success).toBe(true);
    expect(accountingUploadSchema.safeParse(off).success).toBe(true);
  });
});

describe('readsLeftToRight', () => {
  it('keeps numbers and dates written with digits left to right, and words in their own direction', () => {
    for (const value of [1200.5, '2024-01-31', '2024-01-31 00:00:00', '31/01/2024', '01/2024 - 12/2024'])
      expect(readsLeftToRight(value)).toBe(true);
    for (const value of ['Jan 2024', 'Revenues', 'يناير 2024', '', null, '-'])
      expect(readsLeftToRight(value)).toBe(false);
  });
});
