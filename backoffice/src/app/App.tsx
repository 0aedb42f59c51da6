import { store } from '@onboarding/shared';
import { Spinner, ToastHost } from '@onboarding/shared/ui/core';
import { RouterProvider, type DataRouter } from '@onboarding/shared/router';
import { Provider } from 'jotai';
import { Suspense, use } from 'react';

function AppRouter({ router }: { router: Promise<DataRouter> }) {
  return <RouterProvider router={use(router)} />;
}

/** The page: the one jotai store, the toasts, and the router once the session check on load is done. */
export function App({ router }: { router: Promise<DataRouter> }) {
  return (
    <Provider store={store}>
      <Suspense fallback={<Spinner fullPage />}>
        <AppRouter router={router} />
      </Suspense>
      <ToastHost />
    </Provider>
  );
}
