import { useEffect } from 'react';

// Toasts stand at the top of the window (top-right, mirrored right to left), where the page keeps its header actions:
// the journey navbar's language switch and toggle at 768 px or less, the dashboard's sign-out. Any element marked
// `data-toast-clearance` is such a header: the toasts start below the lowest one on screen, so they never cover it.

export const TOAST_CLEARANCE_SELECTOR = '[data-toast-clearance]';
/** The custom property the toast container's top is read from (layout.module.css). */
export const TOAST_TOP_PROPERTY = '--ob-toast-top';
/** Toastify's own offset from the window's edge, and the gap kept below a header. */
const EDGE_PX = 16;
const GAP_PX = 8;

/** Where the toasts start: below the headers marked on screen (their bottom edges in the window), else at the edge. */
export function toastTop(headers: Iterable<Element>, viewportHeight: number): number {
  let bottom = 0;
  for (const header of headers) {
    const rect = header.getBoundingClientRect();
    if (rect.height === 0 || rect.bottom <= 0 || rect.top >= viewportHeight) continue;
    bottom = Math.max(bottom, rect.bottom);
  }
  return bottom > 0 ? Math.max(EDGE_PX, Math.ceil(bottom) + GAP_PX) : EDGE_PX;
}

/** Keeps the toasts' top below the page's headers as they appear, change size or scroll. */
export function useToastClearance(): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = toastTop(document.querySelectorAll(TOAST_CLEARANCE_SELECTOR), window.innerHeight);
      root.style.setProperty(TOAST_TOP_PROPERTY, `${top}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // A header comes with a screen (the dashboard's once its answer is in) and grows with its contents.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    const observeHeaders = () => {
      if (!resized) return;
      resized.disconnect();
      document.querySelectorAll(TOAST_CLEARANCE_SELECTOR).forEach((header) => resized.observe(header));
    };
    observeHeaders();
    const added = new MutationObserver(() => {
      observeHeaders();
      schedule();
    });
    added.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resized?.disconnect();
      added.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      root.style.removeProperty(TOAST_TOP_PROPERTY);
    };
  }, []);
}
