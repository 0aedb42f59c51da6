import { emailActionSchema, registrationSchema } from './registration';
import { fieldError, firstError } from './test-helpers';

describe('registration', () => {
  const ok = {
    name: 'Aisha',
    email: 'aisha@example.com',
    phone_number: '+14155552671',
    token_recaptcha: 't',
  };

  it('accepts valid login data', () => {
    expect(registrationSchema.parse(ok)).toEqual(ok);
  });

  it('name: required, 3 to 100 characters', () => {
    expect(fieldError(registrationSchema, { ...ok, name: '' }, 'name')).toBe('Value is required');
    expect(fieldError(registrationSchema, { ...ok, name: 'Al' }, 'name')).toBe(
      'This field should be at least 3 characters long',
    );
    expect(fieldError(registrationSchema, { ...ok, name: 'x'.repeat(101) }, 'name')).toBe(
      'The maximum length allowed is 100',
    );
  });

  it('name: one line (it is shown in emails)', () => {
    expect(fieldError(registrationSchema, { ...ok, name: 'Aisha\nConfirm: https://x' }, 'name')).toBe(
      'Please enter the name on one line.',
    );
    expect(fieldError(registrationSchema, { ...ok, name: 'Aisha\tR' }, 'name')).toBe(
      'Please enter the name on one line.',
    );
  });

  it('name: no invisible text-direction characters (they reorder what staff read)', () => {
    for (const name of ['Aisha\u202eR', 'Aisha\u2067R\u2069'])
      expect(fieldError(registrationSchema, { ...ok, name }, 'name')).toBe(
        'Please remove the invisible text-direction characters.',
      );
    expect(registrationSchema.parse({ ...ok, name: 'عائشة\u200f' }).name).toBe('عائشة\u200f');
  });

  it('email: required and valid', () => {
    expect(fieldError(registrationSchema, { ...ok, email: '' }, 'email')).toBe('Value is required');
    expect(fieldError(registrationSchema, { ...ok, email: 'aisha@' }, 'email')).toBe(
      'Value is not a valid email address',
    );
  });

  it('phone: "wrong number" unless valid for its country (international format)', () => {
    expect(fieldError(registrationSchema, { ...ok, phone_number: '+1415555267' }, 'phone_number')).toBe(
      'wrong number',
    );
    expect(fieldError(registrationSchema, { ...ok, phone_number: '4155552671' }, 'phone_number')).toBe(
      'wrong number',
    );
    expect(
      fieldError(registrationSchema, { ...ok, phone_number: '+966501234567' }, 'phone_number'),
    ).toBeNull();
    expect(fieldError(registrationSchema, { ...ok, phone_number: '' }, 'phone_number')).toBe(
      'Value is required',
    );
  });

  it('captcha required', () => {
    expect(fieldError(registrationSchema, { ...ok, token_recaptcha: '' }, 'token_recaptcha')).toBe(
      'Please complete the reCAPTCHA challenge',
    );
  });

  it('new-application / email-token need the e-mail-action token, not a second captcha', () => {
    const { token_recaptcha: _spent, ...rest } = ok;
    expect(firstError(emailActionSchema, { ...rest, token: 'abc' })).toBeNull();
    expect(fieldError(emailActionSchema, { ...rest }, 'token')).toBe('Value is required');
  });
});
