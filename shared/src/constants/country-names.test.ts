import { countryName } from './country-names';

describe('a country named in a language', () => {
  it('is the list’s English name in English, by code or by that name', () => {
    expect(countryName('AE', 'en')).toBe('United Arab Emirates');
    expect(countryName('United Arab Emirates', 'en')).toBe('United Arab Emirates');
  });

  it('is the browser’s name in Arabic, by code or by the English name', () => {
    const arabic = countryName('AE', 'ar');
    expect(arabic).not.toBe('United Arab Emirates');
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(countryName('United Arab Emirates', 'ar')).toBe(arabic);
  });

  it('keeps a place that is not on the list as it was given', () => {
    expect(countryName('Atlantis', 'en')).toBe('Atlantis');
    expect(countryName('Atlantis', 'ar')).toBe('Atlantis');
  });
});
