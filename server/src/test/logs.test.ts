import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from './app';
import { captchaToken } from './captcha';
import { readOutbox } from './outbox';
import { startSmtpServer } from './smtp';

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

/** Registers, opens the link (header and query), asks for more emails: every way a token travels. */
async function journey(t: TestApp, tokenOf: (email: string) => string) {
  const email = `logs-${Date.now()}@example.com`;
  const data = { name: 'Amina Noor', email, phone_number: '+971501234567' };
  const register = await t.app.inject({
    method: 'POST',
    url: '/api/onboarding/register',
    payload: { ...data, token_recaptcha: await captchaToken(t.app) },
  });
  expect(register.statusCode).toBe(200);
  const session = tokenOf(email);
  const checkUser = await t.app.inject({
    url: `/api/onboarding/check-user?token=${session}`,
    headers: { authorization: `Bearer ${session}` },
  });
  expect(checkUser.statusCode).toBe(200);
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/onboarding/register',
    payload: { ...data, token_recaptcha: await captchaToken(t.app) },
  });
  const emailAction = again.json().token as string;
  const continued = await t.app.inject({
    method: 'POST',
    url: '/api/onboarding/email-token',
    payload: { ...data, token: emailAction },
  });
  expect(continued.json()).toEqual({ success: true });
  // A refused token is logged no more than an accepted one.
  await t.app.inject({
    url: '/api/onboarding/check-user',
    headers: { authorization: `Bearer ${emailAction}` },
  });
  return { session, emailAction };
}

describe('logs', () => {
  it('never contain a token when mail goes through SMTP', async () => {
    const smtp = await startSmtpServer();
    const { lines, stream } = logCapture();
    const t = await createTestApp({ SMTP_URL: smtp.url }, { logStream: stream });
    try {
      const tokenOf = (email: string) => smtp.received.filter((m) => m.envelope.to.includes(email))[0].token!;
      const { session, emailAction } = await journey(t, tokenOf);
      expect(lines.length).toBeGreaterThan(5);
      const all = lines.join('\n');
      expect(all).toContain('request completed');
      expect(all).not.toContain(session);
      expect(all).not.toContain(emailAction);
      expect(all).not.toContain(session.split('.')[2]);
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 90_000);

  it('show the session link only on the outbox line, the purpose of the embedded outbox', async () => {
    const { lines, stream } = logCapture();
    const t = await createTestApp({}, { logStream: stream });
    try {
      const tokenOf = (email: string) =>
        readOutbox(t.dataDir).filter((m) => m.headers.to === email)[0].token!;
      const { session, emailAction } = await journey(t, tokenOf);
      const withToken = lines.filter((l) => l.includes(session)).map((l) => JSON.parse(l));
      expect(withToken.length).toBeGreaterThan(0);
      for (const line of withToken) expect(line).toMatchObject({ msg: 'mail saved to outbox', level: 30 });
      expect(lines.join('\n')).not.toContain(emailAction);
    } finally {
      await t.close();
    }
  }, 90_000);

  it('hold one line per answered request, with its id, method, path, status and time', async () => {
    const { lines, stream } = logCapture();
    const t = await createTestApp({}, { logStream: stream });
    try {
      const res = await t.app.inject({
        url: '/api/onboarding/utils/config?secret=x',
        headers: { 'x-request-id': 'logs-one-line' },
      });
      expect(res.statusCode).toBe(200);
      const refused = await t.app.inject({
        url: '/api/onboarding/check-user',
        headers: { 'x-request-id': 'logs-refused', authorization: 'Bearer not-a-token' },
      });
      expect(refused.statusCode).toBe(401);
      const of = (id: string) => lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === id);
      expect(of('logs-one-line')).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request completed',
          req: { method: 'GET', url: '/api/onboarding/utils/config', id: 'logs-one-line' },
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
      expect(of('logs-refused')).toContainEqual(
        expect.objectContaining({ msg: 'request completed', res: { statusCode: 401 } }),
      );
      expect(lines.join('\n')).not.toContain('incoming request');
      expect(lines.join('\n')).not.toContain('secret=x');
    } finally {
      await t.close();
    }
  }, 90_000);
});
