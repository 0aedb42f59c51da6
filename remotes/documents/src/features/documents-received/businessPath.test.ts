import { businessPath, knownBusinessTypes } from './businessPath';

describe('business path of /documents-email', () => {
  it('gaming or content businesses take the entertainment path, others the general one', () => {
    expect(businessPath(['GAMING'])).toBe('entertainment');
    expect(businessPath(['SAAS', 'CONTENT'])).toBe('entertainment');
    expect(businessPath(['SAAS', 'MARKETPLACE'])).toBe('general');
    expect(businessPath([])).toBe('general');
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
