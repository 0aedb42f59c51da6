import { Writable } from 'node:stream';
import { createTestApp } from '../test/app';
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
