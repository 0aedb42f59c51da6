import type { RouteObject } from '@onboarding/shared/router';
import './i18n';

// Exposed as './routes'. Absolute paths; each screen is its own chunk, fetched when its route is first visited.
const routes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./features/registration/RegistrationScreen')).default }),
  },
  {
    path: '/email-check',
    lazy: async () => ({ Component: (await import('./features/email-check/EmailCheckScreen')).default }),
  },
  {
    path: '/eligible-check',
    lazy: async () => ({
      Component: (await import('./features/eligibility-step-one/StepOneScreen')).default,
    }),
  },
  {
    path: '/eligible-check-part-two',
    lazy: async () => ({
      Component: (await import('./features/eligibility-step-two/StepTwoScreen')).default,
    }),
  },
  {
    path: '/eligible',
    lazy: async () => ({ Component: (await import('./features/eligibility-result/EligibleScreen')).default }),
  },
  {
    path: '/ineligible',
    lazy: async () => ({ Component: (await import('./features/ineligible/IneligibleScreen')).default }),
  },
];

export default routes;
