import { registerTranslations } from '@onboarding/shared';
import { ELIGIBILITY_ANSWER_LABELS } from '@onboarding/shared/backoffice';

export const ELIGIBILITY_REVIEW_NS = 'eligibility-review';

// English texts of the eligibility step's review panel, apart from the applicant's screens so that their bundle does
// not carry them (the frame's are the review kit's), and their Arabic in i18n.ar.ts.
export const eligibilityReviewEn = {
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
    // The policy's sentences by reason code, word for word as server/src/eligibility/decide.ts writes them: the panel
    // reads the figures back out of a stored sentence with these (reason-text.ts) to write it in another language.
    sentences: {
      REVENUE_BELOW_MINIMUM: 'Annualized revenue of {{revenue}} is below the minimum of {{minimum}}.',
      RUNWAY_BELOW_MINIMUM: 'Runway of {{months}} months is below the minimum of {{minimum}} months.',
      INCORPORATED_TOO_RECENTLY:
        'Incorporated {{months}} full months ago; at least {{minimum}} are required.',
      NOT_TECHNOLOGY_COMPANY: 'The applicant is not a technology company.',
      EXCLUDED_BUSINESS_TYPE: 'Business type {{types}} is excluded by the policy.',
      EXCLUDED_COUNTRY_OF_INCORPORATION: 'Country of incorporation {{country}} is excluded by the policy.',
      UNKNOWN_COMPANY_STAGE: 'Company stage "{{stage}}" has no revenue multiple in the policy.',
      NO_SHARIA_PREFERENCE:
        'The applicant stated no Shariah-compliant preference; the financing offered is Shariah-compliant.',
      BASE_AMOUNT: 'Annualized revenue {{revenue}} × {{multiple}} ({{stage}}) = {{value}}.',
      DEBT_DEDUCTED: 'Outstanding debt {{debt}} × {{factor}} = {{deduction}} deducted, leaving {{value}}.',
      CAPPED_BY_REQUESTED_AMOUNT: 'Capped at the requested amount of {{amount}}.',
      CAPPED_BY_POLICY_MAXIMUM: 'Capped at the policy maximum of {{amount}}.',
      ROUNDED_DOWN: 'Rounded down to whole dollars: {{amount}}.',
      AMOUNT_BELOW_MINIMUM:
        'The resulting amount of {{amount}} is below the minimum financing of {{minimum}}.',
    },
  },
  answers: {
    caption: 'The applicant’s answers',
    question: 'Question',
    answer: 'Answer',
    notAnswered: 'Not answered',
    yes: 'Yes',
    no: 'No',
    // The API's labels: the panel's English is theirs.
    fields: ELIGIBILITY_ANSWER_LABELS,
  },
};

registerTranslations(ELIGIBILITY_REVIEW_NS, eligibilityReviewEn, { ar: () => import('./i18n.ar') });
