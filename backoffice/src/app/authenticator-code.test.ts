import { isAuthenticatorCode, withoutSpaces } from './authenticator-code';

it('takes six digits, spaces around them aside, as an authenticator code', () => {
  expect(isAuthenticatorCode(' 123456 ')).toBe(true);
  expect(isAuthenticatorCode('12345')).toBe(false);
  expect(isAuthenticatorCode('12345a')).toBe(false);
});

it('drops the spaces an authenticator shows between groups', () => {
  expect(withoutSpaces('123 456')).toBe('123456');
});
