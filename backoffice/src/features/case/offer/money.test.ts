import { formatBasisPoints, formatDay, formatMinor, parseMoneyToMinor, parsePercentToBps } from './money';

describe('money texts in minor units', () => {
  it.each([
    ['1', 100],
    ['0.29', 29],
    ['0.1', 10],
    ['12,500.50', 1_250_050],
    ['  1000000.01 ', 100_000_001],
    ['100000000000', 10_000_000_000_000],
    ['007.05', 705],
    ['0', 0],
  ])('reads %s as %i cents, without floating point', (text, minor) => {
    expect(parseMoneyToMinor(text)).toBe(minor);
  });

  it.each([
    '',
    'abc',
    '1.234',
    '1,23',
    '12,50.00',
    '-5',
    '1e5',
    '1.',
    '.5',
    '100000000000.01',
    '9'.repeat(20),
  ])('refuses %j', (text) => {
    expect(parseMoneyToMinor(text)).toBeNull();
  });

  it('reads percentages as basis points', () => {
    expect(parsePercentToBps('12.5')).toBe(1250);
    expect(parsePercentToBps('0.01')).toBe(1);
    expect(parsePercentToBps('100%')).toBe(10_000);
    expect(parsePercentToBps('1.234')).toBeNull();
    expect(parsePercentToBps('x')).toBeNull();
  });

  it('shows minor units with integer division and calendar dates as they are', () => {
    expect(formatMinor(1_250_050, 'USD')).toBe('USD 12,500.50');
    expect(formatMinor(10_000_000_000_001, 'AED')).toBe('AED 100,000,000,000.01');
    expect(formatMinor(5, 'EUR')).toBe('EUR 0.05');
    expect(formatMinor(1_250_050, 'USD', 'ar-u-nu-arab')).toBe('\u2066USD ١٢٬٥٠٠٫٥٠\u2069');
    expect(formatMinor(1_250_050, 'USD', 'ar-u-nu-latn')).toBe('\u2066USD 12,500.50\u2069');
    expect(formatDay('2027-01-31')).toBe('Jan 31, 2027');
  });

  it('shows basis points as a percentage through Intl, from the exact decimal', () => {
    expect(formatBasisPoints(800)).toBe('8.00%');
    expect(formatBasisPoints(5714)).toBe('57.14%');
    expect(formatBasisPoints(5)).toBe('0.05%');
    expect(formatBasisPoints(12345)).toBe('123.45%');
    expect(formatBasisPoints(400_000_000_000_000_000)).toBe('4,000,000,000,000,000.00%');
  });
});
