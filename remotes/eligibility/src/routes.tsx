import { PATHS } from '@onboarding/shared';
import type { RouteObject } from '@onboarding/shared/router';
import './i18n';

// Exposed as './routes'. Absolute paths; each screen is its own chunk, fetched when its route is first visited.
const routes: RouteObject[] = [
  {
    path: PATHS.login,
    lazy: async () => ({ Component: (await import('./features/registration/RegistrationScreen')).default }),
  },
  {
    path: PATHS.emailCheck,
    lazy: async () => ({ Component: (await import('./features/email-check/EmailCheckScreen')).default }),
  },
  {
    path: PATHS.eligibleCheck,
    lazy: async () => ({
      Component: (await import('./features/eligibility-step-one/StepOneScreen')).default,
    }),
  },
  {
    path: PATHS.eligibleCheckPartTwo,
    lazy: async () => ({
      Component: (await import('./features/eligibility-step-two/StepTwoScreen')).default,
    }),
  },
  {
    path: PATHS.eligible,
    lazy: async () => ({ Component: (await import('./features/eligibility-result/EligibleScreen')).default }),
  },
  {
    path: PATHS.ineligible,
    lazy: async () => ({ Component: (await import('./features/ineligible/IneligibleScreen')).default }),
  },
];

export default routes;
