import type { ReactNode } from 'react';
import { layout } from './layout';

export interface ScreenHeaderProps {
  /** The heading's id, which the screen's section is labelled by. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
}

/** The top of a screen's card: its title (the page's one h1) and the sentence that introduces it. */
export function ScreenHeader({ id, title, intro }: ScreenHeaderProps) {
  return (
    <header className={layout.header}>
      <h1 id={id} className={layout.title}>
        {title}
      </h1>
      {intro && <p className={layout.intro}>{intro}</p>}
    </header>
  );
}
