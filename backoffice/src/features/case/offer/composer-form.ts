import {
  OFFER_MAX_MINOR,
  OFFER_MESSAGES,
  offerTermsSchema,
  type OfferTermsInput,
} from '@onboarding/shared/backoffice';
import { parseBasisPoints, parseMoney } from '@onboarding/shared/money';
import { z } from 'zod';

// The composer's form: what the staff member types (texts, in major units and percent), turned into the
// contract's terms (integer cents and basis points) and checked with the contract's own schema, so the messages are
// the server's (OFFER_MESSAGES) and shown at the field they are about. The dates against today are the server's call.

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

/** The form's schema for react-hook-form: the values as typed, refined by the contract's schema of their terms. */
export const offerFormSchema = z
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
    const checked = offerTermsSchema.safeParse(formToTerms(values));
    if (checked.success) return;
    const seen = new Set<OfferField>();
    for (const issue of checked.error.issues) {
      const field = FIELD_OF_PATH[issue.path.join('.')] ?? FIELD_OF_PATH[String(issue.path[0])];
      if (!field || seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });

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
