import type { LoginData } from '@onboarding/shared/schemas';
import type { LoginFields } from '../../lib/remembered-login';

/**
 * Spec section 4: CONTINUE is disabled while name, email or phone is empty, and the captcha shows only once all
 * three are filled. One rule for both.
 */
export function loginFieldsFilled(values: Partial<LoginFields>): boolean {
  return missingLoginFields(values).length === 0;
}

const LOGIN_FIELDS = ['name', 'email', 'phone_number'] as const satisfies readonly (keyof LoginFields)[];

/** The fields still empty, in the form's order: what the disabled CONTINUE waits for. */
export function missingLoginFields(values: Partial<LoginFields>): (keyof LoginFields)[] {
  return LOGIN_FIELDS.filter((field) => (values[field] ?? '').trim() === '');
}

/**
 * What new-application and email-token receive (spec section 7: "login data plus token"): the login data as register
 * was given it (name, email, phone_number, token_recaptcha) and the email-action token register returned. The captcha
 * answer was spent by register; the server accepts it without checking it again, the token authorises the call.
 */
export function emailActionBody(loginData: LoginData, token: string): LoginData & { token: string } {
  return {
    name: loginData.name,
    email: loginData.email,
    phone_number: loginData.phone_number,
    token_recaptcha: loginData.token_recaptcha,
    token,
  };
}
