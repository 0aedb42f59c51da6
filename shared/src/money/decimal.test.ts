import fc from 'fast-check';
import {
  basisPointsOf,
  basisPointsToFraction,
  decimalToMinor,
  divFloor,
  divRound,
  floorToWholeMajor,
  majorToMinor,
  minorToDecimal,
  minorToMajor,
  wholeMajorToMinor,
} from './decimal';

describe('exact decimal text', () => {
  it('writes minor units as the decimal they stand for', () => {
    expect(minorToDecimal(1_250_050)).toBe('12500.50');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(12_500, 0)).toBe('12500');
    expect(minorToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(basisPointsToFraction(850)).toBe('0.0850');
  });

  it('reads a decimal text digit by digit, rounding a third decimal half away from zero', () => {
    expect(decimalToMinor('12500.5')).toBe(1_250_050);
    expect(decimalToMinor('0.29')).toBe(29);
    expect(decimalToMinor('0.005')).toBe(1);
    expect(decimalToMinor('-0.005')).toBe(-1);
    expect(decimalToMinor('0.004')).toBe(0);
    expect(decimalToMinor('-0.004')).toBe(0);
    expect(decimalToMinor('1e5')).toBeNull();
    expect(decimalToMinor('12,5')).toBeNull();
    expect(decimalToMinor('99999999999999999')).toBeNull();
  });

  it('round-trips every safe amount of minor units', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (minor) => {
        expect(decimalToMinor(minorToDecimal(minor))).toBe(minor + 0);
      }),
    );
  });
});

describe('amounts in major units, as JSON carries them', () => {
  it('reads a number of dollars without a float product', () => {
    expect(majorToMinor(0.29)).toBe(29);
    expect(majorToMinor(1.005)).toBe(101); // 1.005 × 100 is 100.49999… in floating point
    expect(majorToMinor(250_000)).toBe(25_000_000);
    expect(majorToMinor(28.999999999999996)).toBe(2_900);
    expect(majorToMinor(1e-7)).toBe(0);
    expect(majorToMinor(-12.5)).toBe(-1_250);
    expect(majorToMinor(1e21)).toBeNull();
    expect(majorToMinor(Number.NaN)).toBeNull();
    expect(majorToMinor('12')).toBeNull();
    expect(majorToMinor(null)).toBeNull();
  });

  it('agrees with the decimal a two-decimal number is written as', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        expect(majorToMinor(Number(minorToDecimal(minor)))).toBe(minor + 0);
      }),
    );
  });

  it('writes minor units as the number of major units JSON carries', () => {
    expect(minorToMajor(1_250_050)).toBe(12_500.5);
    expect(minorToMajor(29)).toBe(0.29);
    expect(minorToMajor(-5)).toBe(-0.05);
    expect(minorToMajor(100_000_000_000_505)).toBe(1_000_000_000_005.05);
    expect(Object.is(minorToMajor(-0), 0)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        expect(majorToMinor(minorToMajor(minor))).toBe(minor + 0);
      }),
    );
  });

  it('turns whole dollars into cents, and floors a float sum to whole dollars at its cent', () => {
    expect(wholeMajorToMinor(148_000)).toBe(14_800_000);
    expect(() => wholeMajorToMinor(1.5)).toThrow(RangeError);
    expect(() => wholeMajorToMinor(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(floorToWholeMajor(100 * 0.29)).toBe(29);
    expect(floorToWholeMajor(148_000.99)).toBe(148_000);
    expect(floorToWholeMajor(-5)).toBe(0);
    expect(floorToWholeMajor(Number.NaN)).toBe(0);
  });
});

describe('products and quotients', () => {
  it('takes basis points of an amount in BigInt, rounded down', () => {
    expect(basisPointsOf(1_000_000, 1_250)).toBe(125_000);
    expect(basisPointsOf(999, 1)).toBe(0);
    expect(basisPointsOf(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('rounds half away from zero, or down', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, -3n)).toBe(-1n);
    expect(divFloor(-5n, 2n)).toBe(-3n);
    expect(divFloor(5n, 2n)).toBe(2n);
  });
});
