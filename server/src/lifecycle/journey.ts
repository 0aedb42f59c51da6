import { journey, type JourneyStepKey, type Stage, type StageFlags } from '@onboarding/shared/server';

// The application's journey as the server enforces it: which step may be taken from which state, and the state a
// completed step leaves. The steps, their order, flags and stages are the journey table's (@onboarding/shared,
// journey/table.ts), which the browser's routing rules follow too. Pure; server/src/lifecycle/application.ts
// applies it under the row lock with the audit entry, and every route goes through that.

export { advance } from '@onboarding/shared/server';

export interface JourneyState {
  /** null until the email link is first used. */
  stage: Stage | null;
  stages: StageFlags;
}

/** The steps an applicant takes, in order. */
export type JourneyStep = JourneyStepKey;

type LaterStep = Exclude<JourneyStep, 'eligibility'>;

const before = (step: JourneyStep, blocker: JourneyStep) => journey.refusalText(step, journey.step(blocker));

export const JOURNEY_MESSAGES = {
  notVerified: 'Please verify your email address first.',
  underReview: 'Your application is already under review.',
  /** Not decided yet, or decided not eligible. */
  eligibilityFirst: (step: LaterStep) => before(step, 'eligibility'),
  documentsFirst: before('transactions', 'documents'),
  transactionsFirst: before('accounting', 'transactions'),
} as const;

/**
 * Why `step` cannot be taken in `state`, or null when it can. A step already done may be taken again (a retry, or
 * a new file before submission) until the application is submitted for review; then nothing changes it.
 */
export function refusal(step: JourneyStep, state: JourneyState): string | null {
  const { stage, stages } = state;
  if (stage === null) return JOURNEY_MESSAGES.notVerified;
  if (stage === 'PENDING') return JOURNEY_MESSAGES.underReview;
  const blocker = journey.blocking(step, stages);
  return blocker ? journey.refusalText(step, blocker) : null;
}

/** The state once the email link is first used: verified, eligibility not yet checked. */
export const verified = (): JourneyState => journey.verified() as JourneyState;

/** The state once `step` is completed (eligibility: decided, with its outcome). */
export const completed = (
  step: JourneyStep,
  state: JourneyState,
  outcome: { eligible?: boolean } = {},
): JourneyState => journey.completed(step, state, outcome) as JourneyState;
