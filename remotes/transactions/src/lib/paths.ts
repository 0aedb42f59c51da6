// Where the transaction screens lead. /accounting belongs to the accounting remote; the shell routes it.
export const PATHS = {
  choice: '/subscriptions',
  credentials: (id: string) => `/subscriptions/${id}`,
  upload: '/subscriptions/file',
  mapping: '/subscriptions/file/mapping',
  accounting: '/accounting',
  home: '/',
} as const;

/** How-to pages of each provider for finding the API keys the credentials form asks for. */
export const KEY_HELP_URLS = {
  stripe: 'https://docs.stripe.com/keys',
  paypal: 'https://developer.paypal.com/api/rest/#link-getclientidandclientsecret',
  tap: 'https://developers.tap.company/docs',
} as const;
