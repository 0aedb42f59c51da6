import { BUSINESS_TYPES, COMPANY_STAGES, COUNTRIES, MESSAGES, TOAST_AUTO_CLOSE_MS } from './index';

describe('COUNTRIES', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes once each, with names', () => {
    expect(COUNTRIES).toHaveLength(249);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(249);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.name.trim().length).toBeGreaterThan(1);
    }
    expect(COUNTRIES).toContainEqual({ code: 'SA', name: 'Saudi Arabia' });
    expect(COUNTRIES).toContainEqual({ code: 'AE', name: 'United Arab Emirates' });
    expect(COUNTRIES).toContainEqual({ code: 'GB', name: 'United Kingdom' });
  });

  it('is sorted by code so pickers can rely on a stable order', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect([...codes].sort()).toEqual(codes);
  });
});

describe('BUSINESS_TYPES', () => {
  it('has the spec names and codes exactly, HELATHTECH included', () => {
    expect(BUSINESS_TYPES).toEqual([
      { name: 'Software', code: 'SAAS' },
      { name: 'Gaming', code: 'GAMING' },
      { name: 'Marketplace', code: 'MARKETPLACE' },
      { name: 'E-commerce', code: 'ECOMMERCE' },
      { name: 'Content', code: 'CONTENT' },
      { name: 'Fintech', code: 'FINTECH' },
      { name: 'Health', code: 'HELATHTECH' },
      { name: 'Education', code: 'EDUTECH' },
      { name: 'B2B', code: 'B2B' },
      { name: 'B2C', code: 'B2C' },
    ]);
  });
});

it('company stages are the five of the spec, in order', () => {
  expect(COMPANY_STAGES).toEqual(['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Post Series B']);
});

it('keeps the spec texts of section 8', () => {
  expect(MESSAGES.genericFailure).toBe('Oops! Something went wrong. Please try again later.');
  expect(MESSAGES.errorModalTitle).toBe('Oops, Something Went Wrong!!');
  expect(TOAST_AUTO_CLOSE_MS).toBe(3327);
});
