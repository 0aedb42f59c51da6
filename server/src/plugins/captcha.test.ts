import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pino from 'pino';
import { createTestApp, type TestApp } from '../test/app';
import { captchaToken, solveAltcha } from '../test/captcha';
import { createAltchaVerifier, createRecaptchaVerifier, type SolutionStore } from './captcha';

const HMAC_KEY = 'k'.repeat(64);

function memoryStore(): SolutionStore & { keys: Set<string> } {
  const keys = new Set<string>();
  return {
    keys,
    async markUsed(key) {
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    },
  };
}

const verifier = (store = memoryStore()) =>
  createAltchaVerifier({ hmacKey: HMAC_KEY, cost: 1, counterMax: 20, expiresSeconds: 600, store });

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString());

describe('ALTCHA verifier', () => {
  it('accepts a solved challenge once', async () => {
    const store = memoryStore();
    const altcha = verifier(store);
    const token = await solveAltcha(await altcha.createChallenge());
    expect(await altcha.verify(token, '127.0.0.1')).toBe(true);
    expect(await altcha.verify(token, '127.0.0.1')).toBe(false);
    expect(store.keys.size).toBe(1);
  });

  it('refuses tampered, unsigned, foreign, test-mode and malformed payloads without recording them', async () => {
    const store = memoryStore();
    const altcha = verifier(store);
    const good = decode(await solveAltcha(await altcha.createChallenge()));

    const flipped = good.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: flipped } };
    const longerExpiry = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, expiresAt: 4102444800 } },
    };
    const unsigned = { ...good, challenge: { parameters: good.challenge.parameters } };
    const foreign = decode(
      await solveAltcha(
        await createChallenge({
          algorithm: 'PBKDF2/SHA-256',
          cost: 1,
          counter: 5,
          deriveKey,
          expiresAt: Math.floor(Date.now() / 1000) + 600,
          hmacSignatureSecret: 'another-key-another-key-another-key',
          hmacKeySignatureSecret: 'another-key-another-key-another-key',
        }),
      ),
    );
    const results: boolean[] = [];
    for (const bad of [
      encode(wrongKey),
      encode(longerExpiry),
      encode(unsigned),
      encode(foreign),
      encode({ challenge: null, solution: null, test: true }),
      'not base64 json',
      '',
      undefined,
      'A'.repeat(10_000),
    ]) {
      results.push(await altcha.verify(bad, '127.0.0.1'));
    }
    expect(results).toEqual(results.map(() => false));
    expect(store.keys.size).toBe(0);
  });

  it('refuses an expired challenge', async () => {
    const altcha = verifier();
    // Signed with our key but already expired (no key signature, so the solution is re-derived).
    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      deriveKey,
      keyPrefix: '0',
      expiresAt: Math.floor(Date.now() / 1000) - 60,
      hmacSignatureSecret: HMAC_KEY,
    });
    expect(await altcha.verify(await solveAltcha(expired), '127.0.0.1')).toBe(false);
    const fresh = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      deriveKey,
      keyPrefix: '0',
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      hmacSignatureSecret: HMAC_KEY,
    });
    expect(await altcha.verify(await solveAltcha(fresh), '127.0.0.1')).toBe(true);
  });
});

/** A stand-in for Google's siteverify: accepts the token "good" once, records what it was asked. */
async function fakeSiteverify() {
  const seen: URLSearchParams[] = [];
  const used = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      seen.push(params);
      const token = params.get('response') ?? '';
      const success = params.get('secret') === 'server-secret' && token === 'good' && !used.has(token);
      used.add(token);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(
          success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('reCAPTCHA verifier', () => {
  it('asks siteverify with the secret, the token and the IP, and follows its answer', async () => {
    const google = await fakeSiteverify();
    try {
      const recaptcha = createRecaptchaVerifier({
        secret: 'server-secret',
        verifyUrl: google.url,
        log: pino({ level: 'silent' }),
      });
      expect(await recaptcha.verify('good', '203.0.113.7')).toBe(true);
      expect(Object.fromEntries(google.seen[0])).toEqual({
        secret: 'server-secret',
        response: 'good',
        remoteip: '203.0.113.7',
      });
      expect(await recaptcha.verify('good', '203.0.113.7')).toBe(false);
      expect(await recaptcha.verify('bad', '203.0.113.7')).toBe(false);
      expect(await recaptcha.verify(undefined, '203.0.113.7')).toBe(false);
      expect(google.seen).toHaveLength(3);
    } finally {
      await google.close();
    }
  });

  it('refuses when siteverify cannot be reached', async () => {
    const recaptcha = createRecaptchaVerifier({
      secret: 'server-secret',
      verifyUrl: 'http://127.0.0.1:1/siteverify',
      log: pino({ level: 'silent' }),
    });
    expect(await recaptcha.verify('good', '127.0.0.1')).toBe(false);
  });
});

describe('captcha in the app', () => {
  let altchaApp: TestApp;
  beforeAll(async () => {
    altchaApp = await createTestApp();
  }, 60_000);
  afterAll(() => altchaApp?.close());

  it('serves uncached ALTCHA challenges whose solutions are recorded once in the database', async () => {
    const res = await altchaApp.app.inject({ url: '/api/onboarding/utils/altcha-challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1 },
      signature: expect.any(String),
    });

    const token = await captchaToken(altchaApp.app);
    expect(await altchaApp.app.captcha.verify(token, '127.0.0.1')).toBe(true);
    expect(await altchaApp.app.captcha.verify(token, '127.0.0.1')).toBe(false);
  });

  it('switches to reCAPTCHA with both keys: config says so, no ALTCHA challenge, siteverify decides', async () => {
    const google = await fakeSiteverify();
    const t = await createTestApp({
      RECAPTCHA_SITE_KEY: 'public-site-key',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_VERIFY_URL: google.url,
    });
    try {
      const config = await t.app.inject({ url: '/api/onboarding/utils/config' });
      expect(config.json()).toMatchObject({ captcha: { provider: 'recaptcha', siteKey: 'public-site-key' } });
      expect(config.body).not.toContain('server-secret');
      expect((await t.app.inject({ url: '/api/onboarding/utils/altcha-challenge' })).statusCode).toBe(404);

      const register = (token_recaptcha: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/onboarding/register',
          payload: {
            name: 'Amina Noor',
            email: 'recaptcha@example.com',
            phone_number: '+971501234567',
            token_recaptcha,
          },
        });
      expect((await register('bad')).json()).toEqual({
        details: { error: 'Please complete the reCAPTCHA challenge' },
      });
      const ok = await register('good');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ hasApplication: false, existedUser: false });
    } finally {
      await t.close();
      await google.close();
    }
  }, 60_000);
});
