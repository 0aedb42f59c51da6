import { z } from 'zod';
import { DOCUMENT_KEYS } from '../schemas/documents';
import { metricUnitSchema, underwritingTextSchema, UNDERWRITING_KINDS } from './underwriting';

// A case's decision summary: what GET /backoffice/cases/:id/summary answers, the first thing the case page shows.
// Every figure comes from the server's underwriting (never recomputed in the browser); money is integer minor units;
// the flags come from the provider's versioned rule file (server/policy/flag-rules.json), named with its version and
// digest so that a reviewer knows which rules applied.

export const FLAG_SEVERITIES = ['info', 'warning', 'critical'] as const;
export const flagSeveritySchema = z.enum(FLAG_SEVERITIES);
export type FlagSeverity = z.infer<typeof flagSeveritySchema>;

export const flagSchema = z.object({
  /** The rule's code in the rule file (`logo_churn_high`): the back office's text for it is `summary.flag.<code>`. */
  code: z.string(),
  severity: flagSeveritySchema,
  /** What was measured: a metric's name, or `summary.data_age` for the months between the data and submission. */
  label: underwritingTextSchema,
  /** The figure that raised the flag and the rule's threshold, in `unit`. */
  value: z.number(),
  threshold: z.number(),
  unit: metricUnitSchema,
  /** `above`: raised when the figure is more than the threshold; `below`: when it is less. */
  comparison: z.enum(['above', 'below']),
  /** The section the figure comes from (`saas`, `marketplace`, `accounts`), null for the data's age. */
  kind: z.enum(UNDERWRITING_KINDS).nullable(),
});
export type Flag = z.infer<typeof flagSchema>;

export const summaryFigureSchema = z.object({
  key: z.string(),
  kind: z.enum(UNDERWRITING_KINDS),
  label: underwritingTextSchema,
  value: z.number().nullable(),
  unit: metricUnitSchema,
  /** Why it is unavailable, when `value` is null. */
  unavailable: underwritingTextSchema.nullable(),
});
export type SummaryFigure = z.infer<typeof summaryFigureSchema>;

export const PENDING_CHECKS = [
  'eligibility_decision',
  'transactions',
  'transactions_unavailable',
  'provider_unverified',
  'accounts',
  'documents_unreviewed',
] as const;
export type PendingCheck = (typeof PENDING_CHECKS)[number];

export const decisionSummarySchema = z.object({
  caseId: z.number().int(),
  currency: z.literal('USD'),
  requestedMinor: z.number().int().nullable(),
  /** The eligibility decision's amount, null before a decision. */
  eligibleMinor: z.number().int().nullable(),
  /** The pricing guide's suggested facility, or null with the reason. */
  suggestedMinor: z.number().int().nullable(),
  suggestedUnavailable: underwritingTextSchema.nullable(),
  pricingPolicyVersion: z.string(),
  /** The business's kind from its transactions (`saas`, `marketplace`), null without transactions. */
  kind: z.enum(['saas', 'marketplace']).nullable(),
  /** The key figures of the business's kind, then the accounts' margin and burn. */
  figures: z.array(summaryFigureSchema),
  flags: z.array(flagSchema),
  rules: z.object({ version: z.string(), digest: z.string() }),
  missing: z.object({
    openRequests: z.array(
      z.object({ id: z.number().int(), createdAt: z.string(), documents: z.array(z.enum(DOCUMENT_KEYS)) }),
    ),
    documentsToReupload: z.array(z.object({ id: z.number().int(), kind: z.enum(DOCUMENT_KEYS) })),
    /** Checks still to do, with a count where there are several (documents nobody has marked yet). */
    pendingChecks: z.array(z.object({ key: z.enum(PENDING_CHECKS), count: z.number().int().optional() })),
  }),
  computedAt: z.string(),
  metricsVersion: z.string(),
});
export type DecisionSummary = z.infer<typeof decisionSummarySchema>;
