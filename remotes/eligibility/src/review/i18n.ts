import { registerTranslations } from '@onboarding/shared';

export const ELIGIBILITY_REVIEW_NS = 'eligibility-review';

// English texts of the eligibility step's review panel (#16), apart from the applicant's screens so that their
// bundle does not carry them. Arabic comes with the languages issue: every text the panel shows is here.
export const eligibilityReviewEn = {
  title: 'Eligibility',
  loading: 'Loading the eligibility answers…',
  error: 'The eligibility answers could not be loaded.',
  retry: 'Try again',
  decision: {
    title: 'Policy decision',
    none: 'No eligibility decision was recorded for this application.',
    outcome: 'Outcome',
    eligible: 'Eligible',
    ineligible: 'Not eligible',
    amount: 'Amount',
    policy: 'Policy version',
    decidedAt: 'Decided',
  },
  reasons: {
    caption: 'Reasons, in the order the policy applied them',
    kind: 'Kind',
    code: 'Code',
    message: 'Reason',
    none: 'The policy recorded no reasons.',
    kinds: { 'knock-out': 'Knock-out', amount: 'Amount step', note: 'Note' },
  },
  answers: {
    caption: 'The applicant’s answers',
    question: 'Question',
    answer: 'Answer',
    notAnswered: 'Not answered',
    yes: 'Yes',
    no: 'No',
    fields: {
      businessName: 'Business name',
      businessWebsite: 'Business website',
      businessType: 'Business type',
      placeOfOperation: 'Place of operation',
      countryOfIncorporation: 'Country of incorporation',
      companyStage: 'Company stage',
      dateOfIncorporation: 'Date of incorporation',
      isSoftware: 'Is it a software company?',
      ARRYearlyRevenue: 'ARR / yearly revenue',
      activeContracts: 'Active contracts',
      investmentRounds: 'Investment rounds',
      runway: 'Runway (months)',
      requestedAmount: 'Requested amount',
      isSharia: 'Prefers shariah-compliant financing',
      debt: 'Has outstanding debt',
      debtAmount: 'Outstanding debt',
      institutionalInvestors: 'Institutional investors',
      raisedAmount: 'Amount raised',
    },
  },
};

registerTranslations(ELIGIBILITY_REVIEW_NS, eligibilityReviewEn, { ar: () => import('./i18n.ar') });
