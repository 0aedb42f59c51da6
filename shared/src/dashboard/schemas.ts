import { z } from 'zod';
import { reviewStatusSchema } from '../backoffice/schemas';
import { DIGITS, LANGUAGES } from '../i18n/language';
import { instalmentSchema, offerScheduleTypeSchema } from '../backoffice/offers';
import { DOCUMENT_KEYS, financialFilesSchema } from '../schemas/documents';
import { eligibilityDeclineSchema } from '../schemas/responses';

// The applicant's dashboard contract: the bodies of /api/dashboard/... that the server declares as its schemas
// and the dashboard remote reads. Money is in integer minor units with its currency; times are ISO 8601 text, dates
// YYYY-MM-DD. Every route but the two sign-in ones takes the applicant's session (the bearer token the shell keeps),
// and reads or changes only that applicant's applications (another's id is 404, as an unknown one).

/** Minutes a sign-in link stays valid; it opens one session, once. */
export const SIGN_IN_LINK_MINUTES = 15;
export const DECLINE_REASON_MAX = 2000;
export const INFORMATION_REPLY_MAX = 4000;
/** The applicant types their full name as it is on file to sign an acceptance (compared trimmed, case-insensitive). */
export const SIGNATURE_MAX = 200;

export const DASHBOARD_MESSAGES = {
  linkSent:
    'If this address has an application with us, a sign-in link is on its way. It is valid for 15 minutes.',
  linkInvalid: 'This sign-in link has expired or has already been used. Ask for a new one below.',
  email: 'Please enter a valid email address.',
  signature: 'Type your full name exactly as on your application to sign.',
  offerExpired: 'This offer has expired. Contact us if you would still like financing.',
  offerWithdrawn: 'This offer has been withdrawn: it can no longer be accepted or declined.',
  offerChanged: 'This offer has changed since you opened it. Please read the current version.',
  nothingRequested: 'No information is requested on this application.',
  documentsMissing: 'Upload every document the reviewer asked for.',
  notRequested: 'The reviewer did not ask for this document.',
  deletionConfirm: 'Type DELETE to confirm.',
} as const;

const money = z.object({ amountMinor: z.int(), currency: z.string() });

// ---- Sign-in ------------------------------------------------------------------------------------------------------

/** POST /dashboard/sign-in-link: always 202 with `linkSent`, known address or not. Rate-limited per address and IP. */
export const signInLinkBodySchema = z.object({
  email: z.email({ error: DASHBOARD_MESSAGES.email }).max(254),
  captcha: z
    .string()
    .min(1)
    .max(10_000)
    .describe('The human check’s answer (ALTCHA payload or reCAPTCHA token)'),
});
export const signInLinkResponseSchema = z.object({ message: z.string() });

/**
 * The mailed link is `<APP_URL>/dashboard?link=<secret>`; the dashboard exchanges the secret once.
 * POST /dashboard/session → 200 { token } (the session JWT the shell keeps in sessionStorage under `token`), or 400
 * `linkInvalid` for an unknown, used or expired secret.
 */
export const sessionBodySchema = z.object({ link: z.string().min(16).max(200) });
export const sessionResponseSchema = z.object({ token: z.string() });

// ---- Status -------------------------------------------------------------------------------------------------------

export const TIMELINE_EVENTS = [
  'submitted',
  'in_review',
  'information_requested',
  'information_provided',
  'offer_sent',
  'accepted',
  'declined',
  'application_declined',
  'withdrawn',
  'offer_withdrawn',
] as const;
export const timelineEventSchema = z.enum(TIMELINE_EVENTS);
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const documentKeySchema = z.enum(DOCUMENT_KEYS);

export const informationRequestSchema = z.object({
  id: z.int(),
  requestedAt: z.string(),
  documents: z.array(documentKeySchema).describe('The documents to upload again'),
  message: z.string().nullable().describe('The reviewer’s words to the applicant'),
  answeredAt: z.string().nullable(),
});
export type InformationRequest = z.infer<typeof informationRequestSchema>;

/** The offer as the applicant reads it: the version sent, never a draft. */
export const dashboardOfferSchema = z.object({
  version: z.int(),
  status: z.enum(['sent', 'accepted', 'declined', 'expired', 'withdrawn']),
  currency: z.string(),
  asset: z.string(),
  costMinor: z.int(),
  profitMinor: z.int(),
  salePriceMinor: z.int(),
  rate: z.object({ basisPoints: z.int(), display: z.string() }),
  tenureMonths: z.int(),
  scheduleType: offerScheduleTypeSchema,
  revenueShareBps: z.int().nullable(),
  schedule: z.array(instalmentSchema),
  charityDonationPerLateInstalmentMinor: z.int().nullable(),
  validUntil: z.string().describe('The last day it can be accepted (YYYY-MM-DD)'),
  sentAt: z.string(),
  withdrawnAt: z.string().nullable().describe('When the provider withdrew it'),
  letterUrl: z.string().describe('GET, with the session: the letter PDF'),
  answer: z
    .object({ kind: z.enum(['accepted', 'declined']), at: z.string(), reason: z.string().nullable() })
    .nullable(),
});
export type DashboardOffer = z.infer<typeof dashboardOfferSchema>;

export const dashboardApplicationSchema = z.object({
  id: z.int(),
  businessName: z.string(),
  requested: money.nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable().describe('Null while the journey is not finished'),
  /** The review status; null for an application whose journey is not finished (its stage says where it is). */
  status: reviewStatusSchema.nullable(),
  stage: z.string().describe('The journey’s stage, for an unfinished application'),
  current: z.boolean().describe('The application the session was opened for'),
  timeline: z.array(z.object({ event: timelineEventSchema, at: z.string() })).describe('Oldest first'),
  informationRequests: z.array(informationRequestSchema).describe('Newest first'),
  offer: dashboardOfferSchema.nullable(),
  declined: eligibilityDeclineSchema
    .nullable()
    .describe('Declined at eligibility: why, and when a new application can be decided; null otherwise'),
});
export type DashboardApplication = z.infer<typeof dashboardApplicationSchema>;

/** GET /dashboard/applications. */
export const dashboardSchema = z.object({
  applicant: z.object({ name: z.string(), email: z.string() }),
  applications: z.array(dashboardApplicationSchema).describe('Newest first'),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const applicationParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// ---- Requests for information ---------------------------------------------------------------------------------------

/**
 * POST /dashboard/applications/:id/information: the documents asked for (each checked with the /financials rules:
 * types, 10 MB, Excel for the fundraising summary), stored as new versions beside the old, and an optional reply;
 * then the case goes back to review (the lifecycle's provideInformation). Every document the open request names must
 * be in `files`. 409 `nothingRequested` when no request is open. Answers `applicationAnswerSchema`.
 */
export const informationBodySchema = z.object({
  files: financialFilesSchema.partial().default({}),
  message: z.string().trim().max(INFORMATION_REPLY_MAX).optional(),
});
export type InformationBody = z.input<typeof informationBodySchema>;

// ---- The offer ----------------------------------------------------------------------------------------------------

/** POST /dashboard/applications/:id/offer/accept: the version read, and the full name typed as signature. */
export const acceptOfferBodySchema = z.object({
  version: z.int().min(1),
  signature: z
    .string({ error: DASHBOARD_MESSAGES.signature })
    .trim()
    .min(1, DASHBOARD_MESSAGES.signature)
    .max(SIGNATURE_MAX, DASHBOARD_MESSAGES.signature),
});
/** POST /dashboard/applications/:id/offer/decline. */
export const declineOfferBodySchema = z.object({
  version: z.int().min(1),
  reason: z.string().trim().max(DECLINE_REASON_MAX).optional(),
});
/**
 * The answer of the applicant's actions (information, accept, decline): the application as it is now. Accept and
 * decline: 409 `offerExpired` after the validity date, `offerChanged` when `version` is not the one sent.
 */
export const applicationAnswerSchema = z.object({ application: dashboardApplicationSchema });
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

// ---- My data ------------------------------------------------------------------------------------------------------

/**
 * GET /dashboard/export: a ZIP (application/zip, attachment) with `data.json` (the applicant, every application's
 * answers, eligibility decisions, statuses, timeline, requests, offers and accepted signatures; never a secret or a
 * provider key) and the original files under `files/<application id>/...`.
 *
 * POST /dashboard/deletion { confirm: 'DELETE' }: erases the applicant's applications, files and personal data from
 * the database and object storage, but what the retention policy (RETENTION_POLICY_FILE) keeps; answers what is kept
 * and why, then the session ends (its token no longer works).
 */
export const deletionBodySchema = z.object({
  confirm: z.literal('DELETE', { error: DASHBOARD_MESSAGES.deletionConfirm }),
});
export const deletionResponseSchema = z.object({
  erased: z.object({ applications: z.int(), files: z.int() }),
  kept: z.array(
    z.object({
      what: z.string().describe('e.g. "The signed offer of application 12 (version 2) and its letter"'),
      why: z.string().describe('The policy’s reason, e.g. the legal retention period'),
      until: z.string().nullable().describe('YYYY-MM-DD when it is erased too'),
    }),
  ),
});
export type DeletionResponse = z.infer<typeof deletionResponseSchema>;

// ---- Language -----------------------------------------------------------------------------------------------------

/**
 * PUT /onboarding/language (the applicant's session): the language of their emails and offer letter, and the
 * digits their numbers and dates are written with in Arabic (left as kept when not sent).
 */
export const languageBodySchema = z.object({
  language: z.enum(LANGUAGES),
  digits: z.enum(DIGITS).optional(),
});
export const languageAnswerSchema = z.object({ language: z.enum(LANGUAGES), digits: z.enum(DIGITS) });
