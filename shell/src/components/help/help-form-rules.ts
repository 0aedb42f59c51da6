/**
 * Spec section 5, help form: SUBMIT is disabled while the note is blank or, when no email is known, the email is
 * blank; the captcha shows once those fields are filled. One rule for both.
 */
export function requiredHelpFieldsFilled(
  values: { note?: string; email?: string },
  emailKnown: boolean,
): boolean {
  const filled = (v: string | undefined) => (v ?? '').trim() !== '';
  return filled(values.note) && (emailKnown || filled(values.email));
}
