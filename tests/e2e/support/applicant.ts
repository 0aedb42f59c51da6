import type { APIRequestContext } from '@playwright/test';
import { messagesTo, tokenLink, waitForEmail } from './outbox';
import { solveCaptcha } from './session';

export interface Applicant {
  name: string;
  email: string;
  phone_number: string;
}

/** A new applicant with an address no other test uses. */
export function newApplicant(overrides: Partial<Applicant> = {}): Applicant {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return { name: 'Amina Test', email: `e2e-${id}@example.com`, phone_number: '+14155552671', ...overrides };
}

/**
 * Registers an applicant through the API (captcha solved like the widget does) and returns the verification link
 * of the email it receives, with its token: opening `url` in a page signs the applicant in (stage VERIFIED).
 */
export async function registerApplicant(
  request: APIRequestContext,
  applicant: Applicant = newApplicant(),
): Promise<{ applicant: Applicant; url: string; token: string }> {
  const before = messagesTo(applicant.email).length;
  const token_recaptcha = await solveCaptcha(request);
  const res = await request.post('/api/onboarding/register', { data: { ...applicant, token_recaptcha } });
  if (!res.ok())
    throw new Error(`POST /api/onboarding/register answered ${res.status()}: ${await res.text()}`);
  const mail = await waitForEmail(applicant.email, { count: before + 1 });
  return { applicant, ...tokenLink(mail) };
}
