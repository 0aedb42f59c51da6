import { eligibilityStepOneSchema, eligibilityStepSchema } from '@onboarding/shared/schemas';
import {
  monthOfIsoDate,
  stepOneDraft,
  stepOneFilled,
  stepOneFormValues,
  withoutScheme,
} from './step-one-values';

const form = {
  businessName: 'Noor Labs',
  businessWebsite: 'www.noorlabs.io',
  dateOfIncorporation: '2020-03',
  placeOfOperation: [
    { name: 'United Arab Emirates', code: 'AE' },
    { name: 'Gulf region', code: 'Gulf region' },
  ],
  businessType: [{ name: 'Software', code: 'SAAS' as const }],
  countryOfIncorporation: 'AE',
  companyStage: 'Series A' as const,
};

describe('step one form values', () => {
  it('turn the month picker value into an ISO date-time and back', () => {
    const one = eligibilityStepOneSchema.parse(form);
    expect(one.dateOfIncorporation).toBe('2020-03-01T00:00:00.000Z');
    expect(monthOfIsoDate(one.dateOfIncorporation)).toBe('2020-03');
    expect(stepOneFormValues(one)).toEqual(form);
  });

  it('start empty when nothing is stored', () => {
    const empty = stepOneFormValues(null);
    expect(stepOneFilled(empty)).toBe(false);
    expect(empty.companyStage).toBeUndefined();
  });

  it('read a month from any stored ISO date, and nothing from garbage', () => {
    expect(monthOfIsoDate('2025-09-01T00:00:00.000Z')).toBe('2025-09');
    expect(monthOfIsoDate('not a date')).toBe('');
    expect(monthOfIsoDate(undefined)).toBe('');
  });

  it('drop a scheme typed or pasted before the fixed prefix', () => {
    expect(withoutScheme('https://noorlabs.io')).toBe('noorlabs.io');
    expect(withoutScheme('HTTP://noorlabs.io/about')).toBe('noorlabs.io/about');
    expect(withoutScheme('noorlabs.io')).toBe('noorlabs.io');
  });
});

describe('stepOneFilled', () => {
  it('needs every field', () => {
    expect(stepOneFilled(form)).toBe(true);
    for (const key of Object.keys(form) as (keyof typeof form)[]) {
      const empty = Array.isArray(form[key]) ? [] : '';
      expect(stepOneFilled({ ...form, [key]: empty })).toBe(false);
    }
    expect(stepOneFilled({ ...form, businessName: '   ' })).toBe(false);
  });
});

describe('stepOneDraft', () => {
  it('is step one with the website prefixed, as the server keeps it', () => {
    const draft = stepOneDraft(eligibilityStepOneSchema.parse(form));
    expect(draft.businessWebsite).toBe('https://www.noorlabs.io');
    expect(draft.businessType).toEqual([{ name: 'Software', code: 'SAAS' }]);
    // Each field passes the final body's own rule.
    for (const [key, value] of Object.entries(draft)) {
      const rule = eligibilityStepSchema.shape[key as keyof typeof eligibilityStepSchema.shape];
      expect(rule.safeParse(value).success).toBe(true);
    }
  });
});
