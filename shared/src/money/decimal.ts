// Money as exact numbers: integer minor units (cents) and basis points, converted to and from decimal text digit by
// digit and multiplied through BigInt. A binary float never holds an amount here: 0.29 × 100 is 28.999… in floating
// point, and a product of two amounts can pass 2^53.

/** Minor units per major unit of the two-decimal currencies every amount of the product is in (cents per dollar). */
export const CENTS = 100n;
/** Basis points in a whole (10 000 bps = 100 %). */
export const BASIS_POINTS = 10_000n;

const PLAIN_DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;
const SCIENTIFIC = /^([+-]?)(\d+)(?:\.(\d*))?e([+-]?\d+)$/i;

/** `a ÷ b` rounded half away from zero (b ≠ 0). */
export function divRound(a: bigint, b: bigint): bigint {
  if (b < 0n) return divRound(-a, -b);
  const q = a / b;
  const r = a % b;
  if (r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= b) return a < 0n ? q - 1n : q + 1n;
  return q;
}

/** `a ÷ b` rounded toward minus infinity (b ≠ 0). */
export function divFloor(a: bigint, b: bigint): bigint {
  if (b < 0n) return divFloor(-a, -b);
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

const safe = (value: bigint): number | null => {
  const n = Number(value);
  // `+ 0` turns -0 into 0.
  return Number.isSafeInteger(n) ? n + 0 : null;
};

/**
 * `minor` units with `scale` decimals as the exact decimal text it stands for: 1250050 → "12500.50", -5 → "-0.05".
 * Intl formats such a text digit for digit (a string is never rounded through a float).
 */
export function minorToDecimal(minor: number | bigint, scale = 2): `${number}` {
  // A fraction of a minor unit is not money (a chart's tick, say): the nearest unit stands for it.
  const value =
    typeof minor === 'bigint' ? minor : BigInt(Number.isInteger(minor) ? minor : Math.round(minor));
  const abs = value < 0n ? -value : value;
  const sign = value < 0n ? '-' : '';
  if (scale === 0) return `${sign}${abs}` as `${number}`;
  const unit = 10n ** BigInt(scale);
  return `${sign}${abs / unit}.${String(abs % unit).padStart(scale, '0')}` as `${number}`;
}

/**
 * Integer minor units as the number of major units JSON carries (1250050 → 12500.5, -5 → -0.05): the float nearest
 * the exact decimal, reached through its text, so that no float quotient stands between the cents and the number.
 * majorToMinor reads it back to the same minor units.
 */
export function minorToMajor(minor: number | bigint, scale = 2): number {
  return Number(minorToDecimal(minor, scale));
}

/** A number's own decimal text without an exponent ("1e-7" → "0.0000001", "1e+21" → "1000000000000000000000"). */
function plainText(value: number): string {
  const text = String(value);
  const m = SCIENTIFIC.exec(text);
  if (!m) return text;
  const [, sign, whole, fraction = '', exp] = m;
  const digits = whole + fraction;
  const point = whole.length + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A decimal text in major units ("1234.5", "-0.005") as integer minor units with `scale` decimals, the digits read
 * exactly and any further decimal rounded half away from zero. null when the text is not a plain decimal or the
 * result is not a safe integer.
 */
export function decimalToMinor(text: string, scale = 2): number | null {
  const m = PLAIN_DECIMAL.exec(text.trim());
  if (!m) return null;
  const [, sign, whole, fraction = ''] = m;
  const digits = BigInt(whole + fraction.padEnd(scale, '0'));
  const scaled = fraction.length > scale ? divRound(digits, 10n ** BigInt(fraction.length - scale)) : digits;
  return safe(sign === '-' ? -scaled : scaled);
}

/**
 * An amount in major units as JSON carries it (a number of dollars, `12500.5`) in integer minor units (1250050).
 * The number is read through its own shortest decimal text, so 0.29 is 29 cents, not 28; a third decimal rounds half
 * away from zero. null for anything that is not a finite number, or beyond a safe integer of cents.
 */
export function majorToMinor(value: unknown, scale = 2): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return decimalToMinor(plainText(value), scale);
}

/** Whole major units (a policy's whole dollars) in minor units: 148000 → 14800000. */
export function wholeMajorToMinor(whole: number): number {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`not a whole amount: ${whole}`);
  const minor = safe(BigInt(whole) * CENTS);
  if (minor === null) throw new RangeError(`amount too large: ${whole}`);
  return minor;
}

/**
 * The whole major units at or below `value` once it is rounded to the cent (a float sum may land a hair below the
 * cent it stands for: 28.999999999999996 is 29.00, and stays 29). Negative values and non-numbers give 0.
 */
export function floorToWholeMajor(value: number): number {
  const minor = majorToMinor(value);
  if (minor === null || minor <= 0) return 0;
  return Number(divFloor(BigInt(minor), CENTS));
}

/**
 * `bps` basis points of `minor` units, rounded down to the unit (a month's revenue share, say): the product is taken
 * in BigInt, so it is exact whatever its size.
 */
export function basisPointsOf(minor: number, bps: number): number {
  return Number((BigInt(minor) * BigInt(bps)) / BASIS_POINTS);
}

/** Basis points as the exact decimal fraction they stand for: 850 → "0.0850" (what Intl's percent style takes). */
export const basisPointsToFraction = (bps: number | bigint): `${number}` => minorToDecimal(bps, 4);

/** Basis points as the exact decimal percentage: 850 → "8.50", 5 → "0.05". */
export const basisPointsToPercent = (bps: number | bigint): `${number}` => minorToDecimal(bps, 2);
