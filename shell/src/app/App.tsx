import { store } from '@onboarding/shared';
import { Spinner, ToastHost } from '@onboarding/shared/ui/core';
import { Provider } from 'jotai';
import { Suspense, use } from 'react';
import { RouterProvider, type DataRouter } from '@onboarding/shared/router';

function AppRouter({ router }: { router: Promise<DataRouter> }) {
  return <RouterProvider router={use(router)} />;
}

/**
 * The page: one jotai store for the shell and every remote, the toasts, and the router once the session check on
 * load is done (a full-page spinner until then).
 */
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
