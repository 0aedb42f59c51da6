import type { RouteObject } from '@onboarding/shared/router';
import './i18n';

// Exposed as './routes'. Absolute paths; each screen is its own chunk, fetched when its route is first visited.
const routes: RouteObject[] = [
  {
    path: '/subscriptions',
    lazy: async () => ({ Component: (await import('./features/system-choice/SystemChoiceScreen')).default }),
  },
  {
    path: '/subscriptions/file',
    lazy: async () => ({ Component: (await import('./features/csv-upload/CsvUploadScreen')).default }),
  },
  {
    path: '/subscriptions/file/mapping',
    lazy: async () => ({ Component: (await import('./features/csv-mapping/CsvMappingScreen')).default }),
  },
  {
    path: '/subscriptions/connected',
    lazy: async () => ({ Component: (await import('./features/connected/ConnectedScreen')).default }),
  },
  {
    path: '/subscriptions/:id',
    lazy: async () => ({ Component: (await import('./features/credentials/CredentialsScreen')).default }),
  },
  {
    path: '/funded',
    lazy: async () => ({ Component: (await import('./features/connected/ConnectedScreen')).default }),
  },
];

export default routes;
