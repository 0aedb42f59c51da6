import {
  hashPassword,
  needsRehash,
  PASSWORD_MESSAGES,
  parsePasswordHash,
  passwordProblem,
  providerWords,
  verifyDummyPassword,
  verifyPassword,
} from './password';

describe('staff passwords', () => {
  const password = 'blue lanterns hum quietly';

  it('hashes to an argon2id PHC string with the OWASP parameters and verifies it', async () => {
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
    // A fresh salt each time.
    expect(await hashPassword(password)).not.toBe(hash);
  });

  it('refuses a wrong password', async () => {
    const hash = await hashPassword(password);
    expect(await verifyPassword('blue lanterns hum quietly!', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('reads the parameters back from the stored string', async () => {
    const hash = await hashPassword(password);
    // The same password hashed with other parameters still verifies (and is flagged for a rehash).
    const crypto = await import('node:crypto');
    const salt = crypto.randomBytes(16);
    const tag = crypto.argon2Sync('argon2id', {
      message: password,
      nonce: salt,
      tagLength: 32,
      memory: 8192,
      passes: 3,
      parallelism: 1,
    });
    const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');
    const other = `$argon2id$v=19$m=8192,t=3,p=1$${b64(salt)}$${b64(tag)}`;
    expect(await verifyPassword(password, other)).toBe(true);
    expect(needsRehash(other)).toBe(true);
    expect(parsePasswordHash(hash)).toMatchObject({ memory: 19456, passes: 2, parallelism: 1 });
  });

  it('refuses a tampered or malformed PHC string without throwing', async () => {
    const hash = await hashPassword(password);
    const parts = hash.split('$');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const tampered = [
      [...parts.slice(0, 5), flip(parts[5])].join('$'), // tag
      [...parts.slice(0, 4), flip(parts[4]), parts[5]].join('$'), // salt
      hash.replace('t=2', 't=3'), // passes
      hash.replace('m=19456', 'm=19457'), // memory
      hash.replace('$argon2id$', '$argon2i$'),
      hash.replace('v=19', 'v=16'),
      hash.replace('m=19456', 'm=99999999'), // asks for far too much memory
      '',
      'plain text',
    ];
    for (const stored of tampered) expect(await verifyPassword(password, stored)).toBe(false);
  });

  it('spends a verification on unknown accounts and always refuses', async () => {
    expect(await verifyDummyPassword(password)).toBe(false);
  });

  describe('policy', () => {
    const email = 'Amina.Khan@provider.example';

    it('accepts a long, uncommon password', () => {
      expect(passwordProblem(password, email)).toBeNull();
      // 128 characters is not too long (a varied one: 128 of one letter is too easy to guess).
      const long = 'Quiet harbour lanterns 47 drift past ochre cliffs; '.repeat(3).slice(0, 128);
      expect(passwordProblem(long, email)).toBeNull();
    });

    it('refuses a password shorter than 12 or longer than 128 characters', () => {
      expect(passwordProblem('short pass1', email)).toBe(PASSWORD_MESSAGES.tooShort);
      expect(passwordProblem('x'.repeat(129), email)).toBe(PASSWORD_MESSAGES.tooLong);
      // Characters as seen, not UTF-16 units: 11 emoji are 22 units but still too short.
      expect(passwordProblem('😀'.repeat(11), email)).toBe(PASSWORD_MESSAGES.tooShort);
    });

    it('refuses common passwords, in any case and with digits or symbols added', () => {
      for (const common of [
        '123qweasdzxc',
        '1q2w3e4r5t6y',
        'iloveyou1234',
        'QWERTY123456',
        'password1234!',
        'Sunshine2026!!',
      ])
        expect(passwordProblem(common, email)).toBe(PASSWORD_MESSAGES.common);
    });

    it('refuses passwords that are easy to guess though long and uncommon (zxcvbn score under 3)', () => {
      for (const weak of [
        'aaaaaaaaaaaa',
        '111111111111',
        ' '.repeat(12),
        '!!!!!!!!!!!!',
        'qwertyuiopas',
        'abcdefghijkl',
        'onboarding2026',
        'letmeinletmein',
      ])
        expect([weak, passwordProblem(weak, email)]).toEqual([weak, expect.stringMatching(/.+/)]);
      expect(
        passwordProblem('noorfinance2026!', email, providerWords('https://backoffice.noorfinance.com/')),
      ).toBe(PASSWORD_MESSAGES.weak);
      expect(providerWords('https://backoffice.noor-finance.com/')).toEqual([
        'backoffice',
        'noor',
        'finance',
      ]);
    });

    it('refuses a password holding the email name part', () => {
      expect(passwordProblem('my-amina.khan-secret', email)).toBe(PASSWORD_MESSAGES.email);
      expect(passwordProblem('xxAMINA.KHANxx', email)).toBe(PASSWORD_MESSAGES.email);
    });
  });
});
