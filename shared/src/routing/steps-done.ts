import type { Stage, UserStatus } from '../api/types';
import { mergeStagesLists } from './rules';

// Whether a step of the journey is done, from the check-user answer in the store, for the step screens that show a
// done step read-only instead of sending it again.

/** The steps with screens of their own after eligibility, by their stage flag. */
export type JourneyStepFlag = 'FINANCIALS' | 'TRANSACTION' | 'ACCOUNTING';

/** The steps a stage is past (the server moves the stage on as each step completes). */
const DONE_AT_STAGE: Record<Stage, readonly JourneyStepFlag[]> = {
  VERIFIED: [],
  ELIGIBLE: [],
  TRANSACTION: ['FINANCIALS'],
  ACCOUNTING: ['FINANCIALS', 'TRANSACTION'],
  PENDING: ['FINANCIALS', 'TRANSACTION', 'ACCOUNTING'],
};

/**
 * The step's flag in stages_lists when the answer has it; otherwise what the stage implies. A flag wins over the
 * stage: a new eligibility decision sets FINANCIALS false again without moving the stage back.
 */
export function isStepDone(
  status: Pick<UserStatus, 'stage' | 'stages_lists'> | null | undefined,
  step: JourneyStepFlag,
): boolean {
  const flags = mergeStagesLists(status?.stages_lists);
  if (typeof flags[step] === 'boolean') return flags[step];
  const stage = status?.stage;
  return stage != null && Object.hasOwn(DONE_AT_STAGE, stage) && DONE_AT_STAGE[stage].includes(step);
}

/**
 * The answer once `step` has just been completed in this page, as the server recorded it (its flag set): what the
 * next check-user will say, so that a screen visited again before then already shows the step done.
 */
export function withStepDone(status: UserStatus | null, step: JourneyStepFlag): UserStatus | null {
  if (!status) return status;
  return { ...status, stages_lists: [...(status.stages_lists ?? []), { [step]: true }] };
}
