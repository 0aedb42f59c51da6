import { Spinner } from '@onboarding/shared/ui/core';
import { createBrowserRouter, type DataRouter, type RouteObject } from '@onboarding/shared/router';
import type { LoadReviewPanel } from './federation/review-panels';
import { Layout, RequireStaff, StaffHome } from './layout/Layout';
import { ReviewPanelsContext } from './federation/context';
import { RouteError } from './RouteError';

// One folder of src/features per route: /sign-in → sign-in, /enrol → enrol, /setup → setup, /cases → cases,
// /cases/:id → case, /team → team, /audit → audit.
export function backofficeRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      hydrateFallbackElement: <Spinner fullPage />,
      errorElement: <RouteError />,
      children: [
        {
          path: '/sign-in',
          lazy: async () => ({ Component: (await import('../features/sign-in/SignInScreen')).SignInScreen }),
        },
        {
          path: '/enrol',
          lazy: async () => ({ Component: (await import('../features/enrol/EnrolScreen')).EnrolScreen }),
        },
        {
          path: '/setup',
          lazy: async () => ({ Component: (await import('../features/setup/SetupScreen')).SetupScreen }),
        },
        {
          element: (
            <RequireStaff>
              <Layout />
            </RequireStaff>
          ),
          errorElement: <RouteError />,
          children: [
            { index: true, element: <StaffHome /> },
            {
              path: '/cases',
              lazy: async () => ({ Component: (await import('../features/cases/QueueScreen')).QueueScreen }),
            },
            {
              path: '/cases/:id',
              lazy: async () => ({ Component: (await import('../features/case/CaseScreen')).CaseScreen }),
            },
            {
              path: '/team',
              lazy: async () => ({ Component: (await import('../features/team/TeamScreen')).TeamScreen }),
            },
            {
              path: '/audit',
              lazy: async () => ({ Component: (await import('../features/audit/AuditScreen')).AuditScreen }),
            },
            {
              path: '*',
              lazy: async () => ({
                Component: (await import('../features/not-found/NotFoundScreen')).NotFoundScreen,
              }),
            },
          ],
        },
      ],
    },
  ];
}

export function createBackofficeRouter(loadReviewPanel: LoadReviewPanel): DataRouter {
  const routes = backofficeRoutes();
  // The loader reaches the case page through context (tests give a fake runtime's).
  routes[0].element = <ReviewPanelsContext value={loadReviewPanel} />;
  return createBrowserRouter(routes);
}
