import { PATHS } from '@onboarding/shared';
import type { RouteObject } from '@onboarding/shared/router';
import './i18n';

// Exposed as './routes'. Absolute paths; each screen is its own chunk, fetched when its route is first visited.
// The texts are registered with the routes, so they exist before either screen renders.
const routes: RouteObject[] = [
  {
    path: PATHS.financials,
    lazy: async () => ({ Component: (await import('./features/financials/FinancialsScreen')).default }),
  },
  {
    path: PATHS.documentsEmail,
    lazy: async () => ({
      Component: (await import('./features/documents-received/DocumentsReceivedScreen')).default,
    }),
  },
];

export default routes;
