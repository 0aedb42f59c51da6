import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import './i18n';

type Store = ReturnType<typeof createStore>;

// Data routers build a Request per navigation; jsdom has none. Enough of one for navigations (no bodies).
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: Headers;
    constructor(
      input: string | URL | NavigationRequest,
      init: { method?: string; signal?: AbortSignal; headers?: HeadersInit } = {},
    ) {
      this.url = input instanceof NavigationRequest ? input.url : String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = new Headers(init.headers);
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

// ScrollRestoration scrolls on navigation; jsdom does not lay out, so scrolling is a no-op here.
window.scrollTo = () => {};

/**
 * A window of `width` CSS pixels for media queries: jsdom has no layout, so matchMedia answers (min|max)-width
 * queries from this width.
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
      kind === 'max' ? width <= Number(px) : width >= Number(px),
    );
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      media: query,
      matches: matches(query),
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/** Renders `element` at `path` inside a memory router and a fresh store (or the one given). */
export function renderAt(
  element: ReactElement,
  {
    path = '/',
    store = createStore(),
    routes = [],
  }: { path?: string; store?: Store; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element,
        children: [
          { index: true, element: null },
          { path: '*', element: null },
        ],
      },
      ...routes,
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router, store };
}
