// Every text of spec sections 5 and 8 that code compares, shows or returns, written once.
// Word for word as the spec's list of exact texts (../shared/spec/messages.txt), full stops included.
export const MESSAGES = {
  // validation (spec section 5)
  required: 'Value is required',
  invalidEmail: 'Value is not a valid email address',
  wrongNumber: 'wrong number',
  // Not in the spec: a name is one line (it is shown in emails).
  nameOneLine: 'Please enter the name on one line.',
  // Not in the spec: the invisible characters that reorder what a reader sees (U+202A–U+202E, U+2066–U+2069).
  directionCharacters: 'Please remove the invisible text-direction characters.',
  captchaRequired: 'Please complete the reCAPTCHA challenge',
  wrongWebsite: 'Wrong business Website url',
  notANumber: 'Value must be a number',
  negativeNumber: 'Value cannot be negative',
  requestedAmountTooHigh: 'The maximum amount allowed is 100,000,000',
  invalidDate: 'Value is not a valid date',
  invalidOption: 'Value is not one of the allowed options',
  documentTooLarge: 'File size exceeds the maximum limit of 20 MB',
  excelOnly: 'Only Excel files (.xlsx, .xls) are allowed.',
  invalidDataUrl: 'The file content is not a valid data URL',
  csvType: 'Please upload a CSV file.',
  csvTooLarge: 'The uploaded file is too large. The maximum file size allowed is 200 MB.',
  csvEmpty: 'The CSV file is empty.',
  mappingAllRequired: 'All fields are required. Please fill them out.',
  mappingColumnOnce: 'A column can be chosen only once',
  mappingErrorTitle: 'Data Mapping Error Detected',
  mappingErrorText: "We have detected some errors in the 'Date' column during the mapping process:",
  emptyField: 'Empty field',
  dateColumnNotFound: 'Invalid Date column not found',
  monthlyInvalidType: 'Invalid file type. Only files with the extensions xlsx, xls are allowed.',
  monthlyRowsMissing: 'Unable to submit mapping: Required columns are missing',
  industryRequired: 'Please choose an industry',
  // toasts and modals (spec section 8)
  captchaExpired: 'expired reCAPTCHA!',
  captchaFailed: 'fail reCAPTCHA!',
  genericFailure: 'Oops! Something went wrong. Please try again later.',
  resendFailure: 'Oops! Something went wrong.',
  emailSent: 'Email sent successfully',
  helpReceived: 'Your message has been received!',
  somethingWentWrong: 'Something went wrong!',
  submissionFailed: 'Something went wrong during submission!',
  accountingConnectFailed: 'Something Went Wrong!',
  uploadError: 'Error uploading!',
  noFileSelected: 'No file selected!',
  fileReadError: 'Error reading file',
  errorModalTitle: 'Oops, Something Went Wrong!!',
  errorModalText: 'We encountered an unexpected issue processing your request. Please try again.',
  tryAgain: 'Try Again',
  cancel: 'Cancel',
  notFound: 'NOT FOUND',
} as const;

export type MessageKey = keyof typeof MESSAGES;

// The spec's own instances, written out so they can be found as written.
const SPEC_LENGTH_MESSAGES: Record<string, string> = {
  min3: 'This field should be at least 3 characters long',
  max200: 'The maximum length allowed is 200',
};
const SPEC_COLUMN_MESSAGES: Record<number, string> = {
  4: 'Uploaded file should contain at least 4 columns',
  3: 'Uploaded file should contain at least 3 columns',
};

export const minLengthMessage = (n: number): string =>
  SPEC_LENGTH_MESSAGES[`min${n}`] ?? `This field should be at least ${n} characters long`;
export const maxItemsMessage = (n: number): string => `Please choose at most ${n}.`;

export const maxLengthMessage = (n: number): string =>
  SPEC_LENGTH_MESSAGES[`max${n}`] ?? `The maximum length allowed is ${n}`;
export const csvColumnsMessage = (n: number): string =>
  SPEC_COLUMN_MESSAGES[n] ?? `Uploaded file should contain at least ${n} columns`;
/** The spec's "…the end of September 2025", with the latest month allowed today ("November 2026"). */
export const incorporationDateTooLateMessage = (month: string): string =>
  `Date of incorporation cannot be later than the end of ${month}`;
/** Credentials errors read "Invalid Secret Key", "Invalid Client ID". */
export const invalidFieldMessage = (field: string): string => `Invalid ${field}`;
