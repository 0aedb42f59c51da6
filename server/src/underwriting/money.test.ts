import { decimalToMinor, divRound, ratio, readMinor, readTakeMinor, spread, timesFactorFloor } from './money';

describe('money in minor units', () => {
  it('reads decimals exactly, rounding a third decimal half away from zero', () => {
    expect(decimalToMinor('1234.5')).toBe(123450);
    expect(decimalToMinor('0.005')).toBe(1);
    expect(decimalToMinor('-0.005')).toBe(-1);
    expect(decimalToMinor('2.675')).toBe(268); // a float would give 267
    expect(decimalToMinor('12')).toBe(1200);
    expect(decimalToMinor('1e3')).toBeNull();
  });

  it('reads the spellings the import accepts', () => {
    expect(readMinor('$1,200.50')).toBe(120050);
    expect(readMinor('(12,50)')).toBe(-1250);
    expect(readMinor('USD 99.99')).toBe(9999);
    expect(readMinor('abc')).toBeNull();
    expect(readTakeMinor('12.5%', 8000)).toBe(1000);
    expect(readTakeMinor('15%', 3333)).toBe(500);
    expect(readTakeMinor('3.10', 8000)).toBe(310);
  });

  it('spreads a charge over its months in cents that add up exactly', () => {
    expect(spread(100000, 12)).toEqual([8334, 8334, 8334, 8334, ...Array(8).fill(8333)]);
    expect(spread(-100, 3)).toEqual([-34, -33, -33]);
    for (const [amount, months] of [
      [1, 12],
      [999_999_999, 7],
      [-12345, 12],
    ])
      expect(spread(amount, months).reduce((a, b) => a + b, 0)).toBe(amount);
  });

  it('rounds ratios half away from zero, and answers null instead of dividing by zero', () => {
    expect(ratio(1, 3)).toBe(0.3333);
    expect(ratio(-9667, 28000)).toBe(-0.3453);
    expect(ratio(9667, 28000)).toBe(0.3453);
    expect(ratio(1, 0)).toBeNull();
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(timesFactorFloor(42500, 6)).toBe(255000);
    expect(timesFactorFloor(510000, 0.333333)).toBe(169999);
  });
});
