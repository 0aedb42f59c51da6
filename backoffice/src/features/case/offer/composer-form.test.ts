import { OFFER_MESSAGES } from '@onboarding/shared/backoffice';
import {
  EMPTY_OFFER_FORM,
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

  it('says what is wrong at each field, in the contract’s words', () => {
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
      description: OFFER_MESSAGES.description,
      cost: OFFER_MESSAGES.cost,
      profit: OFFER_MESSAGES.profit,
      tenure: OFFER_MESSAGES.tenure,
      validUntil: OFFER_MESSAGES.date,
      donation: OFFER_MESSAGES.donation,
    });
    expect(
      errorsOf({ ...valid, scheduleType: 'revenue_linked', share: '0', expectedRevenue: 'lots' }),
    ).toEqual({
      share: OFFER_MESSAGES.share,
      expectedRevenue: OFFER_MESSAGES.expectedRevenue,
    });
    expect(errorsOf({ ...valid, cost: '100000000000', profit: '1' })).toEqual({});
    expect(errorsOf({ ...valid, currency: 'usd' })).toEqual({ currency: OFFER_MESSAGES.currency });
  });

  it('places the server’s refusals at their field', () => {
    expect(fieldOfServerMessage(OFFER_MESSAGES.firstDue)).toBe('firstDueDate');
    expect(fieldOfServerMessage(OFFER_MESSAGES.revenueTooLow)).toBe('share');
    expect(fieldOfServerMessage('The case is not in review.')).toBeNull();
  });
});
