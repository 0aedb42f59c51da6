import { store as pageStore } from '@onboarding/shared';
import { ToastHost } from '@onboarding/shared/ui';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../i18n';

// Helpers for the screens' tests: the shared API client answered here instead of by a server, a window width for
// media queries (jsdom has no layout), and a screen rendered in a memory router with the page's store and toasts.

export { bodyOf, fakeApi, setViewportWidth, type FakeApi, type Reply } from '@onboarding/shared/testing';

/** Renders `element` at `path` with the other paths it may go to showing their path as a heading. */
export function renderScreen(path: string, element: ReactElement, elsewhere: string[]) {
  const router = createMemoryRouter(
    [{ path, element }, ...elsewhere.map((p) => ({ path: p, element: <h1>{`at ${p}`}</h1> }))],
    { initialEntries: [path] },
  );
  render(
    <Provider store={pageStore}>
      <RouterProvider router={router} />
      <ToastHost />
    </Provider>,
  );
  return router;
}
