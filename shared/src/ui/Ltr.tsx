import type { ReactNode } from 'react';

export interface LtrProps {
  children: ReactNode;
  className?: string;
}

/**
 * A run that reads left to right whatever the page's direction: an email, a phone number, a URL, a key, an id, a
 * file name or an amount, inside a sentence or a cell. <bdi> isolates it, so in Arabic "+971 50 123 4567" does not
 * show as "50 123 4567 971+", and the sentence's own punctuation stays outside it. In a translated sentence, where the
 * value is interpolated, `ltrText` of `@onboarding/shared` does the same.
 */
export function Ltr({ children, className }: LtrProps) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
