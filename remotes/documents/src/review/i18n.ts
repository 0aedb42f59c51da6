import { registerTranslations } from '@onboarding/shared';

export const DOCUMENTS_REVIEW_NS = 'documents-review';

// English texts of the documents step's review panel and its viewer, apart from the applicant's screens so that
// their bundle does not carry them; the frame's heading, loading and error lines are the review kit's.
export const documentsReviewEn = {
  empty: 'The applicant has not uploaded any documents.',
  kinds: {
    StatementPreviousTwoYear: 'Audited financial statement (two years ago)',
    StatementPreviousOneYear: 'Audited financial statement (last year)',
    Registration: 'Holding company registration',
    CapTable: 'Cap table',
    FundraisingSummary: 'Fundraising summary',
  },
  superseded: 'Replaced',
  supersededOn: 'Replaced by a re-upload on {{date}}',
  fileName: 'File name',
  type: 'Type',
  size: 'Size',
  uploadedAt: 'Uploaded',
  view: 'View',
  viewLabel: 'View {{name}}',
  download: 'Download',
  downloadLabel: 'Download {{name}}',
  unavailable: 'This file is no longer stored.',
  mark: {
    group: 'Review mark for {{document}}',
    accepted: 'Accepted',
    needs_reupload: 'Needs re-upload',
    none: 'Not marked yet.',
    by: '{{mark}}: marked by {{who}} on {{date}}',
    saving: 'Saving the mark…',
    failed: 'The mark could not be saved.',
  },
  viewer: {
    title: 'Viewing: {{name}}',
    close: 'Close the viewer',
    imageAlt: '{{document}}: {{name}}',
    loading: 'Opening the document…',
    failed: 'This PDF could not be shown. Download it instead.',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{pages}}',
    zoomOut: 'Zoom out',
    zoomIn: 'Zoom in',
    zoomReset: 'Actual size',
    zoom: 'Zoom {{percent}}',
    pageShort: '{{page}}/{{pages}}',
    zoomShort: '{{percent}}',
    pageImage: 'Page {{page}} of {{pages}} of {{name}}',
    toolbar: 'PDF controls',
  },
};

registerTranslations(DOCUMENTS_REVIEW_NS, documentsReviewEn, { ar: () => import('./i18n.ar') });
