import { eligibilityStepTwoSchema, type EligibilityStepTwoInput } from '@onboarding/shared/schemas';
import { countText, moneyText } from '../../lib/format';

/** Step two as the form holds it: Yes/No texts, money with thousands separators, counts as digits. */
export type StepTwoForm = Partial<EligibilityStepTwoInput>;
export type StepTwoField = keyof EligibilityStepTwoInput;

export const YES_NO_FIELDS = ['isSoftware', 'isSharia', 'debt'] as const;
export const MONEY_FIELDS = ['ARRYearlyRevenue', 'requestedAmount', 'debtAmount', 'raisedAmount'] as const;
export const COUNT_FIELDS = [
  'activeContracts',
  'investmentRounds',
  'runway',
  'institutionalInvestors',
] as const;

export const STEP_TWO_FIELDS: readonly StepTwoField[] = [...YES_NO_FIELDS, ...MONEY_FIELDS, ...COUNT_FIELDS];

function yesNoText(value: unknown): 'Yes' | 'No' | undefined {
  if (value === 'Yes' || value === true) return 'Yes';
  if (value === 'No' || value === false) return 'No';
  return undefined;
}

/** The form's starting values from step two as last stored (numbers from the server, or texts kept on BACK). */
export function stepTwoFormValues(saved: StepTwoForm | null | undefined): StepTwoForm {
  const values: StepTwoForm = {};
  for (const field of YES_NO_FIELDS) values[field] = yesNoText(saved?.[field]);
  for (const field of MONEY_FIELDS) values[field] = moneyText(saved?.[field]);
  for (const field of COUNT_FIELDS) values[field] = countText(saved?.[field]);
  return values;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The fields that must be answered: all of them, and the debt amount only after a Yes to debt. */
export function requiredStepTwoFields(values: StepTwoForm): StepTwoField[] {
  return STEP_TWO_FIELDS.filter((field) => field !== 'debtAmount' || values.debt === 'Yes');
}

/** SUBMIT stays disabled while any required field, the Yes/No choices included, is empty or blank. */
export function stepTwoFilled(values: StepTwoForm): boolean {
  return requiredStepTwoFields(values).every((field) => !blank(values[field]));
}

const FIELD_SCHEMAS = eligibilityStepTwoSchema.shape;

/**
 * The draft of step two saved on BACK and while typing: a blank field is sent as null (cleared), a valid one as the
 * value its rule gives (numbers for amounts), and one that breaks its rule is left out, so what the server keeps is
 * always valid and an answer half typed never replaces a good one.
 */
export function stepTwoDraft(values: StepTwoForm): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  for (const field of STEP_TWO_FIELDS) {
    const value = values[field];
    if (blank(value) || (field === 'debtAmount' && values.debt !== 'Yes')) {
      draft[field] = null;
      continue;
    }
    const parsed = FIELD_SCHEMAS[field].safeParse(value);
    if (parsed.success) draft[field] = parsed.data;
  }
  return draft;
}
