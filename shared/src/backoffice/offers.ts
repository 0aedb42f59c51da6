import { z } from 'zod';
import { reviewStatusSchema, staffRefSchema } from './schemas';

// The offer's contract: a murabaha offer per case, in versions, proposed by one staff member and approved by
// others (maker-checker), then sent to the applicant with its letter. The server declares these as its schemas and the
// back office's offer composer reads them. Money is in integer minor units (cents) of the offer's currency; dates are
// ISO 8601 calendar dates (YYYY-MM-DD), times ISO 8601 text. docs/offers.md gives the rules behind the numbers.

/** Whole minor units the server accepts for one amount: 10^13 cents (100 billion), so sums stay exact in a double. */
export const OFFER_MAX_MINOR = 10_000_000_000_000;
export const OFFER_MAX_TENURE_MONTHS = 120;
/** How far ahead an offer may stay open. */
export const OFFER_MAX_VALIDITY_DAYS = 90;
/** How far after its validity the first instalment may fall. */
export const OFFER_MAX_FIRST_DUE_DAYS = 365;
export const OFFER_REASON_MAX = 4000;

export const OFFER_MESSAGES = {
  description: 'Describe the asset or commodity bought for the applicant (3 to 500 characters).',
  currency: 'Choose a currency with cents (a three-letter ISO 4217 code such as USD).',
  cost: 'The cost price must be a whole number of cents, more than zero.',
  profit: 'The profit must be a whole number of cents, zero or more.',
  tooLarge: 'This amount is larger than an offer can be.',
  tenure: `The tenure must be a whole number of months from 1 to ${OFFER_MAX_TENURE_MONTHS}.`,
  scheduleType: 'Choose equal monthly instalments or a revenue-linked share.',
  share: 'The revenue share must be from 0.01% to 100% (1 to 10000 basis points).',
  expectedRevenue:
    'Give the expected monthly revenue (in cents, more than zero) for a revenue-linked schedule.',
  revenueTooLow:
    'At this share of the expected revenue the sale price would not be paid by the last month: raise the share or the tenure.',
  date: 'Dates are calendar dates written YYYY-MM-DD.',
  validUntil: `The offer must be valid until a date after today, at most ${OFFER_MAX_VALIDITY_DAYS} days ahead.`,
  firstDue: `The first instalment must fall after the offer’s validity date, within ${OFFER_MAX_FIRST_DUE_DAYS} days of it.`,
  donation: 'The charity donation per late instalment must be a whole number of cents, more than zero.',
  reason: 'Say why the offer goes back to review.',
  withdrawReason: 'Say why the offer is withdrawn.',
} as const;

export const OFFER_SCHEDULE_TYPES = ['equal', 'revenue_linked'] as const;
export const offerScheduleTypeSchema = z.enum(OFFER_SCHEDULE_TYPES);
export type OfferScheduleType = z.infer<typeof offerScheduleTypeSchema>;

/** A version's status: `returned` by an approver to review, `superseded` by a later version, `expired` once a sent
 * offer's validity date has passed without an answer (shown so on reading), `withdrawn` by the provider after it was
 * sent, or with its case when the case is declined or withdrawn. */
export const OFFER_STATUSES = [
  'proposed',
  'approved',
  'sent',
  'accepted',
  'declined',
  'returned',
  'superseded',
  'expired',
  'withdrawn',
] as const;
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

/** What the reader may do with a version now (the composer shows these, and only these). */
export const OFFER_ACTIONS = ['approve', 'return', 'send', 'withdraw'] as const;
export const offerActionSchema = z.enum(OFFER_ACTIONS);
export type OfferAction = z.infer<typeof offerActionSchema>;

/**
 * Why the reader cannot approve a version that awaits approval: they proposed it (four eyes), they gave one of its
 * approvals already, their role does not approve, or its validity date has passed.
 */
export const OFFER_APPROVAL_BLOCKS = ['proposer', 'alreadyApproved', 'role', 'lapsed'] as const;
export const offerApprovalBlockSchema = z.enum(OFFER_APPROVAL_BLOCKS);
export type OfferApprovalBlock = z.infer<typeof offerApprovalBlockSchema>;

/** What a proposal's answer warns of: nobody but the proposer can approve it (an admin must add an approver). */
export const OFFER_WARNINGS = ['noOtherApprover'] as const;
export const offerWarningSchema = z.enum(OFFER_WARNINGS);
export type OfferWarning = z.infer<typeof offerWarningSchema>;

const minor = (message: string, min: number) =>
  z
    .int({ error: message })
    .min(min, message)
    .max(OFFER_MAX_MINOR, OFFER_MESSAGES.tooLarge)
    .describe('Integer minor units (cents)');
const isoDate = z.iso.date({ error: OFFER_MESSAGES.date });

/** POST /backoffice/cases/:id/offers: the terms of a new version. The server checks the dates against today. */
export const offerTermsSchema = z.object({
  currency: z
    .string({ error: OFFER_MESSAGES.currency })
    .regex(/^[A-Z]{3}$/, OFFER_MESSAGES.currency)
    .default('USD'),
  asset: z.object({
    description: z
      .string({ error: OFFER_MESSAGES.description })
      .trim()
      .min(3, OFFER_MESSAGES.description)
      .max(500, OFFER_MESSAGES.description)
      .describe('The asset or commodity the provider buys and sells on to the applicant'),
  }),
  costMinor: minor(OFFER_MESSAGES.cost, 1).describe('Cost price: what the provider pays for the asset'),
  profitMinor: minor(OFFER_MESSAGES.profit, 0).describe('The provider’s profit, a fixed amount'),
  tenureMonths: z
    .int({ error: OFFER_MESSAGES.tenure })
    .min(1, OFFER_MESSAGES.tenure)
    .max(OFFER_MAX_TENURE_MONTHS, OFFER_MESSAGES.tenure),
  schedule: z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('equal') }),
      z.object({
        type: z.literal('revenue_linked'),
        revenueShareBps: z
          .int({ error: OFFER_MESSAGES.share })
          .min(1, OFFER_MESSAGES.share)
          .max(10_000, OFFER_MESSAGES.share)
          .describe('Share of each month’s revenue paid, in basis points (100 = 1%)'),
        expectedMonthlyRevenueMinor: minor(OFFER_MESSAGES.expectedRevenue, 1).describe(
          'The revenue the indicative schedule is computed from',
        ),
      }),
    ],
    { error: OFFER_MESSAGES.scheduleType },
  ),
  firstDueDate: isoDate,
  validUntil: isoDate.describe('The last day the applicant can accept the offer'),
  charity: z
    .object({ donationPerLateInstalmentMinor: minor(OFFER_MESSAGES.donation, 1) })
    .nullable()
    .default(null)
    .describe('The charity undertaking, or null for none: a fixed donation per late instalment'),
});
export type OfferTermsInput = z.input<typeof offerTermsSchema>;
export type OfferTerms = z.output<typeof offerTermsSchema>;

/** The body of a step taken with a reason (return, withdraw): the reason, trimmed, refused with `message`. */
const reasonBody = (message: string) =>
  z.object({
    reason: z.string({ error: message }).trim().min(1, message).max(OFFER_REASON_MAX, message),
  });
export const offerReturnBodySchema = reasonBody(OFFER_MESSAGES.reason);
export const offerWithdrawBodySchema = reasonBody(OFFER_MESSAGES.withdrawReason);

export const instalmentSchema = z.object({
  number: z.int().describe('1 for the first instalment'),
  dueDate: z.string(),
  amountMinor: z.int(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const offerVersionSchema = z.object({
  version: z.int(),
  status: offerStatusSchema,
  terms: offerTermsSchema,
  salePriceMinor: z.int().describe('Cost price + profit: what the applicant owes, and never more'),
  rate: z.object({
    basisPoints: z.int().describe('Flat annual profit rate in hundredths of a percent (docs/offers.md)'),
    display: z.string().describe('The same as a percentage with two decimals, e.g. "8.00%"'),
  }),
  schedule: z.array(instalmentSchema).describe('Indicative for a revenue-linked schedule'),
  requiredApprovals: z.int().describe('Two above OFFER_DUAL_APPROVAL_MINOR (the sale price), one otherwise'),
  proposedBy: staffRefSchema,
  proposedAt: z.string(),
  approvals: z.array(z.object({ by: staffRefSchema, at: z.string() })),
  returned: z.object({ by: staffRefSchema, at: z.string(), reason: z.string() }).nullable(),
  withdrawn: z
    .object({ by: staffRefSchema.nullable(), at: z.string(), reason: z.string().nullable() })
    .nullable()
    .describe(
      'Withdrawn after it was sent (with the reason), or with its case (no reason: the case says why)',
    ),
  sentAt: z.string().nullable(),
  clausesVersion: z.string(),
  letter: z
    .object({ sha256: z.string(), size: z.int() })
    .nullable()
    .describe('The stored offer letter (made on approval): GET …/offers/:version/pdf'),
  actions: z.array(offerActionSchema).describe('What the reader may do with this version now'),
  approvers: z
    .array(staffRefSchema)
    .describe(
      'The active approvers who could give this version its next approval (not its proposer, nor who approved it); empty unless it awaits approval',
    ),
  whyNot: offerApprovalBlockSchema
    .nullable()
    .describe(
      'Why the reader cannot approve this version awaiting approval; null when they can, or it awaits none',
    ),
  answer: z
    .object({
      kind: z.enum(['accepted', 'declined']),
      at: z.string(),
      signature: z.string().nullable().describe('The full name the applicant typed to accept'),
      reason: z.string().nullable().describe('The applicant’s reason for declining, if given'),
    })
    .nullable()
    .describe('The applicant’s answer from the dashboard (#18)'),
});
export type OfferVersion = z.infer<typeof offerVersionSchema>;

/** GET /backoffice/cases/:id/offers: every version, newest first. */
export const caseOffersSchema = z.object({
  caseId: z.int(),
  reviewStatus: reviewStatusSchema,
  canPropose: z.boolean().describe('Whether the reader may propose a new version now'),
  dualApprovalAboveMinor: z.int().describe('Sale prices above this need two approvals'),
  clausesVersion: z.string().describe('The clauses a new version would be made with'),
  otherApprovers: z
    .array(staffRefSchema)
    .describe('The active approvers besides the reader: a version the reader proposes waits for one of them'),
  offers: z.array(offerVersionSchema),
});
export type CaseOffers = z.infer<typeof caseOffersSchema>;

/** The answer of every offer step: the version as it is now, the case's status, and whether the applicant was mailed. */
export const offerStepResultSchema = z.object({
  reviewStatus: reviewStatusSchema,
  offer: offerVersionSchema,
  mailSent: z.boolean(),
  warning: offerWarningSchema
    .nullable()
    .optional()
    .describe('A proposal nobody but its proposer can approve: an admin must add an approver'),
});
export type OfferStepResult = z.infer<typeof offerStepResultSchema>;

/** `/backoffice/cases/:id/offers/:version`. */
export const offerParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  version: z.coerce.number().int().min(1).max(10_000),
});
