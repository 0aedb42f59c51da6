import { DECLINE_CATEGORY_TEXTS, registerTranslations } from '@onboarding/shared';

export const ELIGIBILITY_NS = 'eligibility';

// English texts of the eligibility screens; where the spec gives a text it is copied word for word. Toasts and
// validation messages are the shared ones of the `common` namespace (spec section 8).
export const eligibilityEn = {
  registration: {
    title: 'Eligibility Check',
    subtitle: "Let's begin by getting to know you and your business a little better.",
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    phonePlaceholder: 'Enter a phone number',
    phoneCountry: 'Country of the phone number',
    phoneInternational: 'International',
    continue: 'CONTINUE',
    formLabel: 'Eligibility Check form',
  },
  existingApplication: {
    title: 'You already have an application',
    text: 'Do you want to start a new application?',
    startNew: 'START NEW APPLICATION',
    continue: 'CONTINUE',
  },
  dashboard: {
    title: 'Thank you for applying !',
    text: 'It looks you already have an account on the system, please login to create new application or review the existing one.',
    link: 'Go to Dashboard',
  },
  emailCheck: {
    title: 'Check Your Email!',
    text: "Awesome, we've got your contact details! Please check your email to move forward.",
    resend: 'Resend email',
    home: 'Go to homepage',
  },
  stepOne: {
    greeting: 'Hi {{name}}!',
    greetingNoName: 'Hi there!',
    intro: 'Tell us about your business so we can check your eligibility.',
    formLabel: 'Business details',
    businessName: 'Business name',
    businessWebsite: 'Business website',
    dateOfIncorporation: 'Date of incorporation',
    dateHint: 'Month and year, no later than {{month}}',
    month: 'Month',
    year: 'Year',
    placeOfOperation: 'Place of operation',
    placeOfOperationHint: 'Choose countries or type a place and press Enter',
    businessType: 'Business type',
    countryOfIncorporation: 'Country of incorporation (headquarters)',
    companyStage: 'Company stage',
    selectPlaceholder: 'Select…',
    noOptions: 'No matches',
    createOption: 'Add "{{value}}"',
    next: 'NEXT',
  },
  // What the lists tell screen readers (select-announcements.tsx): react-select's own texts are English only.
  select: {
    guidance: {
      menu: 'Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu.',
      input: 'Type to refine the list, press Down to open the menu.',
      inputMulti:
        'Type to refine the list, press Down to open the menu, press Left to focus the selected values.',
      value:
        'Use Left and Right to move between the selected values, press Backspace to remove the focused value.',
    },
    selected: 'option {{option}}, selected.',
    deselected: 'option {{option}}, deselected.',
    disabled: 'option {{option}} is disabled. Select another option.',
    cleared: 'All selected options have been cleared.',
    valueFocused: 'value {{option}} focused, {{position}} of {{total}}.',
    optionFocused: '{{option}}, {{position}} of {{total}}.',
    optionFocusedSelected: '{{option}} selected, {{position}} of {{total}}.',
    optionFocusedDisabled: '{{option}} disabled, {{position}} of {{total}}.',
    results_one: '{{count, number}} result available',
    results_other: '{{count, number}} results available',
    filtered: '{{results}} for search term {{input}}.',
    remove: 'Remove {{option}}',
  },
  stepTwo: {
    title: 'Eligibility Check',
    intro: 'A few questions about how your business is doing.',
    formLabel: 'Business performance',
    isSoftware: 'Is your company a technology company?',
    // Questions like the Yes/No ones; the Marketplace and E-commerce wording carries the spec's "annualized gross profit".
    revenue: 'What is your annualized revenue (USD)?',
    grossProfit: 'What is your annualized gross profit (USD)?',
    activeContracts: 'Number of active users',
    investmentRounds: 'Number of investment rounds',
    runway: 'Runway (months)',
    requestedAmount: 'Requested amount (USD)',
    isSharia: 'Do you prefer Shariah-compliant financing?',
    debt: 'Do you have outstanding debt?',
    debtAmount: 'Outstanding debt amount (USD)',
    institutionalInvestors: 'Number of institutional investors',
    raisedAmount: 'Amount raised to date (USD)',
    yes: 'Yes',
    no: 'No',
    back: 'BACK',
    submit: 'SUBMIT',
    wholeNumbers: 'Whole numbers only',
  },
  finished: {
    notice: 'Your eligibility check has been submitted, so these answers can no longer be changed.',
    continue: 'CONTINUE',
  },
  eligible: {
    checking: 'Checking your eligibility…',
    congratulations: 'Congratulations {{name}}!',
    congratulationsNoName: 'Congratulations!',
    upTo: 'You are eligible for up to',
    next: 'Upload your documents to move on to your financing offer.',
    uploadDocuments: 'UPLOAD DOCUMENTS',
  },
  ineligible: {
    title: 'Thank you for applying',
    text: 'Unfortunately, based on the information you provided, your business is not eligible for financing at this time.',
    contact: 'If our team finds that your situation is otherwise, we will contact you.',
    home: 'Go to homepage',
    reasons: 'Why your business is not eligible:',
    categories: { ...DECLINE_CATEGORY_TEXTS.en },
    decidableFrom: 'A new application can be decided from {{date}}.',
    emailed: 'We have also sent you this outcome by email.',
  },
};

registerTranslations(ELIGIBILITY_NS, eligibilityEn, { ar: () => import('./i18n.ar') });
