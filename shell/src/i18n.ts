import { MESSAGES, registerTranslations } from '@onboarding/shared';

export const SHELL_NS = 'shell';

// English texts of the shell; the spec's texts word for word.
export const shellEn = {
  productName: 'Onboarding',
  skipToContent: 'Skip to the current step',
  loading: 'Loading…',
  journey: {
    // The product name followed by the word Journey (spec "Layout and shared elements").
    title: 'Onboarding Journey',
    subtitle: 'Follow these steps to secure your funding.',
    navbarTitle: 'Onboarding Journey',
    stepsLabel: 'Onboarding steps',
    statusDone: '{{step}}: completed',
    statusTodo: '{{step}}: not completed yet',
    current: 'You are here',
    eligibility: {
      title: 'Eligibility Check',
      points: [
        'Verify your basic information and business details.',
        'Expect an email to verify your identity.',
        'Have your incorporation documents ready.',
        'You will need your business name, website, place of incorporation and date of incorporation.',
      ],
    },
    documents: {
      title: 'Upload Your Documents',
      points: [
        'Annual audited financial statements for the past two years.',
        'Holding company registration.',
        'Cap table.',
        'Fundraising summary.',
      ],
    },
    systems: {
      title: 'Connect Your Systems',
      points: [
        'Connect your subscription or payment system (a card-payment provider or a wallet-payment provider), or upload a CSV file.',
        'Provide your monthly management accounts by connecting your accounting system ({{providers}}) or uploading a file.',
      ],
    },
    funded: {
      title: 'Get Funded',
      points: ['Receive a shariah-compliant financing offer once all steps are complete.'],
    },
  },
  help: {
    link: "We're here if you need help!",
    formLabel: 'Help request',
    email: 'Email',
    notes: 'Notes',
    notesHint: 'Tell us how we can help (3 to 200 characters).',
    submit: 'SUBMIT',
    sending: 'Sending…',
    received: MESSAGES.helpReceived,
    captchaRequired: MESSAGES.captchaRequired,
    captchaExpired: MESSAGES.captchaExpired,
    captchaFailed: MESSAGES.captchaFailed,
    failure: MESSAGES.genericFailure,
  },
  welcome: {
    greetingShort: 'Welcome!',
    greetingFull: 'Welcome to Onboarding! 🎉',
    text: 'Funding your growth is only a few steps away.',
    start: "LET'S START",
    // Not a text of the spec: the way back for an applicant who has applied (the applicant's dashboard).
    dashboard: 'Already applied? Sign in to your dashboard',
    logoAlt: 'Onboarding',
  },
  notFound: {
    title: MESSAGES.notFound,
    text: 'The page you are looking for does not exist.',
    home: 'Go to homepage',
  },
  remoteError: {
    title: MESSAGES.errorModalTitle,
    text: MESSAGES.errorModalText,
  },
} as const;

export type ShellStrings = typeof shellEn;

registerTranslations(SHELL_NS, shellEn as unknown as Record<string, unknown>, {
  ar: () => import('./i18n.ar'),
});
