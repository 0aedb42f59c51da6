import {
  monthIndex,
  monthLabel,
  readAmount,
  readDate,
  readPeriodMonths,
  readTake,
  sniffDateOrder,
} from './csv-values';

const month = (label: string) => {
  const [y, m] = label.split('-').map(Number);
  return { month: monthIndex(y, m) };
};

describe('readDate', () => {
  it.each([
    ['2024-01-15', '2024-01'],
    ['2024-1-5', '2024-01'],
    ['2024-03', '2024-03'],
    ['2024/12/31', '2024-12'],
    ['20240229', '2024-02'],
    ['2024-01-31T23:30:00-05:00', '2024-01'],
    ['2024-02-01 00:10:00', '2024-02'],
    ['01/15/2024', '2024-01'],
    ['15/01/2024', '2024-01'],
    ['15.01.24', '2024-01'],
    ['Jan 15, 2024', '2024-01'],
    ['15 March 2023', '2023-03'],
    ['February 2022', '2022-02'],
  ])('%s is %s', (value, expected) => {
    expect(readDate(value)).toEqual(month(expected));
  });

  it('reads ambiguous day/month dates in the sniffed order', () => {
    expect(readDate('03/04/2024', 'MDY')).toEqual(month('2024-03'));
    expect(readDate('03/04/2024', 'DMY')).toEqual(month('2024-04'));
    // A part above 12 settles it whatever the file's order.
    expect(readDate('04/13/2024', 'DMY')).toEqual(month('2024-04'));
  });

  it('says why a value is not a date', () => {
    expect(readDate('')).toEqual({ error: 'empty' });
    expect(readDate('   ')).toEqual({ error: 'empty' });
    for (const bad of [
      'abc',
      'no date here',
      '2024-13-01',
      '2023-02-29',
      '31/31/2024',
      '12',
      '1700000000',
      'ab',
    ]) {
      expect([bad, readDate(bad)]).toEqual([bad, { error: 'invalid' }]);
    }
    expect(readDate('1969-12-31')).toEqual({ error: 'out_of_range' });
    expect(readDate('2101-01-01')).toEqual({ error: 'out_of_range' });
  });

  it('labels months as YYYY-MM', () => {
    expect(monthLabel(monthIndex(1970, 1))).toBe('1970-01');
    expect(monthLabel(monthIndex(2024, 12))).toBe('2024-12');
  });
});

describe('sniffDateOrder', () => {
  it('is DMY only when some value is day-first and none month-first', () => {
    expect(sniffDateOrder(['01/02/2024', '25/02/2024'])).toBe('DMY');
    expect(sniffDateOrder(['01/02/2024', '02/25/2024'])).toBe('MDY');
    expect(sniffDateOrder(['25/02/2024', '02/25/2024'])).toBe('MDY');
    expect(sniffDateOrder(['2024-02-25', 'x'])).toBe('MDY');
  });
});

describe('readAmount', () => {
  it.each([
    ['1200', 1200],
    ['1200.50', 1200.5],
    ['1,234,567.89', 1234567.89],
    ['1 234.5', 1234.5],
    ['$99.00', 99],
    ['USD 1,200', 1200],
    ['1200 SAR', 1200],
    ['-45.5', -45.5],
    ['(45.50)', -45.5],
    ['-$10', -10],
    ['$-10', -10],
    ['12,50', 12.5],
    ['.5', 0.5],
    ['0', 0],
  ])('%s is %d', (value, expected) => {
    expect(readAmount(value)).toBeCloseTo(expected, 10);
  });

  it.each(['', 'abc', '12.3.4', '1,23,4', '1e5', 'NaN', '--5', '12,345,6'])(
    '%s is not an amount',
    (value) => {
      expect(readAmount(value)).toBeNull();
    },
  );
});

describe('readTake', () => {
  it('reads an amount, or a percentage of GMV', () => {
    expect(readTake('54', 540)).toBe(54);
    expect(readTake('10%', 540)).toBeCloseTo(54, 10);
    expect(readTake('12.5 %', 200)).toBeCloseTo(25, 10);
    expect(readTake('ten', 540)).toBeNull();
  });
});

describe('readPeriodMonths', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['monthly', 1],
    ['Monthly', 1],
    ['weekly', 1],
    ['quarterly', 3],
    ['semi-annual', 6],
    ['annual', 12],
    ['Yearly', 12],
    ['3 months', 3],
    ['1 year', 12],
    ['2 years', 24],
    ['12m', 12],
    ['1y', 12],
  ])('%s is %d months', (value, expected) => {
    expect(readPeriodMonths(value)).toBe(expected);
  });

  it.each(['', '0', '121', 'sometimes', '1.5', '-1', '3 fortnights'])('%s is not a period', (value) => {
    expect(readPeriodMonths(value)).toBeNull();
  });
});
