import { PATHS } from '@onboarding/shared';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from '@onboarding/shared/router';
import { RemoteLoadError } from './federation/load-remote-routes';

// The dialogs of @onboarding/shared/ui (Radix) load when an error first shows, not with the welcome page.
const ErrorModal = lazy(() => import('@onboarding/shared/ui').then((ui) => ({ default: ui.ErrorModal })));

/**
 * What a route shows when it cannot be displayed, a remote that did not load first of all: the spec's generic error
 * modal. Try Again navigates to the same address again, which loads the remote afresh (a failed load is not
 * remembered); Cancel goes to the welcome screen. Other routes keep working meanwhile.
 */
export function RouteErrorModal() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    // Kept in the console for whoever investigates; the applicant sees the modal.
    if (error instanceof RemoteLoadError) console.warn(error.message, error.cause);
    else console.error(error);
  }, [error]);

  return (
    <Suspense fallback={null}>
      <ErrorModal
        open
        onTryAgain={() => navigate({ pathname, search, hash }, { replace: true })}
        onCancel={() => navigate(PATHS.home)}
      />
    </Suspense>
  );
}
