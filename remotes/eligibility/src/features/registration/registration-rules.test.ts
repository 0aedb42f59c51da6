import { emailActionBody, loginFieldsFilled, missingLoginFields } from './registration-rules';

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

describe('missingLoginFields', () => {
  it("lists the empty or blank fields in the form's order", () => {
    expect(missingLoginFields({})).toEqual(['name', 'email', 'phone_number']);
    expect(missingLoginFields({ name: 'Amina', email: '  ', phone_number: '' })).toEqual([
      'email',
      'phone_number',
    ]);
    expect(missingLoginFields({ name: 'A', email: 'x', phone_number: '+1' })).toEqual([]);
  });
});

describe('emailActionBody', () => {
  it('sends the login data (token_recaptcha included) plus the email-action token', () => {
    const loginData = {
      name: 'Amina',
      email: 'a@example.com',
      phone_number: '+14155552671',
      token_recaptcha: 'spent',
    };
    expect(emailActionBody(loginData, 'tok')).toEqual({
      name: 'Amina',
      email: 'a@example.com',
      phone_number: '+14155552671',
      token_recaptcha: 'spent',
      token: 'tok',
    });
  });
});
