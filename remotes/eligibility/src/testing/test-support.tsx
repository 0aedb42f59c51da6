import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { EligibilityStepOne } from '@onboarding/shared/schemas';
import '../i18n';

// Helpers for the screens' tests: the shared API client answered here instead of by a server, and a screen rendered
// in a memory router with its own store.

export { bodyOf, fakeApi, never, type FakeApi, type Reply } from '@onboarding/shared/testing';

/** Renders `element` at `path` with the other paths it may go to showing their path as a heading. */
export function renderScreen(
  path: string,
  element: ReactElement,
  elsewhere: string[],
  store: ReturnType<typeof createStore> = createStore(),
) {
  const router = createMemoryRouter(
    [{ path, element }, ...elsewhere.map((p) => ({ path: p, element: <h1>{`at ${p}`}</h1> }))],
    { initialEntries: [path] },
  );
  const { unmount } = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store, unmount };
}

/** Step one answered in full, as saved on the server. */
export const STEP_ONE_ANSWERS: EligibilityStepOne = {
  businessName: 'Noor Labs',
  businessWebsite: 'https://noorlabs.io',
  dateOfIncorporation: '2020-03-01T00:00:00.000Z',
  placeOfOperation: [{ name: 'United Arab Emirates', code: 'AE' }],
  businessType: [{ name: 'Software', code: 'SAAS' }],
  countryOfIncorporation: 'AE',
  companyStage: 'Series A',
};
