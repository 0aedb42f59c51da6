import { businessPath, businessTypeCodes, knownBusinessTypes } from './businessPath';

describe('business path of /documents-email', () => {
  it('gaming or content businesses take the entertainment path, others the general one', () => {
    expect(businessPath(['GAMING'])).toBe('entertainment');
    expect(businessPath(['SAAS', 'CONTENT'])).toBe('entertainment');
    expect(businessPath(['SAAS', 'MARKETPLACE'])).toBe('general');
    expect(businessPath([])).toBe('general');
  });

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
    expect(businessTypeCodes(null)).toBeNull();
  });

  it('prefers step one as kept in the page, then check-user, else unknown', () => {
    const stepOne = { businessType: [{ name: 'Gaming', code: 'GAMING' as const }] };
    const status = {
      eligibility_step: { businessType: [{ name: 'Software', code: 'SAAS' as const }] },
    } as never;
    expect(knownBusinessTypes(stepOne, status)).toEqual(['GAMING']);
    expect(knownBusinessTypes(null, status)).toEqual(['SAAS']);
    expect(knownBusinessTypes(null, { eligibility_step: null })).toBeNull();
    expect(knownBusinessTypes(null, null)).toBeNull();
  });
});
