import { MrrSpread } from './mrr-spread';

const monthly = (charges: [amount: number, months: number, start: number][], last: number) => {
  const spread = new MrrSpread(last + 2);
  for (const [amount, months, start] of charges)
    spread.add(amount, months, start, Math.min(start + months, last + 1));
  return Array.from(spread.monthly(last));
};

describe('MrrSpread', () => {
  it('spreads a charge evenly over its months, in cents rounded half up once a month', () => {
    expect(monthly([[12_000, 12, 0]], 12)).toEqual([...Array(12).fill(1_000), 0]);
    expect(monthly([[10_000, 3, 1]], 4)).toEqual([0, 3_333, 3_333, 3_333, 0]); // 3 333.33…
    expect(monthly([[201, 2, 0]], 1)).toEqual([101, 101]); // 100.5, which floats hold as 100.49999…
  });

  it('adds the fractions of a cent exactly, whatever the periods', () => {
    // Three thirds of 10 000 make 10 000, and 7 × 1/7 + 11 × 1/11 make two whole cents.
    expect(
      monthly(
        Array.from({ length: 3 }, () => [10_000, 3, 0]),
        0,
      ),
    ).toEqual([10_000]);
    expect(
      monthly(
        [
          [1, 7, 0],
          [1, 7, 0],
          [1, 7, 0],
          [1, 7, 0],
          [1, 7, 0],
          [1, 7, 0],
          [1, 7, 0],
        ],
        0,
      ),
    ).toEqual([1]);
    const elevenths = Array.from({ length: 11 }, (): [number, number, number] => [1, 11, 0]);
    expect(monthly([...elevenths, [3, 2, 0]], 0)).toEqual([3]); // 1 + 1.5 = 2.5 → 3
    // 100 000 charges of 0.10 over 3 months: 333 333.33… cents a month, not a float sum's drift.
    expect(
      monthly(
        Array.from({ length: 100_000 }, () => [10, 3, 0]),
        2,
      ),
    ).toEqual([333_333, 333_333, 333_333]);
  });

  it('deducts a refund from its month onwards, rounding toward +∞ at half a cent', () => {
    expect(monthly([[-100, 3, 0]], 2)).toEqual([-33, -33, -33]); // -33.33…
    expect(monthly([[-201, 2, 0]], 1)).toEqual([-100, -100]); // -100.5
    expect(
      monthly(
        [
          [600, 3, 0],
          [-300, 3, 1],
        ],
        3,
      ),
    ).toEqual([200, 100, 100, -100]);
  });

  it('counts a charge running past the array in every month up to the end', () => {
    expect(monthly([[12_000, 12, 2]], 4)).toEqual([0, 0, 1_000, 1_000, 1_000]);
  });
});
