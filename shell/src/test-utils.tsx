import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import './i18n';

type Store = ReturnType<typeof createStore>;

export { setViewportWidth } from '@onboarding/shared/testing';

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
