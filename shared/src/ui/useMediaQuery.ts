import { useCallback, useSyncExternalStore } from 'react';

/**
 * What a query matches where there is no window: nothing, unless the build's prerender of a page (the shell's welcome
 * page, rendered once per layout) says which queries its layout stands for.
 */
let assumed: (query: string) => boolean = () => false;

/** For a prerender only: the media queries the markup about to be rendered assumes. */
export function assumeMediaQueries(matches: (query: string) => boolean): void {
  assumed = matches;
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : assumed(query);
}

/** Whether a CSS media query matches, kept in sync with the window (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => matches(query);
  // Hydrating prerendered markup reads the server snapshot: the page hydrates the prerendered layout that fits the
  // window (shell/src/prerender), so that is the window's own answer, and the first render matches the markup.
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
