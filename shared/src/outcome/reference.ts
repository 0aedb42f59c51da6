/**
 * The application's reference, as the applicant and the team quote it: "ONB-000042". Derived from its id here
 * alone, so the confirmation email, the closing screen, the dashboard and the back office write it the same way.
 * Latin letters and digits in every language: it is a code to be read out and typed, not a number to localise.
 */
export function applicationReference(applicationId: number): string {
  return `ONB-${String(applicationId).padStart(6, '0')}`;
}
