import { MESSAGES, registerTranslations } from '@onboarding/shared';

export const UPLOAD_NS = 'upload';

// What a document input says, wherever an applicant uploads documents (/financials, and the reviewer's requests on
// the dashboard): one catalogue, so the two places read the same.
export const uploadEn = {
  documents: {
    StatementPreviousTwoYear: 'Annual Audited Financial Statement {{year}}',
    StatementPreviousOneYear: 'Annual Audited Financial Statement {{year}}',
    Registration: 'Holding Company Registration',
    CapTable: 'Cap Table',
    FundraisingSummary: 'Fundraising Summary',
  },
  hints: {
    document: 'PDF, image or Office document, up to {{megabytes}} MB.',
    excel: 'Excel file (.xlsx, .xls), up to {{megabytes}} MB.',
  },
  // The file zone's wording on phones and touch screens, where there is nothing to drag from.
  choose: 'Choose a file',
  status: {
    chosen: 'Ready to upload',
    reading: 'Preparing…',
    uploading: 'Uploading… {{percent}}',
    stored: 'Uploaded',
    failedUpload: 'Upload failed.',
    failedRead: 'This file could not be read. Choose it again.',
    refused: 'This file was not accepted. Choose another file.',
  },
  retry: 'Retry',
  retryLabel: 'Retry the upload of {{document}}',
  // What the picker says of a file its rules refuse (FieldError), and the toasts of a failed send.
  errors: {
    required: MESSAGES.required,
    tooLarge: MESSAGES.documentTooLarge,
    excelOnly: 'Only Excel files (.xlsx, .xls) are allowed.',
    notAccepted:
      'This type of file is not accepted. Please choose a PDF, an image (PNG, JPG, GIF, WebP, TIFF, HEIC), a Word, Excel or PowerPoint document, or a CSV file.',
    empty: 'This file is empty. Please choose another file.',
    generic: MESSAGES.genericFailure,
    fileRead: MESSAGES.fileReadError,
  },
};

registerTranslations(UPLOAD_NS, uploadEn, { ar: () => import('./texts.ar') });
