import { credentialsPath, PATHS as JOURNEY_PATHS } from '@onboarding/shared';

// Where the transaction screens lead. /accounting belongs to the accounting remote; the shell routes it.
export const PATHS = {
  choice: JOURNEY_PATHS.subscriptions,
  credentials: credentialsPath,
  upload: JOURNEY_PATHS.subscriptionsFile,
  mapping: JOURNEY_PATHS.subscriptionsFileMapping,
  accounting: JOURNEY_PATHS.accounting,
  home: JOURNEY_PATHS.home,
  dashboard: JOURNEY_PATHS.dashboard,
} as const;

/** How-to pages of each provider for finding the API keys the credentials form asks for. */
export const KEY_HELP_URLS = {
  stripe: 'https://docs.stripe.com/keys',
  paypal: 'https://developer.paypal.com/api/rest/#link-getclientidandclientsecret',
  tap: 'https://developers.tap.company/docs',
} as const;
