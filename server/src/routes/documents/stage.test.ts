import { advanceStage, businessTypeCodes, isEntertainmentBusiness } from './stage';

describe('stage helpers', () => {
  it('advance an application but never move it back', () => {
    expect(advanceStage('ELIGIBLE', 'TRANSACTION')).toBe('TRANSACTION');
    expect(advanceStage(null, 'TRANSACTION')).toBe('TRANSACTION');
    expect(advanceStage('TRANSACTION', 'TRANSACTION')).toBe('TRANSACTION');
    expect(advanceStage('ACCOUNTING', 'TRANSACTION')).toBe('ACCOUNTING');
    expect(advanceStage('PENDING', 'ACCOUNTING')).toBe('PENDING');
  });

  it('read business type codes as the eligibility form stores them', () => {
    const step = {
      businessType: [
        { name: 'Gaming', code: 'GAMING' },
        { name: 'B2C', code: 'B2C' },
      ],
    };
    expect(businessTypeCodes(step)).toEqual(['GAMING', 'B2C']);
    expect(businessTypeCodes({ businessType: ['CONTENT'] })).toEqual(['CONTENT']);
    expect(businessTypeCodes(null)).toEqual([]);
    expect(businessTypeCodes({ businessType: 'GAMING' })).toEqual([]);
  });

  it('recognise gaming and content businesses only', () => {
    expect(isEntertainmentBusiness(['SAAS', 'CONTENT'])).toBe(true);
    expect(isEntertainmentBusiness(['GAMING'])).toBe(true);
    expect(isEntertainmentBusiness(['SAAS', 'MARKETPLACE'])).toBe(false);
    expect(isEntertainmentBusiness([])).toBe(false);
  });
});
