import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../test/app';
import { captchaToken } from '../test/captcha';
import { normalizeEmail } from './rate-limit';

describe('normalizeEmail', () => {
  it('trims and lower-cases, and ignores what is not an address string', () => {
    expect(normalizeEmail('  Amina@Example.COM ')).toBe('amina@example.com');
    expect(normalizeEmail('   ')).toBeUndefined();
    expect(normalizeEmail(42)).toBeUndefined();
  });
});

describe('rate limits without their Redis store', () => {
  it('keep the API answering, and say so in the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, { logStream: stream });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/onboarding/register',
        payload: {
          name: 'Amina Noor',
          email: 'no-redis@example.com',
          phone_number: '+971501234567',
          token_recaptcha: await captchaToken(t.app),
        },
      });
      expect(res.statusCode).toBe(200);
      expect(lines.join('')).toContain('rate-limit store (Redis)');
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('per-client limits behind a trusted proxy (finding #14.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // npm start's setting: the shell server on loopback is the one proxy believed.
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1,::1', RATE_LIMIT_PER_IP: '2' });
  }, 60_000);
  afterAll(() => t?.close());

  const register = (remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/onboarding/register',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: {},
    });

  it('counts each browser the shell forwards on its own, so one busy client blocks nobody else', async () => {
    for (let i = 0; i < 2; i++) expect((await register('127.0.0.1', '198.51.100.1')).statusCode).toBe(400);
    expect((await register('127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    expect((await register('127.0.0.1', '198.51.100.2')).statusCode).toBe(400);
  });

  it('believes X-Forwarded-For only from the trusted proxy', async () => {
    // A client elsewhere that writes the header is counted under its own address, whatever it claims.
    for (let i = 0; i < 2; i++)
      expect((await register('192.0.2.10', `198.51.100.${20 + i}`)).statusCode).toBe(400);
    expect((await register('192.0.2.10', '198.51.100.99')).statusCode).toBe(429);
  });
});
