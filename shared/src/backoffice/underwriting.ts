import { z } from 'zod';

// The underwriting metrics of a case: what GET /backoffice/cases/:id/underwriting answers, computed by the
// server from the applicant's transactions (a CSV or a connected provider) and monthly accounts, and stored with the
// case. The back office charts from it. Money is integer minor units (US cents); ratios are numbers rounded to four
// decimals (0.1234 = 12.34 %). Definitions: docs/underwriting.md.

const isoTime = z.string().describe('ISO 8601');
const month = z.string().describe('YYYY-MM');

export const METRIC_UNITS = ['minor', 'ratio', 'count', 'months'] as const;
export const metricUnitSchema = z.enum(METRIC_UNITS);
export type MetricUnit = z.infer<typeof metricUnitSchema>;

// Every text the figures carry (a metric's name and formula, why it is unavailable, a section's name and notes, the
// pricing guide's words) is a key of the back office's catalogue (`underwriting.text.<key>` in
// backoffice/src/i18n.ts, Arabic beside it) with the values it names, never words of the server's: the back office
// writes it in the page's language.

const keysOf = <P extends string, K extends string>(prefix: P, names: readonly K[]) =>
  names.map((name) => `${prefix}.${name}` as `${P}.${K}`);

export const SAAS_METRIC_KEYS = [
  'mrr',
  'arr',
  'active_customers',
  'mrr_growth_mom',
  'mrr_growth_yoy',
  'nrr',
  'grr',
  'logo_churn',
  'largest_customer_share',
  'top10_share',
  'revenue_volatility',
] as const;
export const MARKETPLACE_METRIC_KEYS = [
  'gmv',
  'net_revenue',
  'annual_net_revenue',
  'take_rate',
  'active_buyers',
  'gmv_growth_mom',
  'gmv_growth_yoy',
  'net_revenue_growth_mom',
  'net_revenue_growth_yoy',
  'largest_customer_share',
  'top10_share',
  'revenue_volatility',
] as const;
export const ACCOUNTS_METRIC_KEYS = [
  'revenue',
  'gross_margin',
  'operating_expenses',
  'operating_result',
  'operating_margin',
  'monthly_burn',
  'revenue_growth_yoy',
  'rule_of_40',
  'revenue_difference',
] as const;

export const UNDERWRITING_TEXT_KEYS = [
  ...keysOf('metric.saas', SAAS_METRIC_KEYS),
  ...keysOf('metric.marketplace', MARKETPLACE_METRIC_KEYS),
  ...keysOf('metric.accounts', ACCOUNTS_METRIC_KEYS),
  ...keysOf('formula.saas', SAAS_METRIC_KEYS),
  ...keysOf('formula.marketplace', MARKETPLACE_METRIC_KEYS),
  ...keysOf('formula.accounts', [
    ...ACCOUNTS_METRIC_KEYS,
    // Rule of 40 with the transactions' year-on-year growth, when the accounts cover fewer than 13 months.
    'rule_of_40_transactions_mrr',
    'rule_of_40_transactions_net_revenue',
  ]),
  ...keysOf('series.saas', [
    'mrr',
    'new_mrr',
    'expansion_mrr',
    'contraction_mrr',
    'churned_mrr',
    'active_customers',
    'new_customers',
    'churned_customers',
    'mrr_growth_mom',
  ]),
  ...keysOf('series.marketplace', ['gmv', 'net_revenue', 'take_rate', 'orders', 'active_buyers']),
  ...keysOf('series.accounts', [
    'revenue',
    'cogs',
    'gross_profit',
    'gross_margin',
    'operating_expenses',
    'operating_result',
    'burn',
    'transactions_mrr',
    'transactions_net_revenue',
    'revenue_difference',
  ]),
  ...keysOf('section', ['saas', 'marketplace', 'transactions_csv', 'provider', 'accounts']),
  ...keysOf('reason', [
    'not_computable',
    'needs_months_revenue',
    'needs_months_accounts',
    'mrr_zero_month_before',
    'mrr_zero_year_before',
    'gmv_zero_month_before',
    'gmv_zero_year_before',
    'net_revenue_zero_month_before',
    'net_revenue_zero_year_before',
    'no_cohort',
    'no_revenue_12_months',
    'no_gmv_12_months',
    'no_net_revenue_12_months',
    'accounts_no_revenue',
    'accounts_year_before_missing',
    'accounts_revenue_zero_year_before',
    'growth_unknown',
    'no_transactions_to_compare',
    'no_common_month',
    'transactions_no_month',
    'accounts_no_month',
    'csv_gone',
    'csv_unreadable',
    'provider_offline',
    'provider_key_gone',
    'provider_unreachable',
    'provider_refused',
    'provider_no_charges',
  ]),
  ...keysOf('note', ['rows_skipped', 'provider_no_period', 'listing_cut', 'anonymous_charges']),
  ...keysOf('pricing.label', ['requested', 'eligibility', 'revenue']),
  ...keysOf('pricing.formula', [
    'requested',
    'eligibility',
    'eligibility_decided',
    'revenue',
    'mrr_multiple',
    'mrr_multiple_result',
    'arr_share',
    'arr_share_result',
    'annual_net_revenue_share',
    'annual_net_revenue_share_result',
  ]),
  ...keysOf('pricing.reason', ['no_requested', 'no_decision', 'no_transactions', 'revenue_unavailable']),
] as const;
export type UnderwritingTextKey = (typeof UNDERWRITING_TEXT_KEYS)[number];

export const underwritingTextSchema = z.object({
  key: z.enum(UNDERWRITING_TEXT_KEYS),
  /**
   * The values the text names, by their placeholder's name. A name ending in `Minor` is an amount in minor units
   * (written with the case's currency), one ending in `Month` a month (YYYY-MM), `message` a message of the server
   * in English (translated where shown, as every server message); other numbers are written as the page's language
   * writes numbers, other strings as they are (a policy version, an HTTP status).
   */
  params: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
});
export type UnderwritingText = z.infer<typeof underwritingTextSchema>;

export const underwritingMetricSchema = z.object({
  key: z.string(),
  label: underwritingTextSchema,
  /** Minor units, a ratio, a count or a number of months (`unit`); null when it cannot be computed. */
  value: z.number().nullable(),
  unit: metricUnitSchema,
  /** How it is computed, in a line. */
  formula: underwritingTextSchema,
  /** The months whose data it used. */
  months: z.array(month),
  /** Why it cannot be computed (`reason.needs_months_revenue` { needed: 13, have: 8 }), or null. */
  unavailable: underwritingTextSchema.nullable(),
});
export type UnderwritingMetric = z.infer<typeof underwritingMetricSchema>;

export const underwritingSeriesSchema = z.object({
  key: z.string(),
  label: underwritingTextSchema,
  unit: metricUnitSchema,
  points: z.array(z.object({ month, value: z.number().nullable() })),
});
export type UnderwritingSeries = z.infer<typeof underwritingSeriesSchema>;

export const UNDERWRITING_SOURCES = ['transactions_csv', 'provider', 'accounts'] as const;
export const UNDERWRITING_KINDS = ['saas', 'marketplace', 'accounts'] as const;

export const underwritingSectionSchema = z.object({
  source: z.enum(UNDERWRITING_SOURCES),
  kind: z.enum(UNDERWRITING_KINDS),
  label: underwritingTextSchema,
  /** What the reviewer should know about the data (rows skipped, a listing the provider limits). */
  notes: z.array(underwritingTextSchema),
  /** Why the section has no figures (no data, the data could not be read), or null. */
  unavailable: underwritingTextSchema.nullable(),
  metrics: z.array(underwritingMetricSchema),
  /** Monthly series for the charts, one point per month of the data. */
  series: z.array(underwritingSeriesSchema),
});
export type UnderwritingSection = z.infer<typeof underwritingSectionSchema>;

export const PRICING_BOUNDS = ['requested', 'eligibility', 'revenue'] as const;
export type PricingBound = (typeof PRICING_BOUNDS)[number];

export const pricingCandidateSchema = z.object({
  key: z.enum(PRICING_BOUNDS),
  label: underwritingTextSchema,
  amountMinor: z.number().int().nullable(),
  formula: underwritingTextSchema,
  unavailable: underwritingTextSchema.nullable(),
});

export const pricingGuideSchema = z.object({
  /** The least of the candidates (rounded down to the policy's step), or null with the reason. */
  suggestedMinor: z.number().int().nullable(),
  boundBy: z.enum(PRICING_BOUNDS).nullable(),
  candidates: z.array(pricingCandidateSchema),
  unavailable: underwritingTextSchema.nullable(),
  policyVersion: z.string(),
  policyDigest: z.string(),
});
export type PricingGuide = z.infer<typeof pricingGuideSchema>;

/** Which data the figures were computed from: a change of any of these makes the server compute again. */
export const underwritingInputsSchema = z.object({
  transactions: z
    .discriminatedUnion('kind', [
      z.object({
        kind: z.literal('csv'),
        importId: z.number().int(),
        uploadTimestamp: z.string(),
        uploadVersion: z.string().nullable(),
        industry: z.enum(['SAAS', 'MARKETPLACE']),
      }),
      z.object({
        kind: z.literal('provider'),
        credentialsId: z.number().int(),
        provider: z.string(),
        verification: z.string(),
      }),
    ])
    .nullable(),
  accounts: z.object({ uploadId: z.number().int(), sha256: z.string() }).nullable(),
  eligibility: z
    .object({ policyVersion: z.string(), amountMinor: z.number().int(), eligible: z.boolean() })
    .nullable(),
  requestedAmountMinor: z.number().int().nullable(),
});
export type UnderwritingInputs = z.infer<typeof underwritingInputsSchema>;

export const underwritingSchema = z.object({
  caseId: z.number().int(),
  computedAt: isoTime,
  /** The metrics' definitions' version (docs/underwriting.md); a new one recomputes stored results. */
  metricsVersion: z.string(),
  currency: z.literal('USD'),
  inputs: underwritingInputsSchema,
  sections: z.array(underwritingSectionSchema),
  pricing: pricingGuideSchema,
});
export type Underwriting = z.infer<typeof underwritingSchema>;
