import { MONTHLY_ROWS } from '@onboarding/shared/schemas';
import { MESSAGES } from '@onboarding/shared/constants';
import { extractMonthlySeries, parseAmount, parseMonth, resolveRow } from './monthly-series';
import type { CellValue } from './workbook';

const rows: CellValue[][] = [
  ['Acme Ltd'],
  ['Month', '2024-01-01', '2024-02-01', 'Total'],
  ['Revenue', 1000, '1,100', 2100],
  ['Cost of sales', 300, '(20)', 280],
  ['R&D', 100, '-', 100],
  ['Sales & marketing', 50, 60, 110],
  ['Admin', 40, 'n/a', 40],
  ['Salaries', 200, 210, 410],
];

const byLabel = {
  Dates: 'month',
  Revenues: 'Revenue',
  CoGS: 'cost of  sales',
  'R&D': 'R&D',
  'S&M': 'Sales & Marketing',
  'G&A (all others)': 'Admin',
  Salaries: 'Salaries',
};

describe('extractMonthlySeries', () => {
  it('reads one entry per month column, by row label, leaving the label and total columns out', () => {
    const series = extractMonthlySeries(rows, byLabel);
    expect(series.rows).toEqual({
      Dates: 1,
      Revenues: 2,
      CoGS: 3,
      'R&D': 4,
      'S&M': 5,
      'G&A (all others)': 6,
      Salaries: 7,
    });
    expect(series.months).toEqual([
      { month: '2024-01', revenues: 1000, cogs: 300, rnd: 100, sm: 50, ga: 40, salaries: 200 },
      { month: '2024-02', revenues: 1100, cogs: -20, rnd: 0, sm: 60, ga: null, salaries: 210 },
    ]);
  });

  it('accepts row indexes, as numbers or digits', () => {
    const mapping = Object.fromEntries(MONTHLY_ROWS.map((row, i) => [row, i === 0 ? 1 : String(i + 1)]));
    expect(extractMonthlySeries(rows, mapping).months).toHaveLength(2);
  });

  it('refuses a sheet of fewer than 8 rows with the spec message', () => {
    expect(() => extractMonthlySeries(rows.slice(0, 7), byLabel)).toThrow(MESSAGES.monthlyRowsMissing);
  });

  it('refuses a mapping to a row that does not exist, or a Dates row without a month', () => {
    expect(() => extractMonthlySeries(rows, { ...byLabel, Salaries: 'Wages' })).toThrow(
      MESSAGES.monthlyRowsMissing,
    );
    expect(() => extractMonthlySeries(rows, { ...byLabel, Salaries: 99 })).toThrow(
      MESSAGES.monthlyRowsMissing,
    );
    expect(() => extractMonthlySeries(rows, { ...byLabel, Dates: 'Revenue' })).toThrow(
      MESSAGES.monthlyRowsMissing,
    );
  });
});

describe('parseMonth', () => {
  it.each([
    ['2024-03-31', '2024-03'],
    ['2024-03', '2024-03'],
    ['2024/3', '2024-03'],
    ['03/2024', '2024-03'],
    ['Mar-24', '2024-03'],
    ['Mar 2024', '2024-03'],
    ['March 2024', '2024-03'],
    ['Sept 2024', '2024-09'],
    ['3/31/2024', '2024-03'],
    ['31/3/2024', '2024-03'],
    [45352, '2024-03'],
  ])('%s is %s', (value, month) => {
    expect(parseMonth(value)).toBe(month);
  });

  it.each([['Total'], [2024], ['Marching 2024'], ['13/2024'], [null], [true], ['']])(
    '%s is not a month',
    (value) => {
      expect(parseMonth(value as CellValue)).toBeNull();
    },
  );
});

describe('parseAmount', () => {
  it('reads amounts the way accounts are written', () => {
    expect(parseAmount(12.5)).toBe(12.5);
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount('(1,234)')).toBe(-1234);
    expect(parseAmount('-75')).toBe(-75);
    expect(parseAmount('$ 10')).toBe(10);
    expect(parseAmount('USD 10')).toBe(10);
    expect(parseAmount('-')).toBe(0);
    expect(parseAmount('n/a')).toBeNull();
    expect(parseAmount(null)).toBeNull();
  });
});

describe('resolveRow', () => {
  it('prefers a label match over an index', () => {
    const numbered: CellValue[][] = [['x'], ['y'], [' 0 ']];
    expect(resolveRow(numbered, '0')).toBe(2);
    expect(resolveRow(numbered, 1)).toBe(1);
    expect(resolveRow(numbered, -1)).toBeNull();
    expect(resolveRow(numbered, 1.5)).toBeNull();
    expect(resolveRow(numbered, null)).toBeNull();
  });
});
