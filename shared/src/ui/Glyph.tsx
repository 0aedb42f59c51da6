import type { ReactNode } from 'react';

/**
 * A drawing that only decorates (a text beside it says the same): a square SVG of `size` pixels on a grid of `box`
 * units, hidden from assistive technology and out of the tab order (`focusable` for browsers that would stop on it).
 */
export function Glyph({
  className,
  size,
  box = 24,
  children,
}: {
  className?: string;
  size: number;
  box?: number;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
