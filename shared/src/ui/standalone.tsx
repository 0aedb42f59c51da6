import { store } from '@onboarding/shared';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from '@onboarding/shared/router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * A remote's standalone page, for working on it alone (its dist/index.html, its bootstrap.tsx): the remote's routes
 * under a bare outlet, with the one store, mounted on #root. The shell never calls this: it loads the remote's
 * './routes' and mounts them under its own layout.
 */
export function mountStandalone(
  name: string,
  routes: RouteObject[],
  container = document.getElementById('root'),
) {
  if (!container) throw new Error('#root is missing from index.html');
  const router = createBrowserRouter([
    {
      path: '/',
      element: <Outlet />,
      hydrateFallbackElement: <p>Loading…</p>,
      children: [{ index: true, element: <p>{name}: open one of this remote's routes.</p> }, ...routes],
    },
  ]);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  return { root, router };
}
