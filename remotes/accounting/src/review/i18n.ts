import { registerTranslations } from '@onboarding/shared';

export const ACCOUNTING_REVIEW_NS = 'accounting-review';

// English texts of the accounting step's review panel, apart from the applicant's screens so that their
// bundle does not carry them; its frame's heading, loading and error lines are the review kit's (review-texts.ts).
export const accountingReviewEn = {
  empty: 'The applicant has not connected an accounting system or uploaded monthly accounts.',
  connection: {
    title: 'Accounting system connection',
    service: 'Service',
    services: {
      xero: 'Xero',
      quickbooks: 'QuickBooks Online',
      zoho: 'Zoho Books',
      sage: 'Sage',
      sandbox: 'Sandbox provider',
    },
    status: 'Status',
    statuses: { connected: 'Connected', access_denied: 'Access denied' },
    reason: 'Reason',
    at: 'When',
  },
  upload: {
    showMonths: 'Month by month (table)',
    title: 'Monthly accounts (workbook)',
    fileName: 'File',
    size: 'Size',
    uploadedAt: 'Uploaded',
    sheet: 'Sheet used',
    noSheet: 'The first sheet',
    sheets: 'Sheets in the workbook',
    caption: 'Monthly accounts, as read from the workbook',
    noMonths: 'No month could be read from the workbook.',
    lineItem: 'Line item',
    row: 'row {{row}}',
    empty: '—',
    items: {
      revenues: 'Revenues',
      cogs: 'CoGS',
      rnd: 'R&D',
      sm: 'S&M',
      ga: 'G&A (all others)',
      salaries: 'Salaries',
    },
  },
};

registerTranslations(ACCOUNTING_REVIEW_NS, accountingReviewEn, { ar: () => import('./i18n.ar') });
