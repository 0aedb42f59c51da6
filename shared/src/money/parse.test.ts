import fc from 'fast-check';
import { formatAmount, formatMoney } from './format';
import { parseBasisPoints, parseMoney } from './parse';

describe('parseMoney', () => {
  it('reads major units with thousands commas and up to two decimals as integer cents', () => {
    expect(parseMoney('12,500.50')).toBe(1_250_050);
    expect(parseMoney(' 12500.5 ')).toBe(1_250_050);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('007')).toBe(700);
    expect(parseMoney('1,000,000')).toBe(100_000_000);
  });

  it('refuses anything else, and more than the maximum', () => {
    for (const text of ['', '12.345', '1,00', '12,50.00', '-5', '1e5', '$5', '5 USD', '.5'])
      expect(parseMoney(text)).toBeNull();
    expect(parseMoney('100.01', 10_000)).toBeNull();
    expect(parseMoney('100.00', 10_000)).toBe(10_000);
    expect(parseMoney('90071992547409.92')).toBeNull();
  });

  it('reads back what formatAmount and formatMoney write in English', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        expect(parseMoney(formatAmount(minor, 'en-US'))).toBe(minor);
        expect(parseMoney(formatMoney(minor, 'USD', 'en-US').replace(/^USD /, ''))).toBe(minor);
      }),
    );
  });
});

describe('parseBasisPoints', () => {
  it('reads a percentage with at most two decimals', () => {
    expect(parseBasisPoints('12.5')).toBe(1_250);
    expect(parseBasisPoints('0.01')).toBe(1);
    expect(parseBasisPoints('8 %')).toBe(800);
    expect(parseBasisPoints('100')).toBe(10_000);
    for (const text of ['', '1.234', '-1', 'x', '123456']) expect(parseBasisPoints(text)).toBeNull();
  });
});
