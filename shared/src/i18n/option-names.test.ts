import { BUSINESS_TYPES, COMPANY_STAGES } from '../constants';
import { businessTypeName, companyStageName, setLanguage } from './index';

describe('the shared lists’ business types and company stages, named in a language', () => {
  afterEach(() => setLanguage('en'));

  it('names them in English as the lists write them, by code or by English name', () => {
    expect(BUSINESS_TYPES.map(({ code }) => businessTypeName(code))).toEqual(
      BUSINESS_TYPES.map((b) => b.name),
    );
    expect(businessTypeName('HELATHTECH')).toBe('Health');
    expect(businessTypeName('Health')).toBe('Health');
    expect(COMPANY_STAGES.map((stage) => companyStageName(stage))).toEqual([...COMPANY_STAGES]);
  });

  it('keeps what is not on the lists as it was given', async () => {
    await setLanguage('ar');
    expect(businessTypeName('Robotics')).toBe('Robotics');
    expect(companyStageName('Series Z')).toBe('Series Z');
  });

  it('names every one of them in Arabic once the page has turned to Arabic, each name its own', async () => {
    await setLanguage('ar');
    const types = BUSINESS_TYPES.map(({ code }) => businessTypeName(code));
    const stages = COMPANY_STAGES.map((stage) => companyStageName(stage));
    for (const name of [...types, ...stages]) expect(name).toMatch(/[\u0600-\u06FF]/);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(stages).size).toBe(stages.length);
    expect(businessTypeName('Fintech')).toBe('التقنية المالية');
    expect(businessTypeName('B2B')).toBe('الخدمات للشركات (\u2066B2B\u2069)');
    expect(companyStageName('Series A')).toBe('جولة السلسلة أ');
  });

  it('names them in the language asked for, whatever the page’s', async () => {
    await setLanguage('ar');
    expect(businessTypeName('SAAS', 'en')).toBe('Software');
    expect(companyStageName('Pre-Seed', 'en')).toBe('Pre-Seed');
    await setLanguage('en');
    expect(businessTypeName('SAAS', 'ar')).toBe('البرمجيات');
  });
});
