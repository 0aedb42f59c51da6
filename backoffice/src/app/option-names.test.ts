import { countriesByName, countryName, joinNames } from './option-names';

describe('the shared lists named in the page’s language', () => {
  it('names a country by its code or its list name, in English as the list writes it', () => {
    expect(countryName('AE', 'en')).toBe('United Arab Emirates');
    expect(countryName('United Arab Emirates', 'en')).toBe('United Arab Emirates');
    expect(countryName('Atlantis', 'en')).toBe('Atlantis');
  });

  it('names a country in Arabic by the browser’s names, the list sorted by them', () => {
    const arabic = countryName('AE', 'ar');
    expect(arabic).not.toBe('United Arab Emirates');
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(countryName('United Arab Emirates', 'ar')).toBe(arabic);
    const names = countriesByName('ar').map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
  });

  it('joins names as the language writes a list', () => {
    expect(joinNames(['a', 'b'], 'en')).toBe('a, b');
    expect(joinNames(['a', 'b'], 'ar')).toBe('a، b');
  });
});
