import type { Translation } from '@onboarding/shared';
import type { reviewEn } from './review-texts';

// Arabic of the review panels' frame (loaded only when the back office turns to Arabic).
const reviewAr: Translation<typeof reviewEn> = {
  titles: {
    eligibility: 'الأهلية',
    documents: 'المستندات',
    transactions: 'المعاملات',
    accounting: 'المحاسبة',
  },
  subjects: {
    eligibility: 'إجابات الأهلية',
    documents: 'المستندات',
    transactions: 'خطوة المعاملات',
    accounting: 'خطوة المحاسبة',
  },
  loading: 'جارٍ تحميل {{subject}}…',
  error: 'تعذّر تحميل {{subject}}.',
  retry: 'حاول مرة أخرى',
};

export default reviewAr;
