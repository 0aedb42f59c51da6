import {
  eligibilityStepOneSchema,
  eligibilityStepTwoSchema,
  stepOneAtom,
  stepTwoAtom,
  stripScheme,
  type EligibilityStepTwoInput,
  type UserStatus,
  store as defaultStore,
} from '@onboarding/shared';

type Store = typeof defaultStore;

const STEP_TWO_KEYS = Object.keys(eligibilityStepTwoSchema.shape) as (keyof EligibilityStepTwoInput)[];

/**
 * Step one and step two as check-user last saw them, so the eligibility screens open filled in after a reload.
 * Step one is kept only when it is complete and valid (the screen's NEXT relies on that); step two as far as it goes.
 */
export function eligibilityStepsFromStatus(status: Pick<UserStatus, 'eligibility_step'>) {
  const saved = status.eligibility_step as Record<string, unknown> | null | undefined;
  if (!saved || typeof saved !== 'object') return { stepOne: null, stepTwo: null };
  const one = eligibilityStepOneSchema.safeParse({
    ...saved,
    businessWebsite: typeof saved.businessWebsite === 'string' ? stripScheme(saved.businessWebsite) : saved.businessWebsite,
  });
  const two: Partial<EligibilityStepTwoInput> = {};
  for (const key of STEP_TWO_KEYS) {
    if (saved[key] !== undefined && saved[key] !== null) (two as Record<string, unknown>)[key] = saved[key];
  }
  return { stepOne: one.success ? one.data : null, stepTwo: Object.keys(two).length ? two : null };
}

export function fillEligibilitySteps(status: Pick<UserStatus, 'eligibility_step'>, store: Store = defaultStore): void {
  const { stepOne, stepTwo } = eligibilityStepsFromStatus(status);
  if (stepOne) store.set(stepOneAtom, stepOne);
  if (stepTwo) store.set(stepTwoAtom, stepTwo);
}
