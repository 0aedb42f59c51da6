import { divFloor } from '@onboarding/shared/money';

// MRR spreads each SAAS charge evenly over its period, which makes fractions of a cent: 100.00 over 3 months is
// 3 333.33… cents a month, and a float sum of such shares drifts across a rounding boundary (2.01 over 2 months is
// 100.5 cents a month, which floats hold as 100.49999…). So a charge of `amount` cents over p months is split into
// whole cents a month, floor(amount / p), and a rest in [0, p) that stands for rest / p of a cent a month. Rests are
// summed apart for each period length p, which keeps every sum an integer and makes a month's MRR the exact
// fraction `whole + Σ rest_p / p`, for any period, not only those dividing some common unit; it is rounded to the
// cent once, at the end. Sums live in Float64Arrays, whose integers are exact below 2^53: whole cents up to about
// 9e15 a month (90 trillion in major units), rests up to rows × 119, far beyond any file. Memory is one array for
// the whole cents and one per period length met (120 at most), whatever the number of rows.

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

export class MrrSpread {
  /** Whole cents a month, as deltas: added in a charge's first month, taken off in the month after its last. */
  private readonly cents: Float64Array;
  /** rests[p]: the rests of the charges of p months, as deltas in the same way. */
  private readonly rests: (Float64Array | undefined)[] = [];

  constructor(private readonly length: number) {
    this.cents = new Float64Array(length);
  }

  /**
   * A charge of `amount` cents (an integer, negative for a refund) over `months` months from month `start`; `end`
   * is the month after its last, or the array's last slot when that is beyond it.
   */
  add(amount: number, months: number, start: number, end: number) {
    // `%` of integers is exact in floating point, and so is the quotient of the multiple it leaves.
    const rest = ((amount % months) + months) % months;
    const whole = (amount - rest) / months;
    this.cents[start] += whole;
    this.cents[end] -= whole;
    if (rest === 0) return;
    const rests = (this.rests[months] ??= new Float64Array(this.length));
    rests[start] += rest;
    rests[end] -= rest;
  }

  /**
   * The MRR of months 0..last in integer cents: each month's exact sum rounded half up (toward +∞, so a month of net
   * refunds at -100.5 cents is -100), with BigInt over the common multiple of the period lengths met, once a month.
   */
  monthly(last: number): Float64Array {
    const periods: number[] = [];
    this.rests.forEach((rests, months) => {
      if (rests) periods.push(months);
    });
    const common = periods.reduce((multiple, months) => lcm(multiple, BigInt(months)), 1n);
    const running = new Float64Array(periods.length);
    const mrr = new Float64Array(last + 1);
    let whole = 0;
    for (let m = 0; m <= last; m++) {
      whole += this.cents[m];
      let fractional = false;
      for (let i = 0; i < periods.length; i++) {
        running[i] += this.rests[periods[i]]![m];
        if (running[i] !== 0) fractional = true;
      }
      if (!fractional) {
        mrr[m] = whole;
        continue;
      }
      let numerator = BigInt(whole) * common;
      for (let i = 0; i < periods.length; i++)
        numerator += BigInt(running[i]) * (common / BigInt(periods[i]));
      mrr[m] = Number(divFloor(2n * numerator + common, 2n * common));
    }
    return mrr;
  }
}
