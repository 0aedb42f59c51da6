import { backofficeEn } from '../../i18n';
import { SSO_FAILURE_KEYS, ssoFailureOf } from './sso-failure';

describe('ssoFailureOf', () => {
  it.each([
    ['state', 'retry'],
    ['expired', 'retry'],
    ['replayed', 'retry'],
    ['denied', 'denied'],
    ['provider', 'unavailable'],
    ['unavailable', 'unavailable'],
    ['email', 'email'],
    ['email-unverified', 'email'],
    ['no-role', 'noRole'],
    ['disabled', 'disabled'],
    ['subject', 'mismatch'],
    ['conflict', 'mismatch'],
  ])('reads reason=%s as %s', (reason, key) => {
    expect(ssoFailureOf(`?sso=failed&reason=${reason}`)).toBe(key);
  });

  it('has a plain sentence for an unknown or missing reason, and nothing without sso=failed', () => {
    expect(ssoFailureOf('?sso=failed&reason=<script>')).toBe('unknown');
    expect(ssoFailureOf('?sso=failed')).toBe('unknown');
    expect(ssoFailureOf('')).toBeNull();
    expect(ssoFailureOf('?reason=no-role')).toBeNull();
  });

  it('says what to do in one sentence each', () => {
    const texts = backofficeEn.signIn.ssoFailed;
    expect(texts.noRole).toBe('Your account has no back office role at the identity provider. Ask an admin.');
    expect(Object.keys(texts).sort()).toEqual([...SSO_FAILURE_KEYS].sort());
    for (const text of Object.values(texts)) expect(text).toMatch(/^[A-Z][^\n]*\.$/);
  });
});
