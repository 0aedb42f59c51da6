import {
  WEBSITE_PATTERN,
  buildEligibilityStep,
  eligibilityStepOneSchema,
  eligibilityStepSchema,
  eligibilityStepTwoSchema,
} from './eligibility';
import { fieldError, firstError } from './test-helpers';

const stepOne = {
  businessName: 'Acme',
  businessWebsite: 'www.acme.com',
  businessType: [{ name: 'Software', code: 'SAAS' }],
  placeOfOperation: [{ name: 'Saudi Arabia', code: 'SA' }],
  countryOfIncorporation: 'Saudi Arabia',
  companyStage: 'Seed',
  dateOfIncorporation: '2021-04-01T00:00:00.000Z',
};

const stepTwo = {
  isSoftware: 'Yes',
  ARRYearlyRevenue: '1,200,000',
  activeContracts: '340',
  investmentRounds: 2,
  runway: '18',
  requestedAmount: '500,000',
  isSharia: 'No',
  debt: 'No',
  institutionalInvestors: '3',
  raisedAmount: '2,000,000',
};

describe('website pattern', () => {
  it.each(['acme.com', 'www.acme.com', 'app.acme.co.uk', 'acme.io/about', 'my-shop.store/path/x?y=1'])(
    'accepts %s',
    (w) => expect(WEBSITE_PATTERN.test(w)).toBe(true),
  );
  it.each(['acme', 'acme.c', 'acme.123', 'www.', 'acme .com', '-acme.com', 'https://acme.com'])(
    'rejects %s',
    (w) => expect(WEBSITE_PATTERN.test(w)).toBe(false),
  );
});

describe('eligibility step one', () => {
  it('accepts a complete step', () => {
    expect(firstError(eligibilityStepOneSchema, stepOne)).toBeNull();
  });

  it('business website: required, at most 50, "Wrong business Website url"', () => {
    expect(fieldError(eligibilityStepOneSchema, { ...stepOne, businessWebsite: '' }, 'businessWebsite')).toBe(
      'Value is required',
    );
    expect(
      fieldError(eligibilityStepOneSchema, { ...stepOne, businessWebsite: 'acme' }, 'businessWebsite'),
    ).toBe('Wrong business Website url');
    expect(
      fieldError(
        eligibilityStepOneSchema,
        { ...stepOne, businessWebsite: `${'a'.repeat(47)}.com` },
        'businessWebsite',
      ),
    ).toBe('The maximum length allowed is 50');
  });

  it('a pasted scheme is removed rather than doubled', () => {
    expect(
      eligibilityStepOneSchema.parse({ ...stepOne, businessWebsite: 'https://acme.com' }).businessWebsite,
    ).toBe('acme.com');
  });

  it('business name and country of incorporation: required, at most 50', () => {
    expect(fieldError(eligibilityStepOneSchema, { ...stepOne, businessName: ' ' }, 'businessName')).toBe(
      'Value is required',
    );
    expect(
      fieldError(eligibilityStepOneSchema, { ...stepOne, businessName: 'x'.repeat(51) }, 'businessName'),
    ).toBe('The maximum length allowed is 50');
    expect(
      fieldError(
        eligibilityStepOneSchema,
        { ...stepOne, countryOfIncorporation: 'x'.repeat(51) },
        'countryOfIncorporation',
      ),
    ).toBe('The maximum length allowed is 50');
  });

  it('business type, place of operation, company stage and date are required', () => {
    for (const key of ['businessType', 'placeOfOperation', 'companyStage', 'dateOfIncorporation']) {
      expect(fieldError(eligibilityStepOneSchema, { ...stepOne, [key]: undefined }, key)).toBe(
        'Value is required',
      );
    }
    expect(fieldError(eligibilityStepOneSchema, { ...stepOne, businessType: [] }, 'businessType')).toBe(
      'Value is required',
    );
    expect(fieldError(eligibilityStepOneSchema, { ...stepOne, companyStage: '' }, 'companyStage')).toBe(
      'Value is required',
    );
  });

  it('business type codes are the spec codes only', () => {
    expect(
      firstError(eligibilityStepOneSchema, {
        ...stepOne,
        businessType: [{ name: 'Health', code: 'HELATHTECH' }],
      }),
    ).toBeNull();
    expect(
      firstError(eligibilityStepOneSchema, {
        ...stepOne,
        businessType: [{ name: 'Health', code: 'HEALTHTECH' }],
      }),
    ).not.toBeNull();
  });

  it('place of operation is taggable: codes outside the country list are accepted', () => {
    expect(
      firstError(eligibilityStepOneSchema, { ...stepOne, placeOfOperation: [{ name: 'GCC', code: 'GCC' }] }),
    ).toBeNull();
  });

  describe('date of incorporation', () => {
    // A fixed clock: the limit is the current month, so the test reads the same whatever day it runs.
    beforeEach(() => {
      jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    });
    afterEach(() => jest.useRealTimers());

    it('cannot be later than the end of the current month', () => {
      expect(
        eligibilityStepOneSchema.parse({ ...stepOne, dateOfIncorporation: '2026-11' }).dateOfIncorporation,
      ).toBe('2026-11-01T00:00:00.000Z');
      expect(
        firstError(eligibilityStepOneSchema, { ...stepOne, dateOfIncorporation: '2026-11-30T23:59:59Z' }),
      ).toBeNull();
      for (const later of ['2026-12', '2026-12-01T00:00:00.000Z', new Date('2027-03-01T00:00:00Z')]) {
        expect(
          fieldError(
            eligibilityStepOneSchema,
            { ...stepOne, dateOfIncorporation: later },
            'dateOfIncorporation',
          ),
        ).toBe('Date of incorporation cannot be later than the end of November 2026');
      }
      expect(
        fieldError(
          eligibilityStepOneSchema,
          { ...stepOne, dateOfIncorporation: 'soon' },
          'dateOfIncorporation',
        ),
      ).toBe('Value is not a valid date');
    });

    it('follows the calendar: September 2025, when the spec was written, is no longer the limit', () => {
      expect(firstError(eligibilityStepOneSchema, { ...stepOne, dateOfIncorporation: '2025-10' })).toBeNull();
      jest.setSystemTime(new Date('2025-09-15T00:00:00Z'));
      expect(
        fieldError(
          eligibilityStepOneSchema,
          { ...stepOne, dateOfIncorporation: '2025-10' },
          'dateOfIncorporation',
        ),
      ).toBe('Date of incorporation cannot be later than the end of September 2025');
    });
  });
});

describe('eligibility step two', () => {
  it('accepts digits with thousands separators and yields numbers', () => {
    const out = eligibilityStepTwoSchema.parse(stepTwo);
    expect(out.ARRYearlyRevenue).toBe(1_200_000);
    expect(out.requestedAmount).toBe(500_000);
    expect(out.investmentRounds).toBe(2);
  });

  it('every amount is required and numeric', () => {
    for (const key of [
      'ARRYearlyRevenue',
      'raisedAmount',
      'institutionalInvestors',
      'activeContracts',
      'runway',
      'investmentRounds',
      'requestedAmount',
    ]) {
      expect(fieldError(eligibilityStepTwoSchema, { ...stepTwo, [key]: '' }, key)).toBe('Value is required');
      expect(fieldError(eligibilityStepTwoSchema, { ...stepTwo, [key]: undefined }, key)).toBe(
        'Value is required',
      );
      expect(fieldError(eligibilityStepTwoSchema, { ...stepTwo, [key]: 'abc' }, key)).toBe(
        'Value must be a number',
      );
    }
  });

  it('requested amount at most 100,000,000', () => {
    expect(
      fieldError(eligibilityStepTwoSchema, { ...stepTwo, requestedAmount: '100,000,000' }, 'requestedAmount'),
    ).toBeNull();
    expect(
      fieldError(eligibilityStepTwoSchema, { ...stepTwo, requestedAmount: 100_000_001 }, 'requestedAmount'),
    ).toBe('The maximum amount allowed is 100,000,000');
  });

  it('debt amount is required when debt is Yes', () => {
    expect(fieldError(eligibilityStepTwoSchema, { ...stepTwo, debt: 'Yes' }, 'debtAmount')).toBe(
      'Value is required',
    );
    expect(
      fieldError(eligibilityStepTwoSchema, { ...stepTwo, debt: 'Yes', debtAmount: '' }, 'debtAmount'),
    ).toBe('Value is required');
    expect(
      firstError(eligibilityStepTwoSchema, { ...stepTwo, debt: 'Yes', debtAmount: '10,000' }),
    ).toBeNull();
    expect(firstError(eligibilityStepTwoSchema, { ...stepTwo, debt: 'No', debtAmount: '' })).toBeNull();
  });

  it('reports the missing debt amount together with other field errors', () => {
    const r = eligibilityStepTwoSchema.safeParse({ ...stepTwo, debt: 'Yes', runway: '' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['runway', 'debtAmount']));
  });

  it('yes/no answers are required', () => {
    expect(fieldError(eligibilityStepTwoSchema, { ...stepTwo, isSharia: undefined }, 'isSharia')).toBe(
      'Value is required',
    );
    expect(eligibilityStepTwoSchema.parse({ ...stepTwo, isSoftware: true }).isSoftware).toBe('Yes');
  });
});

describe('PATCH eligibility_step', () => {
  it('is both steps merged with the website prefixed by https://', () => {
    const body = buildEligibilityStep(
      eligibilityStepOneSchema.parse(stepOne),
      eligibilityStepTwoSchema.parse(stepTwo),
    );
    expect(body.businessWebsite).toBe('https://www.acme.com');
    expect(eligibilityStepSchema.parse(body)).toEqual(body);
  });

  it('refuses a website without the prefix or with a bad domain', () => {
    const body = { ...stepOne, ...stepTwo };
    expect(
      fieldError(eligibilityStepSchema, { ...body, businessWebsite: 'www.acme.com' }, 'businessWebsite'),
    ).toBe('Wrong business Website url');
    expect(
      fieldError(eligibilityStepSchema, { ...body, businessWebsite: 'https://acme' }, 'businessWebsite'),
    ).toBe('Wrong business Website url');
    expect(firstError(eligibilityStepSchema, { ...body, businessWebsite: 'https://acme.com' })).toBeNull();
  });

  it('applies the debt rule', () => {
    expect(
      firstError(eligibilityStepSchema, {
        ...stepOne,
        ...stepTwo,
        businessWebsite: 'https://acme.com',
        debt: 'Yes',
      }),
    ).toBe('Value is required');
  });
});
