import { CENTS } from './decimal';

// Money as a person types it: major units with optional thousands commas and at most two decimals ("12,500.50"), or
// a percentage ("12.5", "12.5 %"). Read as text, digit by digit, so "0.29" is 29 cents, never 28.999….

const MONEY = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const PERCENT = /^(\d{1,5})(?:\.(\d{1,2}))?$/;

/**
 * Integer minor units (cents) of a money text in major units: digits, optional thousands commas (in threes), at most
 * two decimals; spaces around are ignored. null when the text is not such an amount, or is more than `max` minor
 * units (a safe integer by default).
 */
export function parseMoney(text: string, max: number = Number.MAX_SAFE_INTEGER): number | null {
  const match = MONEY.exec(text.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/,/g, '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  const minor = BigInt(whole) * CENTS + BigInt(cents);
  if (minor > BigInt(max)) return null;
  return Number(minor);
}

/**
 * Basis points of a percentage text ("12.5" → 1250, "0.01" → 1, "8 %" → 800): at most two decimals, read as text.
 * null when the text is not such a number.
 */
export function parseBasisPoints(text: string): number | null {
  const match = PERCENT.exec(text.trim().replace(/%$/, '').trim());
  if (!match) return null;
  return Number(BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')));
}
