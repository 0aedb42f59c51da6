import { z } from 'zod';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { captchaToken, phoneNumber, requiredEmail, requiredText } from './common';

/** POST /onboarding/register and /onboarding/resend_email. */
export const registrationSchema = z.object({
  name: requiredText({ min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }).refine(
    (name) => !/[\r\n\t]/.test(name),
    MESSAGES.nameOneLine,
  ),
  email: requiredEmail(),
  phone_number: phoneNumber(),
  token_recaptcha: captchaToken(),
});

export type LoginData = z.infer<typeof registrationSchema>;

/**
 * POST /onboarding/new-application and /onboarding/email-token: the login data again plus the
 * e-mail-action token register returned. The captcha was spent by register (ALTCHA solutions
 * are single use), so it is not required a second time; the token is what authorises the call.
 */
export const emailActionSchema = registrationSchema.extend({
  token_recaptcha: z.string().optional(),
  token: requiredText(),
});

export type EmailActionRequest = z.infer<typeof emailActionSchema>;
