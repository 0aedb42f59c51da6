import { z } from 'zod';
import { REVIEW_STATUSES, type ReviewStatus } from '../constants/reviewStatuses';
import { DOCUMENT_KEYS } from '../schemas/documents';
import { flagSeveritySchema } from './summary';

// The back office's contract: the bodies of /api/backoffice/... that the server declares as its schemas and
// the back office host and the remotes' review panels read. Server and browsers import them from here, so a change
// is one change. Money is in integer minor units with its currency; times are ISO 8601 text.

export const STAFF_ROLES = ['reviewer', 'approver', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const reviewStatusSchema = z.enum(REVIEW_STATUSES);

/** The review actions the lifecycle knows (server/src/lifecycle/review.ts); a case lists those its reader may take. */
export const REVIEW_ACTIONS = [
  'startReview',
  'requestInformation',
  'provideInformation',
  'proposeOffer',
  'returnToReview',
  'approveOffer',
  'sendOffer',
  'withdrawOffer',
  'acceptOffer',
  'declineOffer',
  'decline',
  'withdraw',
] as const;
export const reviewActionSchema = z.enum(REVIEW_ACTIONS);
export type ReviewAction = z.infer<typeof reviewActionSchema>;

export const DOCUMENT_MARKS = ['accepted', 'needs_reupload'] as const;
export const documentMarkSchema = z.enum(DOCUMENT_MARKS);
export type DocumentMark = z.infer<typeof documentMarkSchema>;

const money = z.object({
  amountMinor: z.int().describe('Integer minor units (cents)'),
  currency: z.string().describe('ISO 4217, e.g. USD'),
});

export const staffRefSchema = z.object({ id: z.string(), email: z.string() });

export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export const staffStatusSchema = z.enum(STAFF_STATUSES);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

/**
 * A staff account as admins see it on the Team page: how it signs in, when it last did, its live sessions and, while
 * invited, when its enrolment link ends (null once used up or revoked).
 */
export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: staffStatusSchema,
  signIn: z.enum(['password', 'sso']).describe('sso: the account is bound to a single sign-on identity'),
  lastSignInAt: z.iso.datetime().nullable(),
  liveSessions: z.int().min(0),
  invitationExpiresAt: z.iso.datetime().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** GET /backoffice/staff: everyone a case can be assigned to (and, for admins, the whole team with its accounts). */
export const staffListSchema = z.object({
  staff: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      role: staffRoleSchema,
      status: staffStatusSchema,
      account: staffAccountSchema
        .omit({ id: true, email: true, role: true, status: true })
        .optional()
        .describe('Admins only'),
    }),
  ),
});

/**
 * What an admin can do to a member's account, each POST /backoffice/staff/{id}/{move} (the table of which status each
 * applies to is server/src/staff/team-moves.ts): `disable` ends every live session at once; `reset` clears the
 * password and authenticator, ends the sessions and mails a new enrolment link; `resend-invitation` mails a new link
 * (the old one stops working); `revoke-invitation` removes a pending account.
 */
export const STAFF_MOVES = [
  'disable',
  'enable',
  'role',
  'reset',
  'end-sessions',
  'resend-invitation',
  'revoke-invitation',
] as const;
export const staffMoveSchema = z.enum(STAFF_MOVES);
export type StaffMove = z.infer<typeof staffMoveSchema>;

/** The body of POST /backoffice/staff/{id}/role. */
export const staffRoleChangeSchema = z.object({ role: staffRoleSchema });

/** The answer to every staff move: the account as it is now (null once an invitation is revoked) and what was done. */
export const staffMoveResultSchema = z.object({
  member: staffListSchema.shape.staff.element.nullable(),
  endedSessions: z.int().min(0).describe('Live sessions ended by this move'),
  mailSent: z.boolean().optional().describe('reset and resend-invitation: false while the mail stays queued'),
});
export type StaffMoveResult = z.infer<typeof staffMoveResultSchema>;

// ---- The queue ----------------------------------------------------------------------------------------------------

/**
 * The queue's columns it sorts by: `due` the time left on the review's promise (cases whose promise no longer runs
 * last), `figure` the main figure of the business's kind (MRR or GMV), `activity` the last activity.
 */
export const QUEUE_SORT_KEYS = [
  'due',
  'business',
  'status',
  'requested',
  'suggested',
  'figure',
  'activity',
  'assignee',
] as const;
export type QueueSortKey = (typeof QUEUE_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The review statuses in which the promise of a decision within two business days still runs (due.ts). */
export const PROMISE_STATUSES = [
  'SUBMITTED',
  'IN_REVIEW',
  'INFO_REQUESTED',
  'OFFER_PROPOSED',
  'OFFER_APPROVED',
] as const satisfies readonly ReviewStatus[];

/** GET /backoffice/cases: the query. Every filter is optional; `assignee` is a staff id, `me` or `none`. */
export const queueQuerySchema = z.object({
  status: reviewStatusSchema.optional(),
  assignee: z.string().max(64).optional(),
  businessType: z.string().max(64).optional(),
  country: z.string().max(8).optional(),
  minAmount: z.coerce.number().int().min(0).optional().describe('Requested amount, whole US dollars'),
  maxAmount: z.coerce.number().int().min(0).optional(),
  submittedFrom: z.iso.date().optional(),
  submittedTo: z.iso.date().optional(),
  q: z.string().max(200).optional().describe('Business name or email, any part, any case'),
  awaiting: z
    .literal('me')
    .optional()
    .describe(
      'Saved view: versions proposed by someone else that the reader, an approver, can still approve',
    ),
  replied: z
    .literal('yes')
    .optional()
    .describe('Saved view: an information request answered after the last staff change on the case'),
  sort: z.enum(QUEUE_SORT_KEYS).default('due').describe('The column the rows are ordered by (ties: by id)'),
  dir: z.enum(SORT_DIRECTIONS).default('asc').describe('Empty values come last either way'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type QueueQuery = z.input<typeof queueQuerySchema>;

export const caseSummarySchema = z.object({
  id: z.int(),
  businessName: z.string(),
  email: z.string(),
  applicantName: z.string(),
  businessType: z.array(z.string()).describe('Names of the business types'),
  country: z.string().describe('Country of incorporation (code)'),
  requested: money,
  submittedAt: z.string(),
  dueAt: z.string().describe('Two business days after submission (backoffice/due.ts)'),
  reviewStatus: reviewStatusSchema,
  assignee: staffRefSchema.nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

/** The main figure of the business's kind, from the stored underwriting: MRR for SaaS, GMV for a marketplace. */
export const QUEUE_FIGURES = ['mrr', 'gmv'] as const;

/** A row of the queue: the case's summary and what a reviewer triages by. */
export const queueCaseSchema = caseSummarySchema.extend({
  dueAt: z
    .string()
    .nullable()
    .describe(
      'When the review is due (due.ts); null once the promise no longer runs (an offer sent, closed)',
    ),
  suggested: money
    .nullable()
    .describe(
      'The pricing guide’s suggested facility from the stored underwriting; null: none computed, or none',
    ),
  figure: z
    .object({ key: z.enum(QUEUE_FIGURES), amountMinor: z.int(), currency: z.string() })
    .nullable()
    .describe('From the stored underwriting; null: not computed yet, or unavailable'),
  flags: z
    .array(z.object({ code: z.string(), severity: flagSeveritySchema }))
    .optional()
    .describe(
      'The flags the rule file raises on the stored underwriting (as the decision summary’s, most severe first); absent while no figures are stored',
    ),
  lastActivityAt: z
    .string()
    .describe('The latest audited change on the case (views left out), or its submission'),
  applicantReplied: z
    .boolean()
    .describe('An information request was answered after the last staff change on the case (views left out)'),
});
export type QueueCase = z.infer<typeof queueCaseSchema>;

export const queueSchema = z.object({
  cases: z.array(queueCaseSchema),
  total: z.int().describe('Cases matching the filters, all pages'),
  page: z.int(),
  pageSize: z.int(),
  // Partial: zod 4's record over an enum requires every key, and a status nobody is in may be left out.
  counts: z
    .partialRecord(reviewStatusSchema, z.int())
    .describe('Per review status, under every filter but the status one (a missing status: none)'),
});
export type Queue = z.infer<typeof queueSchema>;

// ---- The case page ------------------------------------------------------------------------------------------------

export const noteSchema = z.object({
  id: z.int(),
  author: staffRefSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type CaseNote = z.infer<typeof noteSchema>;

export const informationRequestSchema = z.object({
  id: z.int(),
  by: staffRefSchema,
  documents: z.array(z.enum(DOCUMENT_KEYS)),
  message: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  reply: z.string().nullable().describe('The applicant’s words with the answer, from the dashboard'),
});

/** GET /backoffice/cases/:id (audited as `case.viewed`). */
export const caseDetailSchema = caseSummarySchema.extend({
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string(), phoneNumber: z.string() }),
  business: z.object({
    name: z.string(),
    website: z.string().nullable(),
    companyStage: z.string().nullable(),
    dateOfIncorporation: z.string().nullable(),
    placeOfOperation: z.array(z.string()),
  }),
  stage: z.string().nullable(),
  earlier: z.array(
    z.object({
      id: z.int(),
      submittedAt: z.string().nullable(),
      reviewStatus: reviewStatusSchema.nullable(),
    }),
  ),
  notes: z.array(noteSchema),
  informationRequests: z.array(informationRequestSchema),
  actions: z.array(reviewActionSchema).describe('What the reader may do now (and only that)'),
  declineReasons: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      /** The label in each language: the dialog shows the page's, the applicant's email theirs. */
      labels: z.object({ en: z.string(), ar: z.string() }),
    }),
  ),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** POST /backoffice/cases/:id/assign: `staffId` null unassigns; reassigning someone else's case needs an approver. */
export const assignSchema = z.object({ staffId: z.string().nullable() });

/** Its answer (added with the server's routes): the case's assignee and, as assigning a SUBMITTED case takes it into
 * review, its review status and what the caller may do now. */
export const assignResultSchema = z.object({
  assignee: staffRefSchema.nullable(),
  reviewStatus: reviewStatusSchema,
  actions: z.array(reviewActionSchema),
});
export type AssignResult = z.infer<typeof assignResultSchema>;

export const NOTE_MAX = 4000;
export const noteBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please write a note.')
    .max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters.`),
});

/**
 * POST /backoffice/cases/:id/actions/:action. requestInformation: documents and/or message (at least one);
 * decline: a reason code from the list, and text; withdraw: text (the applicant's request, in the reviewer's words).
 */
export const reviewActionBodySchema = z.object({
  documents: z.array(z.enum(DOCUMENT_KEYS)).max(DOCUMENT_KEYS.length).optional(),
  message: z.string().trim().max(NOTE_MAX).optional(),
  reason: z.string().max(64).optional(),
});
export type ReviewActionBody = z.infer<typeof reviewActionBodySchema>;

export const reviewActionResultSchema = z.object({
  reviewStatus: reviewStatusSchema,
  actions: z.array(reviewActionSchema),
  mailSent: z.boolean().describe('Whether the applicant was mailed (false: none due, or queued for retry)'),
});

/** PUT /backoffice/cases/:id/documents/:documentId/mark. */
export const documentMarkBodySchema = z.object({ mark: documentMarkSchema.nullable() });

// ---- The audit log ------------------------------------------------------------------------------------------------

/**
 * GET /backoffice/cases/:id/audit (every staff role) and GET /backoffice/audit (admins), filtered by case, by the
 * member who acted, by action, by time (`from` inclusive, `to` exclusive) and by the case's business name.
 */
export const auditQuerySchema = z.object({
  caseId: z.coerce.number().int().min(1).optional(),
  staffId: z.string().max(64).optional(),
  action: z.string().trim().max(64).optional().describe('An action code, e.g. case.viewed'),
  from: z.iso.datetime({ offset: true }).optional().describe('Entries at or after this instant'),
  to: z.iso.datetime({ offset: true }).optional().describe('Entries before this instant'),
  business: z.string().trim().max(200).optional().describe("Part of the case's business name"),
  before: z.coerce.number().int().min(1).optional().describe('Entries older than this id (the next page)'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /backoffice/audit/export: the same filters, every matching entry, as CSV or JSON lines. */
export const auditExportQuerySchema = auditQuerySchema
  .omit({ before: true, limit: true })
  .extend({ format: z.enum(['csv', 'jsonl']).default('csv') });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  caseId: z.int().nullable(),
  business: z.string().nullable().describe("The case's business name, when the entry is about a case"),
  actor: z.string().describe('applicant, staff, cli, setup or system'),
  staff: staffRefSchema.nullable().describe('The staff member who acted'),
  target: z
    .object({ id: z.string().nullable(), email: z.string().nullable() })
    .nullable()
    .describe(
      'The staff member the entry is about (team changes), by the address it had if the account is gone',
    ),
  ip: z.string().nullable(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z.int().nullable().describe('Pass as `before` for older entries; null at the end'),
});

/** GET /backoffice/sso: whether single sign-on is offered (OIDC_* set), for the sign-in page. */
export const ssoConfigSchema = z.object({ enabled: z.boolean(), label: z.string().optional() });
