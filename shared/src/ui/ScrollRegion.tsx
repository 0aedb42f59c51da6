import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './ScrollRegion.module.css';
import { scrollEdges, type ScrollEdges } from './scrollEdges';

export interface ScrollRegionProps {
  children: ReactNode;
  /** The region's accessible name: `label`, or the id of a visible heading or caption in `labelledBy`. */
  label?: string;
  labelledBy?: string;
  /** Classes of the scrolling box itself (its size, border…). */
  className?: string;
}

const NONE: ScrollEdges = { start: false, end: false };

/**
 * A box that scrolls sideways when its content (a wide table) does not fit, and shows it: a shade on each edge that
 * hides content. The box is a named, focusable region, so keyboard users can scroll it too.
 */
export function ScrollRegion({ children, label, labelledBy, className }: ScrollRegionProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);

  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const next = scrollEdges(el);
    setEdges((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  // Content changes with renders (rows arrive, a column is added): measured after each one.
  useLayoutEffect(measure);

  // The window or the content resizing changes what fits without a render of this component.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <div
      className={styles.frame}
      data-hidden-start={edges.start || undefined}
      data-hidden-end={edges.end || undefined}
    >
      <div
        ref={box}
        className={[styles.box, className].filter(Boolean).join(' ')}
        role="region"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={0}
        onScroll={measure}
      >
        {children}
      </div>
    </div>
  );
}
