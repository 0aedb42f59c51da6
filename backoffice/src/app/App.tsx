import { store, useTranslation } from '@onboarding/shared';
import { Spinner, ToastHost } from '@onboarding/shared/ui/core';
import { QueryProvider } from '@onboarding/shared/query';
import { RouterProvider, type DataRouter } from '@onboarding/shared/router';
import { Provider } from 'jotai';
import { Suspense, use, useEffect } from 'react';
import { BACKOFFICE_NS } from '../i18n';

function AppRouter({ router }: { router: Promise<DataRouter> }) {
  return <RouterProvider router={use(router)} />;
}

/** The tab's title in the page's language (index.html's is the English one, for the first paint). */
function DocumentTitle() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const title = t('productName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * The page: the one jotai store, the one query client (the review panels read through it too), the toasts, and the
 * router once the session check on load is done.
 */
export function App({ router }: { router: Promise<DataRouter> }) {
  return (
    <Provider store={store}>
      <QueryProvider>
        <DocumentTitle />
        <Suspense fallback={<Spinner fullPage />}>
          <AppRouter router={router} />
        </Suspense>
        <ToastHost />
      </QueryProvider>
    </Provider>
  );
}
