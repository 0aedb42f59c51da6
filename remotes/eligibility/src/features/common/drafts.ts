import { updateOnboarding, type UpdateOnboardingBody, type UpdateOnboardingResponse } from '@onboarding/shared';

/**
 * Saves part of the eligibility answers without submitting them (save and resume): the server keeps fields that are
 * not sent, clears those sent as null, and decides nothing. The shared typed call only knows the final body, so the
 * draft form is passed through it as is.
 */
export function saveEligibilityDraft(fields: Record<string, unknown>): Promise<UpdateOnboardingResponse> {
  const body = { eligibility_step: { ...fields, draft: true } };
  return updateOnboarding(body as unknown as UpdateOnboardingBody);
}
