import { PATHS } from '@onboarding/shared';
import type { RouteObject } from '@onboarding/shared/router';
import './i18n';

// Exposed as './routes'. Absolute paths; each screen is its own chunk, fetched when its route is first visited.
const routes: RouteObject[] = [
  {
    path: PATHS.subscriptions,
    lazy: async () => ({ Component: (await import('./features/system-choice/SystemChoiceScreen')).default }),
  },
  {
    path: PATHS.subscriptionsFile,
    lazy: async () => ({ Component: (await import('./features/csv-upload/CsvUploadScreen')).default }),
  },
  {
    path: PATHS.subscriptionsFileMapping,
    lazy: async () => ({ Component: (await import('./features/csv-mapping/CsvMappingScreen')).default }),
  },
  {
    path: PATHS.subscriptionsConnected,
    lazy: async () => ({ Component: (await import('./features/connected/ConnectedScreen')).default }),
  },
  {
    path: PATHS.subscriptionsCredentials,
    lazy: async () => ({ Component: (await import('./features/credentials/CredentialsScreen')).default }),
  },
  {
    path: PATHS.funded,
    lazy: async () => ({ Component: (await import('./features/connected/ConnectedScreen')).default }),
  },
];

export default routes;
