import { z } from 'zod';

// The underwriting metrics of a case (#17): what GET /backoffice/cases/:id/underwriting answers, computed by the
// server from the applicant's transactions (a CSV or a connected provider) and monthly accounts, and stored with the
// case. The back office charts from it. Money is integer minor units (US cents); ratios are numbers rounded to four
// decimals (0.1234 = 12.34 %). Definitions: docs/underwriting.md.

const isoTime = z.string().describe('ISO 8601');
const month = z.string().describe('YYYY-MM');

export const METRIC_UNITS = ['minor', 'ratio', 'count', 'months'] as const;
export const metricUnitSchema = z.enum(METRIC_UNITS);
export type MetricUnit = z.infer<typeof metricUnitSchema>;

export const underwritingMetricSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Minor units, a ratio, a count or a number of months (`unit`); null when it cannot be computed. */
  value: z.number().nullable(),
  unit: metricUnitSchema,
  /** How it is computed, in a line. */
  formula: z.string(),
  /** The months whose data it used. */
  months: z.array(month),
  /** Why it cannot be computed ("Needs 13 months of revenue; the data has 8."), or null. */
  unavailable: z.string().nullable(),
});
export type UnderwritingMetric = z.infer<typeof underwritingMetricSchema>;

export const underwritingSeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: metricUnitSchema,
  points: z.array(z.object({ month, value: z.number().nullable() })),
});
export type UnderwritingSeries = z.infer<typeof underwritingSeriesSchema>;

export const UNDERWRITING_SOURCES = ['transactions_csv', 'provider', 'accounts'] as const;
export const UNDERWRITING_KINDS = ['saas', 'marketplace', 'accounts'] as const;

export const underwritingSectionSchema = z.object({
  source: z.enum(UNDERWRITING_SOURCES),
  kind: z.enum(UNDERWRITING_KINDS),
  label: z.string(),
  /** What the reviewer should know about the data (rows skipped, a listing the provider limits), or null. */
  note: z.string().nullable(),
  /** Why the section has no figures (no data, the data could not be read), or null. */
  unavailable: z.string().nullable(),
  metrics: z.array(underwritingMetricSchema),
  /** Monthly series for the charts, one point per month of the data. */
  series: z.array(underwritingSeriesSchema),
});
export type UnderwritingSection = z.infer<typeof underwritingSectionSchema>;

export const PRICING_BOUNDS = ['requested', 'eligibility', 'revenue'] as const;
export type PricingBound = (typeof PRICING_BOUNDS)[number];

export const pricingCandidateSchema = z.object({
  key: z.enum(PRICING_BOUNDS),
  label: z.string(),
  amountMinor: z.number().int().nullable(),
  formula: z.string(),
  unavailable: z.string().nullable(),
});

export const pricingGuideSchema = z.object({
  /** The least of the candidates (rounded down to the policy's step), or null with the reason. */
  suggestedMinor: z.number().int().nullable(),
  boundBy: z.enum(PRICING_BOUNDS).nullable(),
  candidates: z.array(pricingCandidateSchema),
  unavailable: z.string().nullable(),
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
