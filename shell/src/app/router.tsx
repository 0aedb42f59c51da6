import { Spinner } from '@onboarding/shared/ui/core';
import {
  createBrowserRouter,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from '@onboarding/shared/router';
import { WelcomeScreen } from '../features/welcome/WelcomeScreen';
import { Layout } from './layout/Layout';
import { remoteForPath, type RemoteName } from './remote-paths';
import { RouteErrorModal } from './route-error';

/** The route the remotes' routes are added under: inside the layout, beside the welcome and NOT FOUND screens. */
export const SCREENS_ROUTE_ID = 'screens';

export function shellRoutes(): RouteObject[] {
  return [
    {
      // Pathless: a path here would give react-router a branch of its own to match an unknown path against, and a
      // remote that failed to load would then show its error in place of the whole layout.
      id: 'root',
      element: <Layout />,
      // First load of a remote's path: the router waits for the remote before its first render.
      hydrateFallbackElement: <Spinner fullPage />,
      errorElement: <RouteErrorModal />,
      children: [
        {
          id: SCREENS_ROUTE_ID,
          // Errors of a screen (a remote that did not load) show here, inside the layout.
          errorElement: <RouteErrorModal />,
          children: [
            { index: true, element: <WelcomeScreen /> },
            // Loaded when shown: it takes the card and button styles of @onboarding/shared/ui, kept off the first page.
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

/**
 * Adds a remote's routes the first time one of its paths is visited (react-router calls this for any path that
 * only the catch-all matches). A failed load throws, so the route shows the error modal, and nothing is recorded:
 * the next navigation to that path tries again.
 */
export function patchRemoteRoutes(
  loadRoutes: (name: RemoteName) => Promise<RouteObject[]>,
): PatchRoutesOnNavigationFunction {
  const patched = new Set<RemoteName>();
  return async ({ path, patch, signal }) => {
    const name = remoteForPath(path);
    if (!name || patched.has(name)) return;
    const routes = await loadRoutes(name);
    // An interrupted navigation patches nothing (react-router ignores it); the next one will.
    if (signal.aborted || patched.has(name)) return;
    patch(SCREENS_ROUTE_ID, routes);
    patched.add(name);
  };
}

export function createAppRouter(loadRoutes: (name: RemoteName) => Promise<RouteObject[]>): DataRouter {
  return createBrowserRouter(shellRoutes(), { patchRoutesOnNavigation: patchRemoteRoutes(loadRoutes) });
}
