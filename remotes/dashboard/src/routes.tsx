import { PATHS } from '@onboarding/shared';
import type { RouteObject } from '@onboarding/shared/router';
import './i18n';

// Exposed as './routes'. The dashboard is one screen, its own chunk, fetched when /dashboard is first visited; the
// texts are registered with the routes, so they exist before it renders.
const routes: RouteObject[] = [
  {
    path: PATHS.dashboard,
    lazy: async () => ({ Component: (await import('./features/dashboard/DashboardScreen')).default }),
  },
];

export default routes;
