import { store } from '@onboarding/shared';
import { Spinner, ToastHost } from '@onboarding/shared/ui/core';
import { Provider } from 'jotai';
import { Suspense, use } from 'react';
import { RouterProvider, type DataRouter } from '@onboarding/shared/router';

function AppRouter({ router }: { router: DataRouter | Promise<DataRouter> }) {
  return <RouterProvider router={router instanceof Promise ? use(router) : router} />;
}

/**
 * The page: one jotai store for the shell and every remote, the toasts, and the router once the session check on
 * load is done (a full-page spinner until then). A router given as is (the welcome page hydrated from its prerender,
 * or rendered by the prerender itself) renders at once.
 */
export function App({ router }: { router: DataRouter | Promise<DataRouter> }) {
  return (
    <Provider store={store}>
      <Suspense fallback={<Spinner fullPage />}>
        <AppRouter router={router} />
      </Suspense>
      <ToastHost />
    </Provider>
  );
}
