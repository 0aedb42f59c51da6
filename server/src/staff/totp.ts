import { Secret, TOTP } from 'otpauth';
import type { SealedSecret, SecretBox } from '../transactions/secret-box';

// Staff's second factor: RFC 6238 TOTP as every authenticator app reads it (SHA-1, 6 digits, 30-second steps),
// through the otpauth package. A code is accepted one step early or late (clock drift), and never twice: the caller
// keeps the step of the last accepted code (staff.totp_last_step) and passes it back.

export const TOTP_ISSUER = 'Onboarding';
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;

function totp(secretBase32: string, email: string) {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI a QR code carries (issuer "Onboarding", label the staff member's email). */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The 30-second step a time falls in. */
export function totpStep(at: number = Date.now()): number {
  return Math.floor(at / 1000 / PERIOD);
}

/** The code of a step's time (tests, and nothing else, need to make codes). */
export function totpCode(secretBase32: string, at: number = Date.now()): string {
  return totp(secretBase32, '').generate({ timestamp: at });
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replayed' };

/**
 * Checks a code against the secret at `at`, ±1 step. `lastStep` is the step of the last code accepted for this
 * secret: a code of that step or an earlier one is refused as replayed. On success, store the returned step.
 */
export function checkTotp(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  at: number = Date.now(),
): TotpCheck {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return { ok: false, reason: 'wrong' };
  const delta = totp(secretBase32, '').validate({ token, timestamp: at, window: WINDOW });
  if (delta === null) return { ok: false, reason: 'wrong' };
  const step = totpStep(at) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}

/** The associated data that binds a sealed TOTP secret to its staff row. */
const aad = (staffId: string) => `staff_totp:${staffId}`;

export function sealTotpSecret(box: SecretBox, staffId: string, secretBase32: string): SealedSecret {
  return box.seal(secretBase32, aad(staffId));
}

export function openTotpSecret(box: SecretBox, staffId: string, sealed: SealedSecret): string {
  return box.open(sealed, aad(staffId));
}
