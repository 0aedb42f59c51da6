import crypto from 'node:crypto';
import { SecretBox } from '../transactions/secret-box';
import {
  checkTotp,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  totpCode,
  totpStep,
  totpUri,
} from './totp';

describe('staff TOTP', () => {
  const secret = newTotpSecret();
  // In the middle of a 30-second step.
  const now = 1_800_000_015_000;
  const step = totpStep(now);

  it('makes a 160-bit base32 secret and the otpauth URI of a QR code', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'amina@provider.example'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Onboarding:amina@provider.example');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Onboarding',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('accepts the current code and returns its step', () => {
    expect(checkTotp(secret, totpCode(secret, now), null, now)).toEqual({ ok: true, step });
    // Spaces typed in the middle are fine.
    const code = totpCode(secret, now);
    expect(checkTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, now).ok).toBe(true);
  });

  it('accepts one step early or late, no more', () => {
    expect(checkTotp(secret, totpCode(secret, now - 30_000), null, now)).toEqual({
      ok: true,
      step: step - 1,
    });
    expect(checkTotp(secret, totpCode(secret, now + 30_000), null, now)).toEqual({
      ok: true,
      step: step + 1,
    });
    expect(checkTotp(secret, totpCode(secret, now - 60_000), null, now)).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(checkTotp(secret, totpCode(secret, now + 60_000), null, now)).toEqual({
      ok: false,
      reason: 'wrong',
    });
  });

  it('refuses a code of a step already used (or earlier)', () => {
    const code = totpCode(secret, now);
    expect(checkTotp(secret, code, step, now)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkTotp(secret, totpCode(secret, now - 30_000), step, now)).toEqual({
      ok: false,
      reason: 'replayed',
    });
    // The next step's code is still accepted.
    expect(checkTotp(secret, totpCode(secret, now + 30_000), step, now).ok).toBe(true);
  });

  it('refuses a wrong or malformed code', () => {
    const right = totpCode(secret, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, '', '12345', '1234567', 'abcdef', totpCode(newTotpSecret(), now)]) {
      // (a code of another secret could match by chance once in a million)
      if (code === right) continue;
      expect(checkTotp(secret, code, null, now)).toEqual({ ok: false, reason: 'wrong' });
    }
  });

  it('seals the secret bound to its staff row', () => {
    const box = new SecretBox(crypto.randomBytes(32));
    const sealed = sealTotpSecret(box, 'staff-1', secret);
    expect(JSON.stringify(sealed)).not.toContain(secret);
    expect(openTotpSecret(box, 'staff-1', sealed)).toBe(secret);
    expect(() => openTotpSecret(box, 'staff-2', sealed)).toThrow();
  });
});
