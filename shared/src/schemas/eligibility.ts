import { z } from 'zod';
import { BUSINESS_TYPE_CODES } from '../constants/businessTypes';
import { COMPANY_STAGES } from '../constants/companyStages';
import {
  BUSINESS_FIELD_MAX_LENGTH,
  MAX_PLACES_OF_OPERATION,
  MAX_REQUESTED_AMOUNT,
} from '../constants/limits';
import {
  englishMonthName,
  incorporationLimit,
  latestIncorporationMonth,
} from '../calendar/financial-calendar';
import {
  MESSAGES,
  incorporationDateTooLateMessage,
  maxItemsMessage,
  maxLengthMessage,
} from '../constants/messages';
import { optionalNumber, requiredNumber, requiredText, yesNo } from './common';

/**
 * Business website as typed after the fixed "https://" prefix: optional www., a domain (one or
 * more labels), a TLD of two or more letters, then an optional path.
 */
export const WEBSITE_PATTERN = /^(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:\/\S*)?$/i;

export const HTTPS_PREFIX = 'https://';

/** Removes a scheme the applicant typed or pasted in front of the fixed prefix. */
export function stripScheme(website: string): string {
  return website.trim().replace(/^https?:\/\//i, '');
}

export function withHttps(website: string): string {
  return HTTPS_PREFIX + stripScheme(website);
}

const websiteText = z
  .string({ error: MESSAGES.required })
  .overwrite(stripScheme)
  .min(1, MESSAGES.required)
  .max(BUSINESS_FIELD_MAX_LENGTH, maxLengthMessage(BUSINESS_FIELD_MAX_LENGTH))
  .regex(WEBSITE_PATTERN, MESSAGES.wrongWebsite);

// The PATCH body carries the website with its prefix; the part after it obeys the same rules.
const prefixedWebsite = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .superRefine((value, ctx) => {
    if (!value.toLowerCase().startsWith(HTTPS_PREFIX)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.wrongWebsite });
      return;
    }
    const result = websiteText.safeParse(value.slice(HTTPS_PREFIX.length));
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0].message });
  });

const ISO_DATE = /^\d{4}-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?)?$/;

/** Month-picker value (Date) or ISO text ("2021-04", "2021-04-01", full date-time); output is ISO date-time. */
export const incorporationDateSchema = z
  .union([z.string(), z.date()], { error: MESSAGES.required })
  .transform((value, ctx): string => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: MESSAGES.required });
      return z.NEVER;
    }
    const date =
      typeof value === 'string' ? (ISO_DATE.test(value.trim()) ? new Date(value.trim()) : null) : value;
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidDate });
      return z.NEVER;
    }
    // Read at each check, not at load: a server that runs for months keeps the limit of the day.
    const now = new Date();
    if (date.getTime() > incorporationLimit(now).getTime()) {
      const month = englishMonthName(latestIncorporationMonth(now));
      ctx.addIssue({ code: 'custom', message: incorporationDateTooLateMessage(month) });
      return z.NEVER;
    }
    return date.toISOString();
  });

const option = z.object({ name: requiredText({ max: 100 }), code: requiredText({ max: 100 }) });

const businessTypeOption = z.object({
  name: requiredText({ max: 100 }),
  code: z.enum(BUSINESS_TYPE_CODES, { error: MESSAGES.invalidOption }),
});

const stepOneShape = {
  businessName: requiredText({ max: BUSINESS_FIELD_MAX_LENGTH }),
  businessWebsite: websiteText,
  businessType: z
    .array(businessTypeOption, { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(BUSINESS_TYPE_CODES.length, maxItemsMessage(BUSINESS_TYPE_CODES.length)),
  // Taggable: applicants may add places that are not in the country list, so codes are free text.
  placeOfOperation: z
    .array(option, { error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(MAX_PLACES_OF_OPERATION, maxItemsMessage(MAX_PLACES_OF_OPERATION)),
  countryOfIncorporation: requiredText({ max: BUSINESS_FIELD_MAX_LENGTH }),
  companyStage: z.enum(COMPANY_STAGES, {
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ''
        ? MESSAGES.required
        : MESSAGES.invalidOption,
  }),
  dateOfIncorporation: incorporationDateSchema,
};

const stepTwoShape = {
  isSoftware: yesNo(),
  ARRYearlyRevenue: requiredNumber(),
  activeContracts: requiredNumber({ integer: true }),
  investmentRounds: requiredNumber({ integer: true }),
  runway: requiredNumber(),
  requestedAmount: requiredNumber({ max: MAX_REQUESTED_AMOUNT, maxMessage: MESSAGES.requestedAmountTooHigh }),
  isSharia: yesNo(),
  debt: yesNo(),
  debtAmount: optionalNumber(),
  institutionalInvestors: requiredNumber({ integer: true }),
  raisedAmount: requiredNumber(),
};

// Runs even when other fields fail, so a form shows the debt-amount error together with the rest.
const alongsideFieldErrors = {
  when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null,
};
function requireDebtAmount(value: { debt?: unknown; debtAmount?: unknown }, ctx: z.RefinementCtx): void {
  const saidYes = value.debt === 'Yes' || value.debt === true;
  const amount = value.debtAmount;
  if (saidYes && (amount === undefined || amount === null || amount === '')) {
    ctx.addIssue({ code: 'custom', path: ['debtAmount'], message: MESSAGES.required });
  }
}

export const eligibilityStepOneSchema = z.object(stepOneShape);

export const eligibilityStepTwoSchema = z
  .object(stepTwoShape)
  .superRefine(requireDebtAmount, alongsideFieldErrors);

/** PATCH /onboarding/onboarding-update `eligibility_step`: both steps, website with https://. */
export const eligibilityStepSchema = z
  .object({ ...stepOneShape, ...stepTwoShape, businessWebsite: prefixedWebsite })
  .superRefine(requireDebtAmount, alongsideFieldErrors);

export type EligibilityStepOne = z.output<typeof eligibilityStepOneSchema>;
export type EligibilityStepOneInput = z.input<typeof eligibilityStepOneSchema>;
export type EligibilityStepTwo = z.output<typeof eligibilityStepTwoSchema>;
export type EligibilityStepTwoInput = z.input<typeof eligibilityStepTwoSchema>;
export type EligibilityStep = z.output<typeof eligibilityStepSchema>;

/** The PATCH body's eligibility_step from the two validated steps. */
export function buildEligibilityStep(one: EligibilityStepOne, two: EligibilityStepTwo): EligibilityStep {
  return { ...one, ...two, businessWebsite: withHttps(one.businessWebsite) };
}
