import { layout } from '@onboarding/shared/ui';
import type { ReactNode } from 'react';
import { StepProgress } from './StepProgress';

export interface SystemStepProps {
  /** The heading's id, which the screen is labelled by. */
  titleId: string;
  title: ReactNode;
  intro: ReactNode;
  /** Under the intro, in the header (the file or system chosen). */
  note?: ReactNode;
  children: ReactNode;
}

/** A screen of the first step (the subscription system): the step indicator, the title and intro, then its form. */
export function SystemStep({ titleId, title, intro, note, children }: SystemStepProps) {
  return (
    <section className={layout.screen} aria-labelledby={titleId}>
      <StepProgress current={1} />
      <header className={layout.header}>
        <h1 id={titleId} className={layout.title}>
          {title}
        </h1>
        <p className={layout.text}>{intro}</p>
        {note}
      </header>
      {children}
    </section>
  );
}
