import { Link } from '@onboarding/shared/router';
import { buttonClassName } from '@onboarding/shared/ui/core';
import type { ReactNode } from 'react';
import { layout } from './layout';

export interface MessageScreenProps {
  /** The heading's id, which the section is labelled by. */
  id: string;
  title: ReactNode;
  /** What it says, as paragraphs. */
  children: ReactNode;
  /** Where its one button leads, and what the button says. */
  to: string;
  linkLabel: ReactNode;
  /** Above the title (the done mark). */
  mark?: ReactNode;
  /** Another way on, shown before the button (a link styled as a secondary button). */
  also?: ReactNode;
}

/** A screen that only says something and leads on: a centred card with a title, its text and one button. */
export function MessageScreen({ id, title, children, to, linkLabel, mark, also }: MessageScreenProps) {
  return (
    <section className={layout.centered} aria-labelledby={id}>
      {mark}
      <h1 id={id} className={layout.title}>
        {title}
      </h1>
      {children}
      {also}
      <Link className={buttonClassName('primary')} to={to}>
        {linkLabel}
      </Link>
    </section>
  );
}
