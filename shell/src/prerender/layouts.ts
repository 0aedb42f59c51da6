import { NAVBAR_MAX_WIDTH, WELCOME_SHORT_MAX_WIDTH } from '@onboarding/shared';

// The welcome page is prerendered once per layout its media queries make (the journey navbar at 768 px or less, the
// short greeting at 576 px or less). Each prerender sits in index.html in a container of its own; CSS shows the one
// that fits the window before any script runs, and the page hydrates that one (bootstrap.tsx).

/** The journey navbar in place of the panel (Layout.tsx). */
export const NARROW_QUERY = `(max-width: ${NAVBAR_MAX_WIDTH}px)`;
/** The short greeting (WelcomeScreen.tsx). */
export const SHORT_QUERY = `(max-width: ${WELCOME_SHORT_MAX_WIDTH}px)`;

export const LAYOUTS = ['wide', 'narrow', 'short'] as const;
export type PrerenderLayout = (typeof LAYOUTS)[number];

/** The attribute naming a prerender's container by its layout (removed once the page takes it over). */
export const LAYOUT_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by the gate (gate.ts) when the prerendered welcome page is not what this address shows. */
export const GATE_ATTRIBUTE = 'data-prerender';

/** The layout a window is in, from its media queries. */
export function layoutOf(matches: (query: string) => boolean): PrerenderLayout {
  if (matches(SHORT_QUERY)) return 'short';
  return matches(NARROW_QUERY) ? 'narrow' : 'wide';
}

/** The media queries a layout stands for, as the prerender assumes them. */
export function queriesOf(layout: PrerenderLayout): (query: string) => boolean {
  return (query) =>
    (query === NARROW_QUERY && layout !== 'wide') || (query === SHORT_QUERY && layout === 'short');
}

/**
 * Shows the prerender that fits the window, in the cascade's order (a later rule wins at equal specificity), and none
 * when the gate said no.
 */
export function layoutCss(): string {
  const sel = (layout: PrerenderLayout) => `[${LAYOUT_ATTRIBUTE}=${layout}]`;
  return [
    `[${LAYOUT_ATTRIBUTE}]{display:none}`,
    `${sel('wide')}{display:block}`,
    `@media ${NARROW_QUERY}{${sel('wide')}{display:none}${sel('narrow')}{display:block}}`,
    `@media ${SHORT_QUERY}{${sel('narrow')}{display:none}${sel('short')}{display:block}}`,
    `html[${GATE_ATTRIBUTE}=off] [${LAYOUT_ATTRIBUTE}]{display:none}`,
  ].join('');
}
