import { businessTypeCodes, isEntertainmentBusiness } from './business-path';

describe('business path rule', () => {
  it('reads codes from the eligibility step as the form sends it', () => {
    expect(
      businessTypeCodes({
        businessType: [
          { name: 'Gaming', code: 'GAMING' },
          { name: 'B2B', code: 'B2B' },
        ],
      }),
    ).toEqual(['GAMING', 'B2B']);
    expect(businessTypeCodes({ businessType: ['content'] })).toEqual(['CONTENT']);
    expect(businessTypeCodes({ businessType: [] })).toBeNull();
    expect(businessTypeCodes({ businessType: 'GAMING' })).toBeNull();
    expect(businessTypeCodes(null)).toBeNull();
  });

  it('recognises gaming and content businesses only', () => {
    expect(isEntertainmentBusiness(['SAAS', 'CONTENT'])).toBe(true);
    expect(isEntertainmentBusiness(['GAMING'])).toBe(true);
    expect(isEntertainmentBusiness(['SAAS', 'MARKETPLACE'])).toBe(false);
    expect(isEntertainmentBusiness([])).toBe(false);
  });
});
