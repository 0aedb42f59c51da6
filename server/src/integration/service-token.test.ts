import { SignJWT } from 'jose';
import { createTokenService } from '../plugins/tokens';
import {
  ACCOUNTING_RESULT_AUDIENCE,
  loadServiceKey,
  signServiceToken,
  verifyServiceToken,
} from './service-token';

const config = { JWT_SECRET: 'a-test-secret-of-at-least-thirty-two-chars', dataDir: '/nonexistent' };

describe('service tokens', () => {
  it('verify for their audience only', async () => {
    const key = await loadServiceKey(config);
    const token = await signServiceToken(key, ACCOUNTING_RESULT_AUDIENCE);
    await expect(verifyServiceToken(key, token, ACCOUNTING_RESULT_AUDIENCE)).resolves.toBeUndefined();
    await expect(verifyServiceToken(key, token, 'api/internal/other')).rejects.toThrow();
  });

  it('and session tokens never stand in for each other', async () => {
    const secret = new TextEncoder().encode(config.JWT_SECRET);
    const sessions = await createTokenService({ secret, sessionTtlSeconds: 60 });
    const session = await sessions.signSession({ applicantId: 'a', applicationId: 1000 });
    const key = await loadServiceKey(config);
    await expect(verifyServiceToken(key, session, ACCOUNTING_RESULT_AUDIENCE)).rejects.toThrow();
    const service = await signServiceToken(key, ACCOUNTING_RESULT_AUDIENCE);
    await expect(sessions.verify(service, 'session')).rejects.toThrow();
    // Even signed with the session secret itself, a "service" claim is not accepted.
    const forged = await new SignJWT({ purpose: 'service' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('onboarding-integration')
      .setAudience(ACCOUNTING_RESULT_AUDIENCE)
      .setExpirationTime('1m')
      .sign(secret);
    await expect(verifyServiceToken(key, forged, ACCOUNTING_RESULT_AUDIENCE)).rejects.toThrow();
  });
});
