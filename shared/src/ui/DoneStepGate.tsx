import { isStepDone, userStatusAtom, type JourneyStepFlag } from '@onboarding/shared';
import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import { FinishedStep, type FinishedStepProps } from './FinishedStep';
import { layout } from './layout';

export interface DoneStepGateProps extends Omit<FinishedStepProps, 'children'> {
  /** The step, by its flag in check-user's stages_lists. */
  step: JourneyStepFlag;
  /** The heading of the screen that says the step is done. */
  title: string;
  /** What was done ("Your documents have been received."). */
  done: ReactNode;
  /** Above the heading: the step's progress, where its screens show one. */
  progress?: ReactNode;
  className?: string;
  /** The step's screen, shown while the step is open. */
  children: ReactNode;
}

/**
 * A step's screen while the step is open; once it is done (check-user's flag, or sent in this page) a screen that
 * says so and leads on (FinishedStep), so that Back never offers to send the step again.
 */
export function DoneStepGate({
  step,
  title,
  done,
  progress,
  className,
  children,
  ...finished
}: DoneStepGateProps) {
  const status = useAtomValue(userStatusAtom);
  const titleId = useId();
  if (!isStepDone(status, step)) return children;
  return (
    <section className={className ?? layout.screen} aria-labelledby={titleId}>
      {progress}
      <h1 id={titleId} className={layout.title}>
        {title}
      </h1>
      <FinishedStep {...finished}>{done}</FinishedStep>
    </section>
  );
}
