import { rememberedLoginFields, rememberLoginFields } from './remembered-login';

beforeEach(() => sessionStorage.clear());

describe('remembered login fields', () => {
  it('keep the name, email and phone number, never the captcha answer', () => {
    rememberLoginFields({
      name: 'Amina',
      email: 'amina@example.com',
      phone_number: '+14155552671',
      token_recaptcha: 'spent',
    } as never);
    expect(rememberedLoginFields()).toEqual({
      name: 'Amina',
      email: 'amina@example.com',
      phone_number: '+14155552671',
    });
    expect(sessionStorage.getItem('eligibility.loginFields')).not.toContain('spent');
  });

  it('are nothing when absent, malformed or refused', () => {
    expect(rememberedLoginFields()).toBeNull();
    sessionStorage.setItem('eligibility.loginFields', '{"name":"Amina","email":1}');
    expect(rememberedLoginFields()).toBeNull();
    sessionStorage.setItem('eligibility.loginFields', 'not json');
    expect(rememberedLoginFields()).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    expect(() =>
      rememberLoginFields({ name: 'A', email: 'a@example.com', phone_number: '+1' }, refusing),
    ).not.toThrow();
    expect(rememberedLoginFields(refusing)).toBeNull();
  });
});
