import { helpSchema } from './help';
import { fieldError, firstError } from './test-helpers';

describe('help form', () => {
  const ok = { email: 'a@b.co', note: 'Need help', token_recaptcha: 'tok' };

  it('accepts a complete request', () => {
    expect(firstError(helpSchema(false), ok)).toBeNull();
  });

  it('note: required, at least 3, at most 200', () => {
    const s = helpSchema(true);
    expect(fieldError(s, { ...ok, note: '' }, 'note')).toBe('Value is required');
    expect(fieldError(s, { ...ok, note: '   ' }, 'note')).toBe('Value is required');
    expect(fieldError(s, { ...ok, note: undefined }, 'note')).toBe('Value is required');
    expect(fieldError(s, { ...ok, note: 'ab' }, 'note')).toBe(
      'This field should be at least 3 characters long',
    );
    expect(fieldError(s, { ...ok, note: 'x'.repeat(201) }, 'note')).toBe('The maximum length allowed is 200');
    expect(fieldError(s, { ...ok, note: 'x'.repeat(200) }, 'note')).toBeNull();
  });

  it('email: required only when unknown, valid, at most 50', () => {
    expect(fieldError(helpSchema(false), { ...ok, email: '' }, 'email')).toBe('Value is required');
    expect(fieldError(helpSchema(false), { ...ok, email: undefined }, 'email')).toBe('Value is required');
    expect(fieldError(helpSchema(true), { ...ok, email: undefined }, 'email')).toBeNull();
    expect(fieldError(helpSchema(false), { ...ok, email: 'not-an-email' }, 'email')).toBe(
      'Value is not a valid email address',
    );
    expect(fieldError(helpSchema(true), { ...ok, email: 'not-an-email' }, 'email')).toBe(
      'Value is not a valid email address',
    );
    const long = `${'a'.repeat(45)}@b.com`;
    expect(fieldError(helpSchema(false), { ...ok, email: long }, 'email')).toBe(
      'The maximum length allowed is 50',
    );
  });

  it('captcha must be completed', () => {
    expect(fieldError(helpSchema(true), { ...ok, token_recaptcha: '' }, 'token_recaptcha')).toBe(
      'Please complete the reCAPTCHA challenge',
    );
    expect(fieldError(helpSchema(true), { note: 'abc' }, 'token_recaptcha')).toBe(
      'Please complete the reCAPTCHA challenge',
    );
  });
});
