import {
  monthIndex,
  monthLabel,
  readDate,
  readPeriodMonths,
  readTake,
  takeCents,
  type Take,
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

describe('readTake', () => {
  const take = (raw: string, gmvCents: number) => {
    const into: Take = { cents: NaN, micros: NaN };
    return readTake(raw, gmvCents, into) ? into : null;
  };

  it('reads an amount, or a percentage of GMV, in cents and millionths of a cent', () => {
    expect(take('54', 54_000)).toEqual({ cents: 5_400, micros: 0 });
    expect(take('10%', 54_000)).toEqual({ cents: 5_400, micros: 0 });
    expect(take('12.5 %', 20_000)).toEqual({ cents: 2_500, micros: 0 });
    expect(take('15%', 3_333)).toEqual({ cents: 499, micros: 950_000 }); // 499.95
    expect(take('12.3456%', 1)).toEqual({ cents: 0, micros: 123_456 });
    expect(take('-10%', 1_005)).toEqual({ cents: -101, micros: 500_000 }); // -100.5
    expect(take('(5)', 1_005)).toEqual({ cents: -500, micros: 0 });
    expect(take('7%', 0)).toEqual({ cents: 0, micros: 0 });
    expect(take('ten', 54_000)).toBeNull();
    expect(take('ten%', 54_000)).toBeNull();
    expect(take('%', 54_000)).toBeNull();
  });

  it('rounds a rate finer than four decimals to the millionth of a cent, half up', () => {
    expect(take('33.3333335%', 1)).toEqual({ cents: 0, micros: 333_333 }); // 333 333.335 millionths
    expect(take('33.3333335%', 3)).toEqual({ cents: 1, micros: 0 }); // 1 000 000.005 millionths
    expect(take('0.00005%', 1)).toEqual({ cents: 0, micros: 1 }); // half a millionth
    expect(take('-0.00005%', 1)).toEqual({ cents: 0, micros: 0 });
  });

  it('stays exact where the product of integers passes 2^53', () => {
    expect(take('12.3456%', 9_000_000_000_000)).toEqual({ cents: 1_111_104_000_000, micros: 0 });
    expect(take('100%', 9_000_000_000_000_000)).toEqual({ cents: 9_000_000_000_000_000, micros: 0 });
    expect(take('12.3456789%', 9_000_000_000_000)).toEqual({ cents: 1_111_111_101_000, micros: 0 });
    // More digits than a float holds, read from the text: a float would make this rate 12 and the micros 0.
    expect(take('12.0000000000000001%', 9_000_000_000_000_000)).toEqual({
      cents: 1_080_000_000_000_000,
      micros: 9_000,
    });
    expect(take('1000%', 9_000_000_000_000_000)).toBeNull();
  });

  it('sums to whole cents rounded half up, once', () => {
    expect(takeCents(499, 950_000)).toBe(500);
    expect(takeCents(-101, 500_000)).toBe(-100);
    expect(takeCents(10, 499_999)).toBe(10);
    expect(takeCents(10, 101 * 500_000)).toBe(61); // 101 halves of a cent: 50.5 → 51
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
