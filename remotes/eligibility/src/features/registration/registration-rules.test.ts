import { emailActionBody, loginFieldsFilled } from './registration-rules';
import { flagEmoji } from './flag-emoji';

describe('loginFieldsFilled', () => {
  const all = { name: 'Amina', email: 'amina@example.com', phone_number: '+14155552671' };

  it('is true only when name, email and phone all have text', () => {
    expect(loginFieldsFilled(all)).toBe(true);
    expect(loginFieldsFilled({ ...all, name: '' })).toBe(false);
    expect(loginFieldsFilled({ ...all, email: '   ' })).toBe(false);
    expect(loginFieldsFilled({ ...all, phone_number: undefined })).toBe(false);
    expect(loginFieldsFilled({})).toBe(false);
  });

  it('does not judge validity (the rules do, on submit and blur)', () => {
    expect(loginFieldsFilled({ name: 'A', email: 'x', phone_number: '+1' })).toBe(true);
  });
});

describe('emailActionBody', () => {
  it('sends the login data and the email-action token, not the spent captcha', () => {
    const loginData = { ...{ name: 'Amina', email: 'a@example.com', phone_number: '+14155552671' }, token_recaptcha: 'spent' };
    expect(emailActionBody(loginData, 'tok')).toEqual({
      name: 'Amina',
      email: 'a@example.com',
      phone_number: '+14155552671',
      token: 'tok',
    });
  });
});

describe('flagEmoji', () => {
  it('turns a country code into its flag', () => {
    expect(flagEmoji('AE')).toBe('🇦🇪');
    expect(flagEmoji('us')).toBe('🇺🇸');
  });

  it('gives nothing for what is not a country code', () => {
    expect(flagEmoji('ZZZ')).toBe('');
    expect(flagEmoji('1')).toBe('');
  });
});
