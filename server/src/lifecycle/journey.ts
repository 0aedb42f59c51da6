import type { Stage, StageFlags } from '@onboarding/shared/server';

// The application's journey as the server enforces it: which step may be taken from which state, and the state a
// completed step leaves. Pure; server/src/lifecycle/application.ts applies it under the row lock with the audit
// entry, and every route goes through that. The browser's routing rules (shared/src/routing) follow the same flags.

export interface JourneyState {
  /** null until the email link is first used. */
  stage: Stage | null;
  stages: StageFlags;
}

/** The steps an applicant takes, in order. */
export type JourneyStep = 'eligibility' | 'documents' | 'transactions' | 'accounting';

const WHAT: Record<Exclude<JourneyStep, 'eligibility'>, string> = {
  documents: 'uploading your documents',
  transactions: 'connecting your transaction system',
  accounting: 'connecting your accounting system',
};

export const JOURNEY_MESSAGES = {
  notVerified: 'Please verify your email address first.',
  underReview: 'Your application is already under review.',
  /** Not decided yet, or decided not eligible. */
  eligibilityFirst: (step: Exclude<JourneyStep, 'eligibility'>) =>
    `Please complete the eligibility check before ${WHAT[step]}.`,
  documentsFirst: 'Please upload your documents first.',
  transactionsFirst: 'Please connect your transaction system first.',
} as const;

const ORDER: readonly Stage[] = ['VERIFIED', 'ELIGIBLE', 'TRANSACTION', 'ACCOUNTING', 'PENDING'];

/** `target`, unless the application is already further on: a step taken again never moves it back. */
export function advance(current: Stage | null, target: Stage): Stage {
  return current !== null && ORDER.indexOf(current) >= ORDER.indexOf(target) ? current : target;
}

/**
 * Why `step` cannot be taken in `state`, or null when it can. A step already done may be taken again (a retry, or
 * a new file before submission) until the application is submitted for review; then nothing changes it.
 */
export function refusal(step: JourneyStep, state: JourneyState): string | null {
  const { stage, stages } = state;
  if (stage === null) return JOURNEY_MESSAGES.notVerified;
  if (stage === 'PENDING') return JOURNEY_MESSAGES.underReview;
  if (step === 'eligibility') return null;
  if (stages.CHECK_ELIGIBILITY !== true || stages.ELIGIBLE !== true)
    return JOURNEY_MESSAGES.eligibilityFirst(step);
  if (step === 'documents') return null;
  if (stages.FINANCIALS !== true) return JOURNEY_MESSAGES.documentsFirst;
  if (step === 'transactions') return null;
  if (stages.TRANSACTION !== true) return JOURNEY_MESSAGES.transactionsFirst;
  return null;
}

/** The state once the email link is first used: verified, eligibility not yet checked. */
export function verified(): JourneyState {
  return { stage: 'VERIFIED', stages: { CHECK_ELIGIBILITY: false } };
}

/** The state once `step` is completed (eligibility: decided, with its outcome). */
export function completed(
  step: JourneyStep,
  state: JourneyState,
  outcome: { eligible?: boolean } = {},
): JourneyState {
  const { stage, stages } = state;
  switch (step) {
    case 'eligibility': {
      const eligible = outcome.eligible === true;
      return {
        stage: eligible ? advance(stage, 'ELIGIBLE') : (stage ?? 'VERIFIED'),
        stages: { ...stages, CHECK_ELIGIBILITY: true, ELIGIBLE: eligible, FINANCIALS: false },
      };
    }
    case 'documents':
      return { stage: advance(stage, 'TRANSACTION'), stages: { ...stages, FINANCIALS: true } };
    case 'transactions':
      return { stage: advance(stage, 'ACCOUNTING'), stages: { ...stages, TRANSACTION: true } };
    case 'accounting':
      return { stage: 'PENDING', stages: { ...stages, ACCOUNTING: true } };
  }
}
