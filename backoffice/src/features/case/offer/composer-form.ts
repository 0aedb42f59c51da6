import {
  daysBetween,
  isIsoDate,
  OFFER_MAX_FIRST_DUE_DAYS,
  OFFER_MAX_MINOR,
  OFFER_MAX_VALIDITY_DAYS,
  OFFER_MESSAGES,
  offerTermsSchema,
  scheduleProblem,
  type IsoDate,
  type OfferTermsInput,
} from '@onboarding/shared/backoffice';
import { parseBasisPoints, parseMoney } from '@onboarding/shared/money';
import { z } from 'zod';

// The composer's form: what the staff member types (texts, in major units and percent), turned into the
// contract's terms (integer cents and basis points) and checked with the contract's own schema; each field's error
// is a code the composer writes in the reader's words and language ("Enter an amount"), the server's refusals
// placed at their field the same way. The server stays the judge of the dates against its today.

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SAR', 'QAR'] as const;

export interface OfferForm {
  description: string;
  currency: string;
  cost: string;
  profit: string;
  tenure: string;
  scheduleType: 'equal' | 'revenue_linked';
  share: string;
  expectedRevenue: string;
  firstDueDate: string;
  validUntil: string;
  charity: boolean;
  donation: string;
}

export type OfferField = keyof OfferForm;

export const EMPTY_OFFER_FORM: OfferForm = {
  description: '',
  currency: 'USD',
  cost: '',
  profit: '',
  tenure: '12',
  scheduleType: 'equal',
  share: '',
  expectedRevenue: '',
  firstDueDate: '',
  validUntil: '',
  charity: false,
  donation: '',
};

/** An amount the contract refuses with its own message when the text is not one (NaN is not an integer). */
const money = (text: string) => parseMoney(text, OFFER_MAX_MINOR) ?? Number.NaN;
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The contract's terms of the form's values (not yet checked). */
export function formToTerms(values: OfferForm): OfferTermsInput {
  return {
    currency: values.currency,
    asset: { description: values.description },
    costMinor: money(values.cost),
    profitMinor: money(values.profit),
    tenureMonths: whole(values.tenure),
    schedule:
      values.scheduleType === 'revenue_linked'
        ? {
            type: 'revenue_linked',
            revenueShareBps: parseBasisPoints(values.share) ?? Number.NaN,
            expectedMonthlyRevenueMinor: money(values.expectedRevenue),
          }
        : { type: 'equal' },
    firstDueDate: values.firstDueDate,
    validUntil: values.validUntil,
    charity: values.charity ? { donationPerLateInstalmentMinor: money(values.donation) } : null,
  };
}

/** The form field a contract path is about. */
const FIELD_OF_PATH: Record<string, OfferField> = {
  currency: 'currency',
  'asset.description': 'description',
  asset: 'description',
  costMinor: 'cost',
  profitMinor: 'profit',
  tenureMonths: 'tenure',
  schedule: 'scheduleType',
  'schedule.type': 'scheduleType',
  'schedule.revenueShareBps': 'share',
  'schedule.expectedMonthlyRevenueMinor': 'expectedRevenue',
  firstDueDate: 'firstDueDate',
  validUntil: 'validUntil',
  charity: 'donation',
  'charity.donationPerLateInstalmentMinor': 'donation',
};

/**
 * What is wrong with a field, in the reader's words (each a text under `offer.composer.errors`): what to enter, not
 * the contract's wording ("Enter an amount", not "a whole number of cents"). The date ranges are written with the
 * dates by the composer, from today (`validUntil`, `firstDue`).
 */
export const COMPOSER_ERRORS = [
  'descriptionEmpty',
  'descriptionLength',
  'currency',
  'amountEmpty',
  'amountFormat',
  'amountCents',
  'amountZero',
  'amountTooLarge',
  'tenureEmpty',
  'tenureRange',
  'scheduleType',
  'shareEmpty',
  'shareRange',
  'revenueTooLow',
  'dateEmpty',
  'validUntil',
  'firstDue',
] as const;
export type ComposerError = (typeof COMPOSER_ERRORS)[number];

/** What is wrong with an amount typed in major units (`zero`: whether 0 is one), or null. */
export function amountProblem(text: string, zero: boolean): ComposerError | null {
  const typed = text.trim();
  if (!typed) return 'amountEmpty';
  if (/^[\d,]*\.\d{3,}$/.test(typed)) return 'amountCents';
  const minor = parseMoney(typed);
  if (minor === null) return 'amountFormat';
  if (minor > OFFER_MAX_MINOR) return 'amountTooLarge';
  if (minor === 0 && !zero) return 'amountZero';
  return null;
}

/** The contract's refusals, each as the reader's error of its field (the fields' own checks come first). */
const ERROR_OF_MESSAGE: Partial<Record<string, ComposerError>> = {
  [OFFER_MESSAGES.description]: 'descriptionLength',
  [OFFER_MESSAGES.currency]: 'currency',
  [OFFER_MESSAGES.tooLarge]: 'amountTooLarge',
  [OFFER_MESSAGES.tenure]: 'tenureRange',
  [OFFER_MESSAGES.scheduleType]: 'scheduleType',
  [OFFER_MESSAGES.share]: 'shareRange',
  [OFFER_MESSAGES.revenueTooLow]: 'revenueTooLow',
  [OFFER_MESSAGES.date]: 'dateEmpty',
  [OFFER_MESSAGES.validUntil]: 'validUntil',
  [OFFER_MESSAGES.firstDue]: 'firstDue',
};

/** Each field's error as typed, or none; `today` (the browser's) adds the server's date ranges. */
export function composerErrors(
  values: OfferForm,
  today?: IsoDate,
): Partial<Record<OfferField, ComposerError>> {
  const errors: Partial<Record<OfferField, ComposerError>> = {};
  const description = values.description.trim();
  if (!description) errors.description = 'descriptionEmpty';
  else if (description.length < 3 || description.length > 500) errors.description = 'descriptionLength';
  const amounts = [
    ['cost', false],
    ['profit', true],
    ...(values.scheduleType === 'revenue_linked' ? ([['expectedRevenue', false]] as const) : []),
    ...(values.charity ? ([['donation', false]] as const) : []),
  ] as const;
  for (const [field, zero] of amounts) {
    const problem = amountProblem(values[field], zero);
    if (problem) errors[field] = problem;
  }
  if (!values.tenure.trim()) errors.tenure = 'tenureEmpty';
  if (values.scheduleType === 'revenue_linked' && !values.share.trim()) errors.share = 'shareEmpty';
  for (const field of ['validUntil', 'firstDueDate'] as const)
    if (!isIsoDate(values[field])) errors[field] = 'dateEmpty';
  if (today && !errors.validUntil) {
    const validFor = daysBetween(today, values.validUntil);
    if (validFor < 1 || validFor > OFFER_MAX_VALIDITY_DAYS) errors.validUntil = 'validUntil';
  }
  if (!errors.validUntil && !errors.firstDueDate) {
    const after = daysBetween(values.validUntil, values.firstDueDate);
    if (after < 1 || after > OFFER_MAX_FIRST_DUE_DAYS) errors.firstDueDate = 'firstDue';
  }

  // Then the contract's own checks, for what the fields' checks leave (the currency, the tenure's range, the share).
  const checked = offerTermsSchema.safeParse(formToTerms(values));
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = FIELD_OF_PATH[issue.path.join('.')] ?? FIELD_OF_PATH[String(issue.path[0])];
      if (!field || errors[field]) continue;
      errors[field] = ERROR_OF_MESSAGE[issue.message] ?? 'amountFormat';
    }
  if (!checked.success || Object.keys(errors).length) return errors;
  const scheduled = scheduleProblem(checked.data);
  if (scheduled === OFFER_MESSAGES.revenueTooLow) errors.share = 'revenueTooLow';
  return errors;
}

/**
 * The form's schema for react-hook-form: the values as typed, each field's error code (`composerErrors`) as its
 * message, which the composer writes in the reader's language. `today` checks the dates' ranges too.
 */
export const composerSchema = (today?: IsoDate) =>
  z
    .object({
      description: z.string(),
      currency: z.string(),
      cost: z.string(),
      profit: z.string(),
      tenure: z.string(),
      scheduleType: z.enum(['equal', 'revenue_linked']),
      share: z.string(),
      expectedRevenue: z.string(),
      firstDueDate: z.string(),
      validUntil: z.string(),
      charity: z.boolean(),
      donation: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const [field, code] of Object.entries(composerErrors(values, today)))
        ctx.addIssue({ code: 'custom', path: [field], message: code });
    });

/** The form's schema without the dates' ranges (the server's call). */
export const offerFormSchema = composerSchema();

/** The fields in the form's order: the error summary lists them so. */
export const FIELD_ORDER: readonly OfferField[] = [
  'description',
  'currency',
  'cost',
  'profit',
  'tenure',
  'scheduleType',
  'share',
  'expectedRevenue',
  'validUntil',
  'firstDueDate',
  'donation',
];

/** Which field a server message (400 or 409) is about, and its error there; `null`: the form's top. */
export function errorOfServerMessage(message: string): { field: OfferField; error: ComposerError } | null {
  const field = fieldOfServerMessage(message);
  if (!field) return null;
  const error =
    ERROR_OF_MESSAGE[message] ??
    (field === 'description'
      ? 'descriptionLength'
      : field === 'cost' || field === 'expectedRevenue' || field === 'donation'
        ? 'amountZero'
        : 'amountFormat');
  return { field, error };
}

/** Which field a server message (400 or 409) is about, when it is one of the contract's; `null`: the form's top. */
export function fieldOfServerMessage(message: string): OfferField | null {
  const key = (Object.keys(OFFER_MESSAGES) as (keyof typeof OFFER_MESSAGES)[]).find(
    (k) => OFFER_MESSAGES[k] === message,
  );
  const fields: Partial<Record<keyof typeof OFFER_MESSAGES, OfferField>> = {
    description: 'description',
    currency: 'currency',
    cost: 'cost',
    profit: 'profit',
    tenure: 'tenure',
    scheduleType: 'scheduleType',
    share: 'share',
    expectedRevenue: 'expectedRevenue',
    revenueTooLow: 'share',
    validUntil: 'validUntil',
    firstDue: 'firstDueDate',
    donation: 'donation',
  };
  return key ? (fields[key] ?? null) : null;
}

/** The pricing guide's suggested facility (from the case's underwriting), in minor units of its currency. */
export interface SuggestedFacility {
  minor: number;
  currency: string;
}

/**
 * How much the cost price typed is above the suggested facility (minor units), or null: not above it, not an amount
 * yet, or in another currency (nothing to compare).
 */
export function aboveSuggested(
  values: Pick<OfferForm, 'cost' | 'currency'>,
  suggested: SuggestedFacility | null,
): number | null {
  if (!suggested || suggested.currency !== values.currency) return null;
  const cost = parseMoney(values.cost, OFFER_MAX_MINOR);
  return cost !== null && cost > suggested.minor ? cost - suggested.minor : null;
}
