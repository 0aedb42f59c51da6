import { z } from 'zod';
import { DOCUMENT_KEYS } from '../schemas/documents';
import { documentMarkSchema, staffRefSchema } from './schemas';

// The four step panels of the case page: what GET /backoffice/cases/:id/<step> answers, declared once for the
// server (its response schemas: a plain z.object drops every key it does not name, so nothing else can leave) and
// for each remote's `./review` panel. No schema here names a key, secret, token or ciphertext: the provider
// connections and OAuth connections are described by what they are, never by what opens them. Money is in integer
// minor units with its currency; times are ISO 8601 text.

const isoTime = z.string().describe('ISO 8601');

// ---- Eligibility --------------------------------------------------------------------------------------------------

/** The eligibility answers in the order of the two screens; the panel labels them by `field`. */
export const ELIGIBILITY_ANSWER_FIELDS = [
  'businessName',
  'businessWebsite',
  'businessType',
  'placeOfOperation',
  'countryOfIncorporation',
  'companyStage',
  'dateOfIncorporation',
  'isSoftware',
  'ARRYearlyRevenue',
  'activeContracts',
  'investmentRounds',
  'runway',
  'requestedAmount',
  'isSharia',
  'debt',
  'debtAmount',
  'institutionalInvestors',
  'raisedAmount',
] as const;
export type EligibilityAnswerField = (typeof ELIGIBILITY_ANSWER_FIELDS)[number];

/** How an answer reads: money in minor units (US dollars), yes/no, a list of names, a date, a number or text. */
export const ANSWER_KINDS = ['text', 'url', 'list', 'date', 'number', 'money', 'yesNo'] as const;

/** The English label of each answer (the API's; the panel's texts are in its translation files). */
export const ELIGIBILITY_ANSWER_LABELS: Record<EligibilityAnswerField, string> = {
  businessName: 'Business name',
  businessWebsite: 'Business website',
  businessType: 'Business type',
  placeOfOperation: 'Place of operation',
  countryOfIncorporation: 'Country of incorporation',
  companyStage: 'Company stage',
  dateOfIncorporation: 'Date of incorporation',
  isSoftware: 'Is it a software company?',
  ARRYearlyRevenue: 'ARR / yearly revenue',
  activeContracts: 'Active contracts',
  investmentRounds: 'Investment rounds',
  runway: 'Runway (months)',
  requestedAmount: 'Requested amount',
  isSharia: 'Prefers shariah-compliant financing',
  debt: 'Has outstanding debt',
  debtAmount: 'Outstanding debt',
  institutionalInvestors: 'Institutional investors',
  raisedAmount: 'Amount raised',
};

export const eligibilityAnswerSchema = z.object({
  field: z.enum(ELIGIBILITY_ANSWER_FIELDS),
  label: z.string().describe('English label; the panel shows its own translation of `field`'),
  kind: z.enum(ANSWER_KINDS),
  value: z
    .union([z.string(), z.number(), z.boolean(), z.array(z.string())])
    .nullable()
    .describe('money: integer minor units (USD); list: names; date: ISO 8601; null: not answered'),
});
export type EligibilityAnswer = z.infer<typeof eligibilityAnswerSchema>;

export const eligibilityReasonSchema = z.object({
  code: z.string(),
  kind: z
    .string()
    .describe('knock-out (ineligible), amount (a step of the formula) or note (for the reviewer)'),
  message: z.string(),
});

/** GET /backoffice/cases/:id/eligibility (audited as `eligibility.viewed`). */
export const eligibilityPanelSchema = z.object({
  answers: z.array(eligibilityAnswerSchema),
  decision: z
    .object({
      eligible: z.boolean(),
      amount: z.object({ amountMinor: z.int(), currency: z.string() }),
      policyVersion: z.string(),
      policyDigest: z.string(),
      reasons: z.array(eligibilityReasonSchema).describe('As the policy stored them, in order'),
      decidedAt: isoTime,
    })
    .nullable()
    .describe('Null when no decision was recorded'),
});
export type EligibilityPanel = z.infer<typeof eligibilityPanelSchema>;

// ---- Documents ----------------------------------------------------------------------------------------------------

/** How the panel shows a file: in the PDF viewer, as an image, or as a download (Office files, CSV…). */
export const DOCUMENT_VIEWS = ['pdf', 'image', 'download'] as const;
export type DocumentView = (typeof DOCUMENT_VIEWS)[number];

/** The detected types a browser shows inline (the content route answers them `inline`, everything else `attachment`). */
export const INLINE_IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** How a document of detected type `mime` is shown. */
export function documentViewOf(mime: string): DocumentView {
  if (mime === 'application/pdf') return 'pdf';
  return (INLINE_IMAGE_MIMES as readonly string[]).includes(mime) ? 'image' : 'download';
}

export const panelDocumentSchema = z.object({
  id: z.int(),
  kind: z.enum(DOCUMENT_KEYS).or(z.string()).describe('The document slot (Registration, CapTable…)'),
  originalName: z.string().describe('As the applicant named it; display only, never a path'),
  type: z.string().describe('Detected from the bytes: pdf, png, jpeg, xlsx, docx…'),
  mime: z.string().describe('Detected from the bytes'),
  size: z.int().describe('Bytes'),
  uploadedAt: isoTime,
  status: z.enum(['current', 'superseded']),
  supersededAt: isoTime.nullable(),
  view: z.enum(DOCUMENT_VIEWS),
  available: z
    .boolean()
    .describe('False once the file was removed from storage (the row stays as the record)'),
  mark: z
    .object({ mark: documentMarkSchema, by: staffRefSchema, at: isoTime })
    .nullable()
    .describe('The review team’s mark, seen by every reviewer'),
});
export type PanelDocument = z.infer<typeof panelDocumentSchema>;

/** GET /backoffice/cases/:id/documents (audited as `documents.viewed`): current first, then superseded, newest first. */
export const documentsPanelSchema = z.object({ documents: z.array(panelDocumentSchema) });
export type DocumentsPanel = z.infer<typeof documentsPanelSchema>;

// ---- Transactions -------------------------------------------------------------------------------------------------

export const revenuePointSchema = z.object({
  month: z.string().describe('YYYY-MM'),
  revenueMinor: z.int().describe('SAAS: MRR; MARKETPLACE: GMV; integer minor units of the CSV’s currency'),
  billingsMinor: z.int().nullable().describe('SAAS only'),
  takeMinor: z.int().nullable().describe('MARKETPLACE only'),
  orders: z.int().nullable().describe('MARKETPLACE only'),
  activeCustomers: z.int(),
  newCustomers: z.int(),
  churnedCustomers: z.int(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

/** A transaction provider the applicant connected: what it is and when it was verified, never its credentials. */
export const providerConnectionSchema = z.object({
  system: z.string().describe('STRIPE, PAYPAL or TAP'),
  name: z.string(),
  status: z.enum(['current', 'superseded']),
  verification: z.enum(['live', 'skipped']).describe('skipped: the server ran without live verification'),
  verifiedAt: isoTime.nullable(),
  connectedAt: isoTime,
});

export const csvImportSchema = z.object({
  fileName: z
    .string()
    .nullable()
    .describe(
      'The name of the file the applicant uploaded; null for uploads made before names were recorded',
    ),
  size: z.int().describe('Bytes'),
  available: z
    .boolean()
    .describe(
      'Whether storage still holds the file (GET /backoffice/cases/:id/transactions/csv downloads it)',
    ),
  uploadedAt: isoTime,
  systemName: z.string(),
  industry: z.enum(['SAAS', 'MARKETPLACE']),
  method: z.string().describe('The refund calculation method'),
  dateOrder: z.enum(['MDY', 'DMY']),
  mapping: z.record(z.string(), z.string()).describe('Field → the CSV column it was mapped to'),
  skipValidation: z.boolean(),
  customers: z.int(),
  rowsRead: z.int(),
  rowsRejected: z.int(),
  series: z.array(revenuePointSchema),
});
export type CsvImport = z.infer<typeof csvImportSchema>;

/** GET /backoffice/cases/:id/transactions (audited as `transactions.viewed`). */
export const transactionsPanelSchema = z.object({
  systemType: z
    .string()
    .nullable()
    .describe('From the transactions step: STRIPE, PAYPAL, TAP, OTHER, or null'),
  skipped: z.boolean().describe('The gaming/content path: no transactions step was asked for'),
  provider: providerConnectionSchema.nullable(),
  csv: csvImportSchema.nullable(),
});
export type TransactionsPanel = z.infer<typeof transactionsPanelSchema>;

// ---- Accounting ---------------------------------------------------------------------------------------------------

export const ACCOUNTING_LINE_ITEMS = ['revenues', 'cogs', 'rnd', 'sm', 'ga', 'salaries'] as const;
export type AccountingLineItem = (typeof ACCOUNTING_LINE_ITEMS)[number];

export const accountingMonthSchema = z.object({
  month: z.string().describe('YYYY-MM'),
  revenues: z.number().nullable(),
  cogs: z.number().nullable(),
  rnd: z.number().nullable(),
  sm: z.number().nullable(),
  ga: z.number().nullable(),
  salaries: z.number().nullable(),
});
export type AccountingMonth = z.infer<typeof accountingMonthSchema>;

/** An OAuth connection to an accounting service, as the integration service reported it: never its tokens. */
export const accountingConnectionSchema = z.object({
  service: z.string().describe('xero, quickbooks, zoho, sage…'),
  status: z.enum(['connected', 'access_denied']),
  reason: z.string().nullable(),
  at: isoTime.describe('When the connection (or the denial) happened'),
});

export const monthlyAccountsSchema = z.object({
  fileName: z.string(),
  size: z.int().describe('Bytes'),
  uploadedAt: isoTime,
  sheet: z.string().nullable(),
  sheetNames: z.array(z.string()),
  rows: z.record(z.string(), z.int()).describe('Line item → the row of the sheet it was mapped to'),
  months: z.array(accountingMonthSchema).describe('As stored: the workbook’s figures, in its own units'),
});
export type MonthlyAccounts = z.infer<typeof monthlyAccountsSchema>;

/** GET /backoffice/cases/:id/accounting (audited as `accounting.viewed`). */
export const accountingPanelSchema = z.object({
  connection: accountingConnectionSchema.nullable().describe('The latest connection outcome'),
  upload: monthlyAccountsSchema.nullable().describe('The latest monthly accounts workbook'),
});
export type AccountingPanel = z.infer<typeof accountingPanelSchema>;
