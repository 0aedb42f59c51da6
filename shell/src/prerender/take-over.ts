import { GATE_ATTRIBUTE, LAYOUT_ATTRIBUTE, layoutOf } from './layouts';

export interface PrerenderToHydrate {
  /**
   * The container of the layout that fits the window now, the others removed: hydrate it. Null when it is missing
   * (the page then renders #root afresh).
   */
  take(): HTMLElement | null;
}

/**
 * The prerendered welcome page in index.html, when the gate (gate.ts) let it show: null for an address, a session or
 * a language it does not fit, and for a page built without it.
 */
export function prerenderToHydrate(doc: Document): PrerenderToHydrate | null {
  const root = doc.getElementById('root');
  if (!root || doc.documentElement.getAttribute(GATE_ATTRIBUTE) === 'off') return null;
  if (!root.querySelector(`[${LAYOUT_ATTRIBUTE}]`)) return null;
  return {
    take() {
      const view = doc.defaultView;
      const layout = layoutOf((query) => view?.matchMedia?.(query).matches ?? false);
      const chosen = root.querySelector<HTMLElement>(`[${LAYOUT_ATTRIBUTE}="${layout}"]`);
      root.querySelectorAll(`[${LAYOUT_ATTRIBUTE}]`).forEach((container) => {
        if (container !== chosen) container.remove();
      });
      // From now on React's: no longer shown or hidden by the layouts' CSS (a window resized re-renders it).
      chosen?.removeAttribute(LAYOUT_ATTRIBUTE);
      return chosen;
    },
  };
}
