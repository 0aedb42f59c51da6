import { amountDecimalText, readCents } from './amount-reader';

describe('readCents', () => {
  it.each([
    ['1200', 120_000],
    ['1200.50', 120_050],
    ['1,234,567.89', 123_456_789],
    ['1 234.5', 123_450],
    ['$99.00', 9_900],
    ['USD 1,200', 120_000],
    ['1200 SAR', 120_000],
    ['-45.5', -4_550],
    ['(45.50)', -4_550],
    ['-$10', -1_000],
    ['$-10', -1_000],
    ['12,50', 1_250],
    ['.5', 50],
    ['-.5', -50],
    [' 7 ', 700],
    ['0', 0],
    ['-0', 0],
    ['0.29', 29],
    ['1.005', 101],
    ['-1.005', -101],
    ['1.0049999', 100],
    ['2.675', 268],
    ['0.004', 0],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%s is %d cents', (value, expected) => {
    expect(readCents(value)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '12.3.4',
    '1,23,4',
    '1e5',
    'NaN',
    '--5',
    '12,345,6',
    '5.',
    '.',
    '-',
    '90071992547409.92',
    'oops',
    '10 USD EUR',
  ])('%s is not an amount in cents', (value) => {
    expect(readCents(value)).toBeNull();
  });
});

describe('amountDecimalText', () => {
  it.each([
    ['1200.50', '1200.50'],
    ['USD 1,200', '1200'],
    ['(45.50)', '-45.50'],
    ['$-10', '-10'],
    ['12,50', '12.50'],
    ["1'234.5", '1234.5'],
  ])('%s is %s', (value, expected) => {
    expect(amountDecimalText(value)).toBe(expected);
  });

  it('is null for a text that is not an amount', () => {
    expect(amountDecimalText('--5')).toBeNull();
    expect(amountDecimalText('1e5')).toBeNull();
  });
});
