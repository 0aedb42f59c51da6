import {
  buildEligibilityStep,
  eligibilityStepOneSchema,
  eligibilityStepSchema,
  eligibilityStepTwoSchema,
} from '@onboarding/shared/schemas';
import { stepTwoDraft, stepTwoFilled, stepTwoFormValues } from './step-two-values';

const typed = {
  isSoftware: 'Yes' as const,
  ARRYearlyRevenue: '600,000',
  activeContracts: '1200',
  investmentRounds: '2',
  runway: '18',
  requestedAmount: '250,000',
  isSharia: 'Yes' as const,
  debt: 'Yes' as const,
  debtAmount: '50,000',
  institutionalInvestors: '3',
  raisedAmount: '1,500,000',
};

describe('stepTwoFormValues', () => {
  it('shows stored numbers with separators (money) or as digits (counts), and Yes/No as chosen', () => {
    const stored = {
      isSoftware: 'Yes' as const,
      ARRYearlyRevenue: 600000,
      activeContracts: 1200,
      investmentRounds: 2,
      runway: 18,
      requestedAmount: 250000,
      isSharia: true,
      debt: 'Yes' as const,
      debtAmount: 50000,
      institutionalInvestors: 3,
      raisedAmount: 1500000,
    };
    expect(stepTwoFormValues(stored)).toEqual(typed);
  });

  it('keeps what was typed and leaves unanswered questions empty', () => {
    expect(stepTwoFormValues(typed)).toEqual(typed);
    const empty = stepTwoFormValues(null);
    expect(empty.isSoftware).toBeUndefined();
    expect(empty.ARRYearlyRevenue).toBe('');
    expect(stepTwoFilled(empty)).toBe(false);
  });
});

describe('stepTwoFilled', () => {
  it('needs every answer, the radio choices included', () => {
    expect(stepTwoFilled(typed)).toBe(true);
    expect(stepTwoFilled({ ...typed, isSharia: undefined })).toBe(false);
    expect(stepTwoFilled({ ...typed, runway: ' ' })).toBe(false);
    expect(stepTwoFilled({ ...typed, raisedAmount: '' })).toBe(false);
  });

  it('needs the debt amount only after a Yes to debt', () => {
    expect(stepTwoFilled({ ...typed, debtAmount: '' })).toBe(false);
    expect(stepTwoFilled({ ...typed, debt: 'No', debtAmount: '' })).toBe(true);
  });
});

describe('stepTwoDraft', () => {
  it('sends valid answers as the numbers they stand for', () => {
    expect(stepTwoDraft(typed)).toEqual({
      isSoftware: 'Yes',
      ARRYearlyRevenue: 600000,
      activeContracts: 1200,
      investmentRounds: 2,
      runway: 18,
      requestedAmount: 250000,
      isSharia: 'Yes',
      debt: 'Yes',
      debtAmount: 50000,
      institutionalInvestors: 3,
      raisedAmount: 1500000,
    });
  });

  it('clears blank answers and the debt amount of a No, and leaves out answers that break their rule', () => {
    const draft = stepTwoDraft({ ...typed, runway: '', debt: 'No', requestedAmount: '100,000,001' });
    expect(draft.runway).toBeNull();
    expect(draft.debtAmount).toBeNull();
    expect(draft).not.toHaveProperty('requestedAmount');
    expect(draft.ARRYearlyRevenue).toBe(600000);
  });
});

describe('the submitted body', () => {
  it('is both steps with the website prefixed, and passes the server rule', () => {
    const one = eligibilityStepOneSchema.parse({
      businessName: 'Noor Labs',
      businessWebsite: 'noorlabs.io',
      dateOfIncorporation: '2020-03',
      placeOfOperation: [{ name: 'United Arab Emirates', code: 'AE' }],
      businessType: [{ name: 'Marketplace', code: 'MARKETPLACE' }],
      countryOfIncorporation: 'AE',
      companyStage: 'Seed',
    });
    const two = eligibilityStepTwoSchema.parse(typed);
    const body = buildEligibilityStep(one, two);
    expect(body.businessWebsite).toBe('https://noorlabs.io');
    expect(body.requestedAmount).toBe(250000);
    expect(eligibilityStepSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a requested amount above 100,000,000 with the spec message', () => {
    const result = eligibilityStepTwoSchema.safeParse({ ...typed, requestedAmount: '100,000,001' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('The maximum amount allowed is 100,000,000');
  });
});
