import { registerTranslations } from '@onboarding/shared';

export const TRANSACTIONS_REVIEW_NS = 'transactions-review';

// English texts of the transactions step's review panel, apart from the applicant's screens so that their
// bundle does not carry them; the frame's heading, loading and error lines are the review kit's.
export const transactionsReviewEn = {
  empty: 'The applicant has not connected a system or uploaded transactions.',
  skipped: 'Not asked for: the business is on the gaming and content path.',
  provider: {
    title: 'Connected provider',
    system: 'Provider',
    status: 'Status',
    statuses: { current: 'Connected', superseded: 'Replaced by a later connection' },
    verification: 'Credentials check',
    verifications: {
      live: 'Verified with the provider',
      skipped: 'Not verified (the server ran without live verification)',
    },
    verifiedAt: 'Verified',
    connectedAt: 'Connected',
    never: 'Never',
  },
  csv: {
    title: 'Uploaded transactions (CSV)',
    fileName: 'File',
    unnamed: 'Name not recorded',
    size: 'Size',
    uploadedAt: 'Uploaded',
    systemName: 'System',
    industry: 'Business model',
    industries: { SAAS: 'Subscription (SaaS)', MARKETPLACE: 'Marketplace' },
    method: 'Refund calculation',
    // The applicant's choice, by the name stored with the import (the transactions step's list).
    methods: { 'No refund': 'No refund', 'Forward deduction': 'Forward deduction', Standard: 'Standard' },
    dateOrder: 'Date order',
    dateOrders: { MDY: 'Month/day/year', DMY: 'Day/month/year' },
    rows: 'Rows',
    rowsValue: '{{read}} read, {{rejected}} rejected',
    customers: 'Customers',
    download: 'Download the CSV file',
    downloadLabel: 'Download the CSV file {{name}}',
    unavailable: 'The file is no longer stored.',
    mappingCaption: 'Column mapping',
    field: 'Field',
    column: 'CSV column',
    // The names the applicant read on the mapping screen (the applicant's texts' mapping.fields, kept equal by
    // i18n.fields.test.ts), here so the back office does not load the applicant's screens' texts.
    fields: {
      customer_id: 'Unique customer ID',
      amount: 'Amount',
      start_date: 'Start date',
      period: 'Period',
      date: 'Date',
      gmv: 'GMV',
      take: 'Take rate',
    },
    seriesCaption: 'Monthly revenue',
    noSeries: 'No month could be read from the file.',
    month: 'Month',
    revenue: { SAAS: 'MRR', MARKETPLACE: 'GMV' },
    billings: 'Billings',
    take: 'Take',
    orders: 'Orders',
    active: 'Active customers',
    new: 'New customers',
    churned: 'Churned customers',
  },
};

registerTranslations(TRANSACTIONS_REVIEW_NS, transactionsReviewEn, { ar: () => import('./i18n.ar') });
