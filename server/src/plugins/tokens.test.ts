import { SignJWT } from 'jose';
import { createTokenService } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-chars');

describe('token service', () => {
  it('verifies what it signed, for its purpose only', async () => {
    const tokens = await createTokenService({ secret, sessionTtlSeconds: 60 });
    const session = await tokens.signSession({ applicantId: 'a1', applicationId: 7 });
    await expect(tokens.verify(session, 'session')).resolves.toEqual({ applicantId: 'a1', applicationId: 7 });
    // Remembered once verified: the same answer again, and the purpose still checked each time.
    await expect(tokens.verify(session, 'session')).resolves.toEqual({ applicantId: 'a1', applicationId: 7 });
    await expect(tokens.verify(session, 'email-action')).rejects.toThrow('wrong token purpose');
    await expect(tokens.verify(session, 'dashboard')).rejects.toThrow('wrong token purpose');
    const emailAction = await tokens.signEmailAction('amina@example.com');
    await expect(tokens.verify(emailAction, 'email-action')).resolves.toEqual({ email: 'amina@example.com' });
    await expect(tokens.verify(emailAction, 'session')).rejects.toThrow();
  });

  it('refuses a token once it expires, even one verified before', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const tokens = await createTokenService({ secret, sessionTtlSeconds: 60, now: () => clock });
    const session = await tokens.signSession({ applicantId: 'a1', applicationId: 7 });
    clock += 59_999;
    await expect(tokens.verify(session, 'session')).resolves.toEqual({ applicantId: 'a1', applicationId: 7 });
    clock += 1;
    await expect(tokens.verify(session, 'session')).rejects.toThrow('"exp" claim timestamp check failed');
    await expect(tokens.verify(session, 'session')).rejects.toThrow();
  });

  it('refuses tampered tokens and other secrets, before and after a good one was remembered', async () => {
    const tokens = await createTokenService({ secret, sessionTtlSeconds: 60 });
    const session = await tokens.signSession({ applicantId: 'a1', applicationId: 7 });
    const [header, payload, signature] = session.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const other = Buffer.from(JSON.stringify({ ...claims, app: 8 })).toString('base64url');
    const tampered = `${header}.${other}.${signature}`;
    await expect(tokens.verify(tampered, 'session')).rejects.toThrow();
    await tokens.verify(session, 'session');
    await expect(tokens.verify(tampered, 'session')).rejects.toThrow();
    const foreign = await new SignJWT({ purpose: 'session', app: 7 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('a1')
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars'));
    await expect(tokens.verify(foreign, 'session')).rejects.toThrow();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    await expect(tokens.verify(unsigned, 'session')).rejects.toThrow();
  });
});
