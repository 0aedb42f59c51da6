import {
  updateOnboarding,
  type UpdateOnboardingBody,
  type UpdateOnboardingResponse,
} from '@onboarding/shared';

/**
 * Saves part of the eligibility answers without submitting them (save and resume): the server keeps fields that are
 * not sent, clears those sent as null, and decides nothing. The shared typed call only knows the final body, so the
 * draft form is passed through it as is.
 */
export function saveEligibilityDraft(fields: Record<string, unknown>): Promise<UpdateOnboardingResponse> {
  const body = { eligibility_step: { ...fields, draft: true } };
  return updateOnboarding(body as unknown as UpdateOnboardingBody);
}

/**
 * The draft saved on the way from one step to the other (NEXT on step one, BACK on step two). The answers are in the
 * client state already and the applicant moves on at once (spec: NEXT "stores step one and goes to
 * /eligible-check-part-two", BACK "saves and returns to step one"): the server copy is for resuming elsewhere, so it
 * is sent in the background and a failure is quiet. The next save (typing, NEXT, BACK) or the final SUBMIT carries
 * the answers again. `onSaved` runs once the server has them.
 */
export function saveEligibilityDraftInBackground(
  fields: Record<string, unknown>,
  {
    onSaved,
    save = saveEligibilityDraft,
  }: { onSaved?: () => void; save?: (fields: Record<string, unknown>) => Promise<unknown> } = {},
): void {
  let pending: Promise<unknown>;
  try {
    pending = save(fields);
  } catch {
    return;
  }
  pending.then(() => onSaved?.()).catch(() => undefined);
}
