// Standalone page for working on this remote alone (its dist/index.html). The shell never loads this file: it loads
// './routes' and mounts the routes under its own layout.
import { store } from '@onboarding/shared';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from '@onboarding/shared/router';
import routes from './routes';

const router = createBrowserRouter([
  {
    path: '/',
    element: <Outlet />,
    hydrateFallbackElement: <p>Loading…</p>,
    children: [{ index: true, element: <p>eligibility: open one of this remote's routes.</p> }, ...routes],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
