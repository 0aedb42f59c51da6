// Every path of the applicant's screens, named once: the table (table.ts), the remotes' routes and their navigate
// targets all use these, so a screen that moves is one edit.

export const PATHS = {
  home: '/',
  login: '/login',
  emailCheck: '/email-check',
  eligibleCheck: '/eligible-check',
  eligibleCheckPartTwo: '/eligible-check-part-two',
  eligible: '/eligible',
  ineligible: '/ineligible',
  financials: '/financials',
  documentsEmail: '/documents-email',
  subscriptions: '/subscriptions',
  subscriptionsFile: '/subscriptions/file',
  subscriptionsFileMapping: '/subscriptions/file/mapping',
  subscriptionsConnected: '/subscriptions/connected',
  /** One provider's credentials form: `/subscriptions/:id`. */
  subscriptionsCredentials: '/subscriptions/:id',
  accounting: '/accounting',
  monthlyMapping: '/monthly-mapping',
  funded: '/funded',
  dashboard: '/dashboard',
} as const;

/** One provider's credentials form, e.g. `/subscriptions/stripe`. */
export const credentialsPath = (id: string): string => `${PATHS.subscriptions}/${id}`;
