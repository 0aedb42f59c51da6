import { registerTranslations } from '@onboarding/shared';

export const REVIEW_NS = 'review-panel';

// The frame's texts of every step's review panel (review-frame.tsx): the heading, and what the loading and error
// lines name, by step. One catalogue, so the four panels read alike; each remote keeps only its own step's texts.
export const reviewEn = {
  titles: {
    eligibility: 'Eligibility',
    documents: 'Documents',
    transactions: 'Transactions',
    accounting: 'Accounting',
  },
  subjects: {
    eligibility: 'eligibility answers',
    documents: 'documents',
    transactions: 'transactions step',
    accounting: 'accounting step',
  },
  loading: 'Loading the {{subject}}…',
  error: 'The {{subject}} could not be loaded.',
  retry: 'Try again',
};

registerTranslations(REVIEW_NS, reviewEn, { ar: () => import('./review-texts.ar') });
