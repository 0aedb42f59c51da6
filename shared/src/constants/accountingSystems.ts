/** The accounting systems the applicant can connect (spec "Accounting"), in the order the screen lists them. */
export const ACCOUNTING_SYSTEMS = [
  { id: 'xero', name: 'Xero' },
  { id: 'quickbooks', name: 'QuickBooks' },
  { id: 'zoho', name: 'Zoho Books' },
  { id: 'sage', name: 'Sage' },
] as const;

export type AccountingSystemId = (typeof ACCOUNTING_SYSTEMS)[number]['id'];
