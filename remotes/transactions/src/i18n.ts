import { MESSAGES, registerTranslations } from '@onboarding/shared';

export const TRANSACTIONS_NS = 'transactions';

// English texts of the transaction screens: the spec's texts word for word where it gives them.
export const transactionsEn = {
  progress: {
    label: 'Connect your systems: progress',
    step: 'Step {{number}} of {{total}}',
    subscription: 'Connect your subscription system',
    accounting: 'Connect your accounting system',
    current: '(current step)',
  },
  choice: {
    title: 'Connect Your Systems',
    intro:
      'Connect the system your customers pay through, so that we can read your transaction history. If your system is not listed, choose Other and upload your transactions as a CSV file.',
    providersLabel: 'Payment systems',
    kinds: {
      stripe: 'Card payments',
      paypal: 'Wallet payments',
      tap: 'Card and local payments',
    },
    other: 'Other',
    otherHint: 'My payment system is not listed: I will upload my transactions as a CSV file.',
    otherName: 'System name',
    otherNameHint: 'The name of the system your transactions come from.',
    next: 'NEXT',
  },
  credentials: {
    title: 'Connect {{name}}',
    intro: 'Enter the API keys of your {{name}} account. We use them only to read your transaction history.',
    fields: {
      secretKey: 'Secret Key',
      clientId: 'Client ID',
    },
    hints: {
      liveSecretKey: 'Your live secret key: at least 32 characters, starting with sk_live_.',
      paypal: 'More than 20 characters.',
    },
    howTo: 'How to find your {{name}} API keys',
    steps: {
      stripe: 'In your Stripe Dashboard, open Developers, then API keys, and reveal the live Secret key.',
      paypal:
        'In the PayPal Developer Dashboard, switch to Live, open Apps & Credentials and choose your app: it shows the Client ID and the Secret.',
      tap: 'In your Tap Dashboard, open Accounts, then your operator, then Merchant: it shows the Live Secret Key.',
    },
    newTab: '(opens in a new tab)',
    show: 'Show',
    hide: 'Hide',
    save: 'Save',
    saving: 'Saving…',
    back: 'BACK',
    unknown: {
      title: 'This payment system is not available',
      text: 'Choose one of the listed systems, or upload your transactions as a CSV file.',
      back: 'Choose a system',
    },
    failure: MESSAGES.genericFailure,
  },
  upload: {
    title: 'Upload Your Transactions',
    intro: 'Upload your transaction history as a CSV file of up to 200 MB, with one row per transaction.',
    system: 'System: {{name}}',
    industry: 'Industry',
    industries: {
      SAAS: 'SAAS',
      MARKETPLACE: 'Marketplace',
    },
    method: 'Calculation method',
    methods: {
      'No refund': 'No refund',
      'Forward deduction': 'Forward deduction',
      Standard: 'Standard',
    },
    columns: {
      title: 'Required columns',
      chooseIndustry: 'Choose your industry to see the columns your file needs.',
      caption: 'Columns your file needs, with an example row',
      intro:
        'Your file needs at least these columns, in any order; you match them to your own column names next.',
      template: 'Download the CSV template',
    },
    file: 'Transaction file (CSV)',
    // The file zone's wording on phones and touch screens, where there is nothing to drag from.
    choose: 'Choose a file',
    fileHint: 'A CSV file of up to 200 MB whose first row holds the column names.',
    checking: 'Checking your file…',
    checkingLabel: 'Checking your file',
    checked_one: '{{columns, number}} columns and {{count, number}} row found.',
    checked_other: '{{columns, number}} columns and {{count, number}} rows found.',
    upload: 'UPLOAD',
    uploading: 'Uploading…',
    uploadingLabel: 'Uploading your file',
    uploaded: 'Your file has been uploaded.',
    back: 'BACK',
    errors: {
      // The issue quotes it with its full stop; shared MESSAGES.csvType has none.
      type: 'Please upload a CSV file.',
      tooLarge: MESSAGES.csvTooLarge,
      empty: MESSAGES.csvEmpty,
      columns: 'Uploaded file should contain at least {{min}} columns',
      read: MESSAGES.fileReadError,
      name: 'Please rename the file: its name contains invisible text-direction or control characters.',
      noFile: MESSAGES.noFileSelected,
      uploadLink: MESSAGES.uploadError,
      confirm: MESSAGES.somethingWentWrong,
    },
  },
  mapping: {
    title: 'Great, Your Transaction File is Uploaded!',
    introDrag:
      'Put each column of your file next to the field it holds: drag it by its handle, or focus the handle and press Space, then the arrow keys, then Space again.',
    introSelect: 'Choose the column of your file that holds each field.',
    fileName: 'File: {{name}}',
    fields: {
      customer_id: 'Unique customer ID',
      amount: 'Amount',
      start_date: 'Start date',
      period: 'Period',
      date: 'Date',
      gmv: 'GMV',
      take: 'Take rate',
    },
    fieldsLabel: 'Required fields',
    columnsLabel: 'Columns of your file',
    unused: 'Columns not used',
    example: 'e.g. {{value}}',
    noExample: 'no example value',
    choose: 'Select a column',
    chosenElsewhere: '{{column}} (already chosen)',
    position: '(mapped to {{field}})',
    positionUnused: '(not used)',
    dnd: {
      instructions:
        'To pick up a column, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
      picked: 'Picked up column {{column}}.',
      over: 'Column {{column}} is now at position {{position}}: {{field}}.',
      dropped: 'Column {{column}} dropped at position {{position}}: {{field}}.',
      cancelled: 'Moving cancelled. Column {{column}} went back to its place.',
      notUsed: 'not used',
    },
    submit: 'SUBMIT',
    submitting: 'Submitting…',
    checkingFile: 'Checking the file…',
    back: 'BACK',
    missingFile: 'Please upload your transaction file first.',
    uploadAgain: 'Upload a file',
    errors: {
      allRequired: MESSAGES.mappingAllRequired,
      columnOnce: MESSAGES.mappingColumnOnce,
      dateNotFound: MESSAGES.dateColumnNotFound,
      failure: MESSAGES.genericFailure,
      read: MESSAGES.fileReadError,
    },
    problemsModal: {
      title: MESSAGES.mappingErrorTitle,
      intro:
        'Correct these rows in your file and upload it again. If you proceed without fixing, the rows that cannot be read are left out.',
      // The spec's sentence for the date column; the same words for the other columns.
      text: MESSAGES.mappingErrorText,
      columnText: "We have detected some errors in the '{{field}}' column during the mapping process:",
      rowsInColumn_one: '{{count, number}} row, in your column “{{column}}”:',
      rowsInColumn_other: '{{count, number}} rows, in your column “{{column}}”:',
      rows_one: '{{count, number}} row:',
      rows_other: '{{count, number}} rows:',
      row: 'Row {{row}}:',
      more_one: 'and {{count, number}} more row.',
      more_other: 'and {{count, number}} more rows.',
      emptyField: MESSAGES.emptyField,
      fix: 'Fix the file',
      proceed: 'Proceed Without Fixing',
      back: 'BACK',
    },
  },
  done: {
    title: 'Connect Your Systems',
    text: 'Your transaction data has been received. This step is complete.',
    continue: 'Continue',
  },
  connected: {
    title: 'Thanks for sharing your transaction data!',
    text: 'Our team will review your application and get back to you within two business days.',
    home: 'Go to homepage',
    reference: 'Your application reference:',
    referenceNote: 'We have emailed you a confirmation with it. Please quote it whenever you contact us.',
    dashboard: 'Go to your dashboard',
  },
};

export type TransactionsStrings = typeof transactionsEn;

registerTranslations(TRANSACTIONS_NS, transactionsEn, { ar: () => import('./i18n.ar') });
