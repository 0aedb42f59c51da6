import type { UserStatus } from '../api/types';
import { journey } from '../journey/journey';
import type { JOURNEY } from '../journey/table';
import { mergeStagesLists } from './rules';

// Whether a step of the journey is done, from the check-user answer in the store, for the step screens that show a
// done step read-only instead of sending it again.

type StepFlag = Extract<(typeof JOURNEY)[number], { step: object }>['step']['flag'];

/** The steps with screens of their own after eligibility, by their stage flag. */
export type JourneyStepFlag = Exclude<StepFlag, 'CHECK_ELIGIBILITY'>;

/**
 * The step's flag in stages_lists when the answer has it; otherwise what the stage implies (the server moves the
 * stage on as each step completes). A flag wins over the stage: a new eligibility decision sets FINANCIALS false
 * again without moving the stage back.
 */
export function isStepDone(
  status: Pick<UserStatus, 'stage' | 'stages_lists'> | null | undefined,
  step: JourneyStepFlag,
): boolean {
  const row = journey.steps.find((s) => s.step.flag === step);
  if (!status || !row) return false;
  return journey.isDone({ stage: status.stage, stages: mergeStagesLists(status.stages_lists) }, row.key);
}

/**
 * The answer once `step` has just been completed in this page, as the server recorded it (its flag set): what the
 * next check-user will say, so that a screen visited again before then already shows the step done.
 */
export function withStepDone(status: UserStatus | null, step: JourneyStepFlag): UserStatus | null {
  if (!status) return status;
  return { ...status, stages_lists: [...(status.stages_lists ?? []), { [step]: true }] };
}
