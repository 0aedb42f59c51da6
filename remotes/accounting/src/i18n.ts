import { ACCOUNTING_SYSTEMS, maxLengthMessage, MESSAGES, registerTranslations } from '@onboarding/shared';

export const ACCOUNTING_NS = 'accounting';

/** Longest name the API accepts for monthly accounts (accountingUploadSchema). */
export const MONTHLY_NAME_MAX_LENGTH = 100;

// English texts of /accounting and /monthly-mapping; the spec's texts word for word where it gives them.
export const accountingEn = {
  // The indicator of the transactions remote's screens, at its second step here: the same texts.
  progress: {
    label: 'Connect your systems: progress',
    step: 'Step {{number}} of {{total}}',
    subscription: 'Connect your subscription system',
    accounting: 'Connect your accounting system',
  },
  done: {
    text: 'Your accounting data has been received. This step is complete.',
    continue: 'Continue',
  },
  connect: {
    title: 'Connect Your Accounting System',
    intro:
      'Provide your monthly management accounts by connecting your accounting system, or upload them as an Excel file.',
    systemsLabel: 'Choose your accounting system',
    // One name per system everywhere (the journey panel lists the same ones): the shared list's.
    systems: Object.fromEntries(ACCOUNTING_SYSTEMS.map(({ id, name }) => [id, name])) as Record<
      (typeof ACCOUNTING_SYSTEMS)[number]['id'],
      string
    >,
    connecting: 'Connecting to {{system}}…',
    redirecting: 'Taking you to {{system}} to allow access…',
    or: 'or',
    other: 'Other',
    otherHint:
      'My accounting system is not listed: I will upload my monthly management accounts as an Excel file.',
    next: 'NEXT',
  },
  successModal: {
    csv: 'Your CSV file has been uploaded',
    system: "You've successfully connected your subscription system",
    text: 'Next, share your monthly management accounts by connecting your accounting system or uploading a file.',
    continue: 'CONTINUE',
  },
  accessDenied: {
    title: 'Accounting System Access Denied',
    text: 'Access to your accounting system was not granted, so we could not read your accounts.',
    next: 'Please connect your accounting system again and allow access, or upload your monthly management accounts manually.',
    support: 'If you need help, please contact our support team through the help link.',
    ok: 'OK',
  },
  mapping: {
    title: 'Upload Your Monthly Management Accounts',
    intro:
      'Upload your monthly management accounts as an Excel file (.xlsx or .xls, up to 20 MB) and give it a name. Mapping its rows is optional.',
    hintsTitle: 'Before you upload',
    hintCosts:
      'CoGS should include hosting, infrastructure and customer-success salaries (not for marketplaces); sales and marketing salaries belong in S&M, not in Salaries or G&A.',
    hintMonths: 'Accounts should cover at least 12 months.',
    fileLabel: 'Monthly management accounts (Excel)',
    fileHint: 'Excel file (.xlsx, .xls), up to 20 MB.',
    // The file zone's wording on phones and touch screens, where there is nothing to drag from.
    choose: 'Choose a file',
    // A file cannot outlive the page: after a reload (or a visit elsewhere) only its name is left.
    fileGone:
      'The file {{name}} you chose is no longer here: files are not kept when the page is reloaded or left. Please choose it again.',
    chooseAgain: 'Choose the file again',
    reading: 'Reading {{name}}…',
    nameLabel: 'Name',
    nameHint: 'For example: Management accounts 2024',
    startMapping: 'Start Mapping',
    cancelMapping: 'Cancel Mapping',
    mappingIntro:
      'Choose the sheet that holds your monthly accounts, then tell us which of its rows is which.',
    sheetLabel: 'Sheet',
    sheetPlaceholder: 'Choose a sheet',
    loadingSheets: 'Loading the sheets…',
    loadingRows: 'Loading the rows of {{sheet}}…',
    retrySheets: 'Try again',
    needFile: 'Choose your Excel file above to see its sheets.',
    fewRows:
      'This sheet has {{count, number}} rows with data; mapping needs at least {{min}}. Choose another sheet, or no sheet to submit without mapping.',
    noSheetHint: 'Without a sheet, the file is submitted without mapping.',
    rowsCaption: 'Rows of {{sheet}}: choose what each row holds',
    rowsRegion: 'Rows of {{sheet}}',
    rowHeader: 'Row',
    columnHeader: 'Column {{n}}',
    mapsToHeader: 'Maps to',
    mapsToLabel: 'Row {{n}} ({{label}}) maps to',
    notMapped: 'Not mapped',
    chipRow: 'row {{n}}',
    categoryTaken: '{{category}} (now row {{n}})',
    chooseRow: 'Choose a row',
    rowOption: 'Row {{n}}: {{label}}',
    rowOptionTaken: 'Row {{n}}: {{label}} (used for {{category}})',
    emptyRow: '(empty)',
    mappedCount: '{{count, number}} of {{total}} rows mapped',
    rows: {
      Dates: 'Dates',
      Revenues: 'Revenues',
      CoGS: 'CoGS',
      'R&D': 'R&D',
      'S&M': 'S&M',
      'G&A (all others)': 'G&A (all others)',
      Salaries: 'Salaries',
    },
    submit: 'submit',
    submitSkip: 'submit and skip mapping',
    submitting: 'Submitting…',
    back: 'BACK',
    submitted: 'Your monthly management accounts have been submitted.',
  },
  errors: {
    required: MESSAGES.required,
    nameTooLong: maxLengthMessage(MONTHLY_NAME_MAX_LENGTH),
    tooLarge: MESSAGES.documentTooLarge,
    invalidType: MESSAGES.monthlyInvalidType,
    rowsMissing: MESSAGES.monthlyRowsMissing,
    allRequired: MESSAGES.mappingAllRequired,
    somethingWentWrong: MESSAGES.somethingWentWrong,
    submissionFailed: MESSAGES.submissionFailed,
    connectFailed: MESSAGES.accountingConnectFailed,
    uploadError: MESSAGES.uploadError,
    noFileSelected: MESSAGES.noFileSelected,
    fileRead: MESSAGES.fileReadError,
  },
};

registerTranslations(ACCOUNTING_NS, accountingEn, { ar: () => import('./i18n.ar') });
