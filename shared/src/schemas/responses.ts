import { z } from 'zod';
import { DECLINE_CATEGORIES } from '../outcome/decline';
import { DOCUMENT_KEYS } from './documents';
import { customUploadSchema } from './transactions';

// The bodies the API and the integration service answer with (spec section 7), as the browser reads them. The
// server declares them as its routes' response schemas, so the OpenAPI document shows them and success answers are
// serialized through them (a key not named here is dropped, unless its object is loose); api/types.ts derives the
// browser's types from them. Plain values only: an answer is encoded with its schema, and a transform cannot be.

/** Every error (4xx, and the 5xx the server answers itself): the message the browser shows, sometimes more beside it. */
export const apiErrorSchema = z.object({
  // Loose: some refusals say more (e.g. a CSV's offending dates in `invalid_values`).
  details: z.object({ error: z.string() }).loose(),
});

export const stageSchema = z.enum(['VERIFIED', 'ELIGIBLE', 'TRANSACTION', 'ACCOUNTING', 'PENDING']);

/** An application's `stages`, as check-user lists them in `stages_lists`. */
export const stageFlagsSchema = z.object({
  CHECK_ELIGIBILITY: z.boolean().optional(),
  ELIGIBLE: z.boolean().optional(),
  FINANCIALS: z.boolean().optional(),
  TRANSACTION: z.boolean().optional(),
  ACCOUNTING: z.boolean().optional(),
});

export const transactionSystemSchema = z.enum(['PAYPAL', 'STRIPE', 'TAP', 'OTHER']);

const choice = z.object({ name: z.string(), code: z.string() });
const yesNo = z.enum(['Yes', 'No']);

/**
 * eligibility_step as saved: a draft holds any of the answers, a submission all of them, in the form the request
 * schemas give them (dates as ISO text, numbers as numbers). Codes are plain text here, so answers saved before a
 * list changed are still answered; loose, so nothing saved beside the named answers is lost on the way out.
 */
const savedEligibilityStepSchema = z
  .object({
    businessName: z.string(),
    businessWebsite: z.string(),
    businessType: z.array(choice),
    placeOfOperation: z.array(choice),
    countryOfIncorporation: z.string(),
    companyStage: z.string(),
    dateOfIncorporation: z.string(),
    isSoftware: yesNo,
    ARRYearlyRevenue: z.number(),
    activeContracts: z.number(),
    investmentRounds: z.number(),
    runway: z.number(),
    requestedAmount: z.number(),
    isSharia: yesNo,
    debt: yesNo,
    debtAmount: z.number(),
    institutionalInvestors: z.number(),
    raisedAmount: z.number(),
  })
  .partial()
  .loose();

/** GET /onboarding/check-user. The steps that may hold credentials answer only the fields named here. */
export const userStatusSchema = z.object({
  onboarding_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().optional(),
  stage: stageSchema.nullable(),
  stages_lists: z.array(stageFlagsSchema),
  eligibility_step: savedEligibilityStepSchema.nullable(),
  transactions_step: z
    .object({ systemType: transactionSystemSchema.optional(), systemName: z.string().optional() })
    .nullable(),
  accounting_step: z.array(z.object({ status: z.string().optional(), service: z.string().optional() })),
});

/** GET /onboarding/utils/config. */
export const runtimeConfigSchema = z.object({
  captcha: z.object({ provider: z.enum(['altcha', 'recaptcha']), siteKey: z.string().optional() }),
  dashboardUrl: z.string().describe('The external dashboard of the "Thank you for applying !" modal'),
  integrationUrl: z
    .string()
    .describe("Origin of the OAuth integration service; '' means same origin (the shell proxies /oauth)"),
  financialYearEndMonth: z
    .number()
    .int()
    .min(1)
    .max(12)
    .describe(
      "The provider's financial year ends with this month (1-12): the documents step asks for the two last complete years",
    ),
});

/** GET /onboarding/utils/altcha-challenge: altcha-lib's format, read by its widget; loose, so all of it reaches it. */
export const altchaChallengeSchema = z
  .object({
    parameters: z.object({ algorithm: z.string(), nonce: z.string(), salt: z.string() }).loose(),
    signature: z.string().optional(),
  })
  .loose();

/** help, new-application, email-token, resend_email. */
export const successSchema = z.object({ success: z.literal(true) });

/** POST /onboarding/register. `token` (an email-action token) only when the address is known. */
export const registerResponseSchema = z.object({
  hasApplication: z.boolean(),
  existedUser: z.boolean(),
  token: z.string().optional(),
});

/** PATCH /onboarding/onboarding-update; `transactions_step` when a transaction system was connected. */
export const updateOnboardingResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  eligibility_step: savedEligibilityStepSchema.nullable(),
  transactions_step: z.object({ systemType: transactionSystemSchema, systemName: z.string() }).optional(),
});

/** A decline at eligibility as the applicant reads it: the categories, and the day a new application can be decided. */
export const eligibilityDeclineSchema = z.object({
  reasons: z
    .array(z.enum(DECLINE_CATEGORIES))
    .describe('Why, by category, in the order the policy checks them'),
  decidableFrom: z.iso
    .date()
    .nullable()
    .describe('The first day a new application can be decided (the cooling-off period); null: any day'),
});

/** GET /onboarding/check-eligible. */
export const eligibilityResultSchema = z.object({
  eligible: z.boolean(),
  eligibleAmount: z.number().describe('Whole US dollars; 0 when not eligible'),
  // Always sent by this server; optional as in the spec ("possibly a NOT_INELIGIBLE flag"), which the browser follows.
  NOT_INELIGIBLE: z
    .boolean()
    .optional()
    .describe('True when not eligible: the flag that sends the browser to /ineligible'),
});

/** GET /onboarding/eligibility-outcome: what /ineligible tells beside the spec's text (null when eligible). */
export const eligibilityOutcomeSchema = z.object({ declined: eligibilityDeclineSchema.nullable() });

/** POST /onboarding/financial-upload. */
export const financialUploadResponseSchema = z.object({
  stage: stageSchema,
  documents: z.array(
    z.object({ kind: z.enum(DOCUMENT_KEYS), name: z.string(), size: z.int(), mime: z.string() }),
  ),
});

/** POST /onboarding/entertainment_eligible: where the application stands now. */
export const stageResponseSchema = z.object({
  stage: stageSchema,
  stages_lists: z.array(stageFlagsSchema),
});

/** A signed form policy for one direct upload. */
export const uploadLinkSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  timestamp: z.string(),
});

/** GET /onboarding/utils/upload-link. */
export const uploadLinkResponseSchema = z.object({ link: uploadLinkSchema });

/** GET /onboarding/utils/confirm-upload: whether the upload is stored. */
export const confirmUploadResponseSchema = z.boolean();

/** What a transactions CSV gives with a mapping (utils/check and custom-upload). */
const csvSummary = {
  months: z.int(),
  first_month: z.string().nullable(),
  last_month: z.string().nullable(),
  customers: z.int(),
  rows_read: z.int(),
  rows_rejected: z.int(),
  rejected_by_kind: z.record(z.string(), z.int()).describe('Rows refused, by reason'),
  rejected_samples: z
    .array(z.object({ row: z.int(), reason: z.string() }))
    .describe('The first rows refused'),
};

/** POST /onboarding/utils/check. */
export const csvCheckResponseSchema = z.object({ status: z.literal('valid'), ...csvSummary });

/** POST /onboarding/custom-upload. */
export const customUploadResponseSchema = z.object({
  status: z.literal('stored'),
  transactions_step: z.object({
    systemType: z.literal('OTHER'),
    systemName: z.string(),
    industry: customUploadSchema.shape.industry,
  }),
  ...csvSummary,
});

/** POST /onboarding/utils/excel-sheets. */
export const excelSheetsResponseSchema = z.object({ sheets: z.array(z.string()) });

/** POST /onboarding/utils/excel-sheet-rows: the first rows and columns of the sheet, cell by cell. */
export const excelSheetRowsResponseSchema = z.object({
  rows: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});

/** POST /onboarding/accounting-upload. */
export const accountingUploadResponseSchema = z.object({ success: z.literal(true), months: z.int() });

/** POST /oauth/code (integration service): `data` is the provider's consent URL the browser is sent to. */
export const oauthCodeResponseSchema = z.object({ data: z.string() });
