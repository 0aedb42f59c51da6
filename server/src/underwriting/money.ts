import { decimalToMinor, divFloor, divRound, readCents } from '@onboarding/shared/money';
import { readTake, takeCents, type Take } from '../transactions/csv-values';

// Money in the underwriting metrics is integer minor units (cents), held in safe integers and multiplied or divided
// through BigInt, never through floating point. Ratios are plain numbers, rounded once, at the end, to RATIO_DP
// decimal places (half away from zero). docs/underwriting.md states these rules.

/** Decimal places of every ratio (0.1234 is 12.34 %). */
export const RATIO_DP = 4;
const RATIO_SCALE = 10n ** BigInt(RATIO_DP);

export { decimalToMinor, divFloor, divRound };

/** A money cell of the transactions CSV in minor units, read from its text as the import reads it (readCents). */
export const readMinor = (raw: string): number | null => readCents(raw);

const take: Take = { cents: 0, micros: 0 };

/**
 * A take cell in minor units: an amount, or "12.5%" of the row's GMV (the GMV in minor units × the rate as written,
 * rounded half up to the cent, as the import rounds a month's take).
 */
export function readTakeMinor(raw: string, gmvMinor: number): number | null {
  return readTake(raw, gmvMinor, take) ? takeCents(take.cents, take.micros) : null;
}

/**
 * Spreads `amount` minor units over `months` months in whole cents that add up exactly to `amount`: each month gets
 * the amount divided by the months, truncated toward zero, and the cents left over go one each to the earliest
 * months (12 000.04 over 12 months: four months of 1 000.01, then eight of 1 000.00).
 */
export function spread(amount: number, months: number): number[] {
  const base = Math.trunc(amount / months);
  const left = amount - base * months;
  const step = Math.sign(left);
  return Array.from({ length: months }, (_, i) => (i < Math.abs(left) ? base + step : base) + 0);
}

/**
 * numerator ÷ denominator (integers) as a ratio rounded half away from zero to RATIO_DP decimals; null when the
 * denominator is 0, so that no NaN or Infinity is ever produced.
 */
export function ratio(numerator: number | bigint, denominator: number | bigint): number | null {
  const d = BigInt(denominator);
  if (d === 0n) return null;
  return Number(divRound(BigInt(numerator) * RATIO_SCALE, d)) / Number(RATIO_SCALE) + 0;
}

/** Rounds a floating ratio (a square root) half away from zero to RATIO_DP decimals. */
export function roundRatio(value: number): number {
  const scale = Number(RATIO_SCALE);
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale + 0;
}

/** amount × factor, the factor a decimal of at most six places (a policy multiple), rounded down to the cent. */
export function timesFactorFloor(amount: number, factor: number): number {
  const micro = BigInt(Math.round(factor * 1_000_000));
  return Number(divFloor(BigInt(amount) * micro, 1_000_000n));
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
