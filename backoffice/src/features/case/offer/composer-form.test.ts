import { OFFER_MESSAGES } from '@onboarding/shared/backoffice';
import {
  aboveSuggested,
  COMPOSER_ERRORS,
  composerErrors,
  EMPTY_OFFER_FORM,
  errorOfServerMessage,
  fieldOfServerMessage,
  formToTerms,
  offerFormSchema,
  type OfferForm,
} from './composer-form';

const valid: OfferForm = {
  ...EMPTY_OFFER_FORM,
  description: 'Ten delivery vans',
  cost: '100,000.00',
  profit: '8000',
  tenure: '12',
  validUntil: '2030-01-31',
  firstDueDate: '2030-03-01',
};

const errorsOf = (values: OfferForm) => {
  const result = offerFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the offer composer’s form', () => {
  it('turns the texts into the contract’s terms in cents', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(formToTerms({ ...valid, charity: true, donation: '25.5' })).toEqual({
      currency: 'USD',
      asset: { description: 'Ten delivery vans' },
      costMinor: 10_000_000,
      profitMinor: 800_000,
      tenureMonths: 12,
      schedule: { type: 'equal' },
      firstDueDate: '2030-03-01',
      validUntil: '2030-01-31',
      charity: { donationPerLateInstalmentMinor: 2550 },
    });
    expect(
      formToTerms({ ...valid, scheduleType: 'revenue_linked', share: '12.5', expectedRevenue: '30,000' })
        .schedule,
    ).toEqual({ type: 'revenue_linked', revenueShareBps: 1250, expectedMonthlyRevenueMinor: 3_000_000 });
  });

  it('says what is wrong at each field in the reader’s words, not the contract’s', () => {
    expect(
      errorsOf({
        ...valid,
        description: 'x',
        cost: '0',
        profit: '1.234',
        tenure: '121',
        validUntil: '31/01/2030',
        charity: true,
        donation: '',
      }),
    ).toEqual({
      description: 'descriptionLength',
      cost: 'amountZero',
      profit: 'amountCents',
      tenure: 'tenureRange',
      validUntil: 'dateEmpty',
      donation: 'amountEmpty',
    });
    expect(
      errorsOf({ ...valid, scheduleType: 'revenue_linked', share: '0', expectedRevenue: 'lots' }),
    ).toEqual({ share: 'shareRange', expectedRevenue: 'amountFormat' });
    expect(errorsOf({ ...valid, scheduleType: 'revenue_linked', share: '', expectedRevenue: '' })).toEqual({
      share: 'shareEmpty',
      expectedRevenue: 'amountEmpty',
    });
    expect(errorsOf({ ...valid, cost: '', profit: '', tenure: '', description: ' ' })).toEqual({
      description: 'descriptionEmpty',
      cost: 'amountEmpty',
      profit: 'amountEmpty',
      tenure: 'tenureEmpty',
    });
    expect(errorsOf({ ...valid, cost: '100000000000', profit: '1' })).toEqual({});
    expect(errorsOf({ ...valid, cost: '100000000001' })).toEqual({ cost: 'amountTooLarge' });
    expect(errorsOf({ ...valid, currency: 'usd' })).toEqual({ currency: 'currency' });
    // No message of the contract's ("a whole number of cents") reaches the reader.
    const every = Object.values(
      errorsOf({ ...valid, cost: '12.345', profit: 'ten', donation: '0', charity: true }),
    );
    expect(every.every((code) => (COMPOSER_ERRORS as readonly string[]).includes(code))).toBe(true);
  });

  it('checks the dates against today when given it, and the first instalment against the validity', () => {
    expect(composerErrors(valid, '2030-01-10')).toEqual({});
    expect(composerErrors(valid, '2029-09-01')).toEqual({ validUntil: 'validUntil' });
    expect(composerErrors({ ...valid, firstDueDate: '2030-01-31' })).toEqual({ firstDueDate: 'firstDue' });
    expect(composerErrors({ ...valid, firstDueDate: '' })).toEqual({ firstDueDate: 'dateEmpty' });
  });

  it('reads a revenue share that leaves a balloon at the end as the share’s problem', () => {
    expect(
      composerErrors({ ...valid, scheduleType: 'revenue_linked', share: '1', expectedRevenue: '1,000' }),
    ).toEqual({ share: 'revenueTooLow' });
  });

  it('warns when the cost price is above the suggested facility, in its currency only', () => {
    const suggested = { minor: 9_000_000, currency: 'USD' };
    expect(aboveSuggested({ cost: '100,000', currency: 'USD' }, suggested)).toBe(1_000_000);
    expect(aboveSuggested({ cost: '90,000', currency: 'USD' }, suggested)).toBeNull();
    expect(aboveSuggested({ cost: '100,000', currency: 'EUR' }, suggested)).toBeNull();
    expect(aboveSuggested({ cost: 'lots', currency: 'USD' }, suggested)).toBeNull();
    expect(aboveSuggested({ cost: '100,000', currency: 'USD' }, null)).toBeNull();
  });

  it('places the server’s refusals at their field', () => {
    expect(fieldOfServerMessage(OFFER_MESSAGES.firstDue)).toBe('firstDueDate');
    expect(fieldOfServerMessage(OFFER_MESSAGES.revenueTooLow)).toBe('share');
    expect(fieldOfServerMessage('The case is not in review.')).toBeNull();
    expect(errorOfServerMessage(OFFER_MESSAGES.validUntil)).toEqual({
      field: 'validUntil',
      error: 'validUntil',
    });
    expect(errorOfServerMessage(OFFER_MESSAGES.cost)).toEqual({ field: 'cost', error: 'amountZero' });
    expect(errorOfServerMessage('The case is not in review.')).toBeNull();
  });
});
