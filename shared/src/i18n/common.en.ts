import { BUSINESS_TYPES, type BusinessTypeCode } from '../constants/businessTypes';
import { COMPANY_STAGES, type CompanyStage } from '../constants/companyStages';
import { MESSAGES } from '../constants/messages';

/** English strings of the `common` namespace: texts of the shared UI and of spec section 8. */
export const commonEn = {
  ...MESSAGES,
  loading: 'Loading…',
  language: 'Language',
  digits: { label: 'Digits', latn: 'Western digits (123)', arab: 'Arabic-Indic digits (١٢٣)' },
  close: 'Close',
  dialogClose: 'Close dialog',
  continue: 'CONTINUE',
  back: 'BACK',
  next: 'NEXT',
  submit: 'SUBMIT',
  goToHomepage: 'Go to homepage',
  fileDrop: {
    prompt: 'Drag and drop a file here, or',
    browse: 'browse',
    selected: 'Selected file: {{name}}',
    remove: 'Remove file',
  },
  progress: 'Upload progress',
  // The toasts' region, and the close button and timer of each toast.
  toasts: {
    region: 'Notifications',
    close: 'Close notification',
    timer: 'Notification timer',
  },
  captcha: {
    label: 'Verification',
    loading: 'Loading verification…',
  },
  // The shared lists' names by code, for every app that shows an applicant's choices (option-names.ts reads them):
  // the English names are the lists' own (what the spec writes and the server stores), other languages translate them.
  options: {
    businessTypes: Object.fromEntries(BUSINESS_TYPES.map(({ code, name }) => [code, name])) as Record<
      BusinessTypeCode,
      string
    >,
    companyStages: Object.fromEntries(COMPANY_STAGES.map((stage) => [stage, stage])) as Record<
      CompanyStage,
      string
    >,
  },
} as const;
