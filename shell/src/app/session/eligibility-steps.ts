import { stepOneAtom, stepTwoAtom, type UserStatus, store as defaultStore } from '@onboarding/shared';
import type { EligibilityStepTwoInput } from '@onboarding/shared/schemas';

type Store = typeof defaultStore;
type Schemas = typeof import('@onboarding/shared/schemas');

/**
 * Step one and step two as check-user last saw them, so the eligibility screens open filled in after a reload.
 * Step one is kept only when it is complete and valid (the screen's NEXT relies on that); step two as far as it goes.
 */
export function eligibilityStepsFromStatus(status: Pick<UserStatus, 'eligibility_step'>, schemas: Schemas) {
  const saved = status.eligibility_step as Record<string, unknown> | null | undefined;
  if (!saved || typeof saved !== 'object') return { stepOne: null, stepTwo: null };
  const website = saved.businessWebsite;
  const one = schemas.eligibilityStepOneSchema.safeParse({
    ...saved,
    businessWebsite: typeof website === 'string' ? schemas.stripScheme(website) : website,
  });
  const two: Partial<EligibilityStepTwoInput> = {};
  for (const key of Object.keys(
    schemas.eligibilityStepTwoSchema.shape,
  ) as (keyof EligibilityStepTwoInput)[]) {
    if (saved[key] !== undefined && saved[key] !== null) (two as Record<string, unknown>)[key] = saved[key];
  }
  return { stepOne: one.success ? one.data : null, stepTwo: Object.keys(two).length ? two : null };
}

/**
 * Restores the steps into the atoms. The schemas (zod) are fetched only here, after a check-user with an eligibility
 * step, so the welcome page of a new visitor does not load them.
 */
export async function fillEligibilitySteps(
  status: Pick<UserStatus, 'eligibility_step'>,
  store: Store = defaultStore,
  loadSchemas: () => Promise<Schemas> = () => import('@onboarding/shared/schemas'),
): Promise<void> {
  if (!status.eligibility_step) return;
  const { stepOne, stepTwo } = eligibilityStepsFromStatus(status, await loadSchemas());
  if (stepOne) store.set(stepOneAtom, stepOne);
  if (stepTwo) store.set(stepTwoAtom, stepTwo);
}
