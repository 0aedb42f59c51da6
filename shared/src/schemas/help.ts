import { z } from 'zod';
import { HELP_EMAIL_MAX_LENGTH, HELP_NOTE_MAX_LENGTH, HELP_NOTE_MIN_LENGTH } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { captchaToken, isEmail, requiredEmail, requiredText } from './common';

export interface HelpRequest {
  email?: string;
  note: string;
  token_recaptcha: string;
}

// When check-user already told us the applicant's e-mail the field is hidden, so it may be
// absent; a value that is sent anyway must still be an address.
const knownEmail: z.ZodType<string | undefined, string | undefined> = z
  .string()
  .trim()
  .refine((v) => v === '' || isEmail(v), MESSAGES.invalidEmail)
  .optional();

const unknownEmail: z.ZodType<string | undefined, string | undefined> = requiredEmail(HELP_EMAIL_MAX_LENGTH);

/** Help form (spec 5): the e-mail is required only when the user's e-mail is unknown. */
export function helpSchema(emailKnown: boolean): z.ZodType<HelpRequest, HelpRequest> {
  return z.object({
    email: emailKnown ? knownEmail : unknownEmail,
    note: requiredText({ min: HELP_NOTE_MIN_LENGTH, max: HELP_NOTE_MAX_LENGTH }),
    token_recaptcha: captchaToken(),
  });
}
