import { countriesByName, joinNames } from './option-names';

describe('the shared lists named in the page’s language', () => {
  it('lists the countries by their names in Arabic, sorted by them', () => {
    const names = countriesByName('ar').map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
  });

  it('joins names as the language writes a list', () => {
    expect(joinNames(['a', 'b'], 'en')).toBe('a, b');
    expect(joinNames(['a', 'b'], 'ar')).toBe('a، b');
  });
});
