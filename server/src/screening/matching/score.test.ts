import { nameKeys } from './keys';
import { normaliseName } from './normalise';
import {
  compareNames,
  DEFAULT_THRESHOLD,
  isMatch,
  scoreParty,
  type ListEntry,
  type PartyQuery,
} from './score';

const person = (name: string, extra: Partial<PartyQuery> = {}): PartyQuery => ({
  name,
  kind: 'person',
  ...extra,
});
const listed = (names: string[], extra: Partial<ListEntry> = {}): ListEntry => ({
  names,
  kind: 'person',
  ...extra,
});
const codes = (query: PartyQuery, entry: ListEntry) => scoreParty(query, entry).reasons.map((r) => r.code);

describe('scoreParty', () => {
  it('matches an identical name with score 1', () => {
    const r = scoreParty(person('Khalid Saeed Al Mansouri'), listed(['Khalid Saeed Al Mansouri']));
    expect(r).toEqual({
      score: 1,
      reasons: [{ code: 'exact', text: 'names match exactly' }],
      matchedName: 'Khalid Saeed Al Mansouri',
    });
  });

  it.each([
    ['spelling variants', 'Mohamed Al-Hashemi', 'Muhammad Al Hashimi', ['spelling']],
    ['Arabic script against Latin', 'محمد الهاشمي', 'Mohammed Al Hashimi', ['transliteration']],
    ['reordered, list style', 'AL HASHIMI, Mohammed', 'Mohammed Al Hashimi', ['reordered']],
    ['a typo', 'Mohammed Al Mansuori', 'Mohammed Al Mansouri', ['spelling']],
    [
      'two parts of a four-part name',
      'Mohammed Al Maktoum',
      'Mohammed bin Rashid bin Saeed Al Maktoum',
      ['part-missing'],
    ],
    ['honorifics', 'H.E. Sheikh Mohammed Al Hashimi', 'Mohammed Al Hashimi', ['honorific']],
    ['parts written together', 'Nasr Allah Khalid', 'Khalid Nasrallah', ['joined-parts']],
  ])('raises %s', (_, query, entry, expected) => {
    const r = scoreParty(person(query), listed([entry]));
    expect(r.score).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
    for (const code of expected) expect(r.reasons.map((x) => x.code)).toContain(code);
  });

  it.each([
    ['another family', 'Khalid Al Mansouri', 'Khalid Al Qahtani'],
    ['another given name', 'Khalid Al Mansouri', 'Walid Al Mansouri'],
    ['another father', 'Khalid bin Saeed Al Mansouri', 'Khalid bin Ibrahim Al Mansouri'],
    ['a given name alone', 'Mohammed', 'Mohammed bin Rashid Al Maktoum'],
    ['Arabic names a letter apart', 'حسن الهاشمي', 'حسين الهاشمي'],
    ['a long vowel missing across scripts', 'حسين الهاشمي', 'Hassan Al Hashimi'],
    ['an abd compound and a plain name', 'Ibrahim Al Hashimi', 'Abdulrahman Al Hashimi'],
  ])('does not raise %s', (_, query, entry) => {
    expect(scoreParty(person(query), listed([entry])).score).toBeLessThan(DEFAULT_THRESHOLD);
  });

  it('counts missing and differing parts in its reasons', () => {
    expect(
      scoreParty(person('Khalid Al Mansouri'), listed(['Khalid bin Saeed Al Mansouri'])).reasons,
    ).toContainEqual({
      code: 'part-missing',
      text: 'one name part missing',
    });
    expect(
      scoreParty(person('Khalid Al Mansouri'), listed(['Khalid bin Saeed bin Ali Al Mansouri'])).reasons,
    ).toContainEqual({
      code: 'part-missing',
      text: '2 name parts missing',
    });
    expect(codes(person('Khalid Al Mansouri'), listed(['Walid Al Mansouri']))).toContain('part-differs');
  });

  describe('corroboration', () => {
    const name = 'Khalid Al Mansouri';
    const base = scoreParty(person(name), listed(['Khalid Saeed Al Mansouri'])).score;
    const withDob = (birthDate: string, birthDates: string[]) =>
      scoreParty(person(name, { birthDate }), listed(['Khalid Saeed Al Mansouri'], { birthDates }));

    it('raises the score for the same date of birth, a little for the same year only', () => {
      const exact = withDob('1970-05-01', ['1969', '1970-05-01']);
      expect(exact.score).toBeGreaterThan(base);
      expect(exact.reasons).toContainEqual({ code: 'dob-match', text: 'date of birth matches' });
      const year = withDob('1970-05-01', ['1970']);
      expect(year.score).toBeGreaterThan(base);
      expect(year.score).toBeLessThan(exact.score);
      expect(year.reasons.map((r) => r.code)).toContain('dob-year');
    });

    it('lowers it for a close date, and below the threshold for another one', () => {
      const near = withDob('1970-05-01', ['1970-06-01']);
      expect(near.score).toBeLessThan(base);
      expect(near.reasons.map((r) => r.code)).toContain('dob-near');
      const other = withDob('1970-05-01', ['1955-01-01']);
      expect(other.score).toBeLessThan(DEFAULT_THRESHOLD);
      expect(other.reasons).toContainEqual({ code: 'dob-differs', text: 'date of birth differs' });
    });

    it('raises it for the same nationality and lowers it for another', () => {
      const same = scoreParty(
        person(name, { nationality: 'ae' }),
        listed([name], { nationalities: ['AE', 'SA'] }),
      );
      expect(same.reasons).toContainEqual({ code: 'nationality-match', text: 'nationality matches' });
      const other = scoreParty(
        person('Khalid Saeed Al Mansouri', { nationality: 'QA' }),
        listed([name], { nationalities: ['AE'] }),
      );
      expect(other.score).toBeLessThan(scoreParty(person('Khalid Saeed Al Mansouri'), listed([name])).score);
      expect(other.reasons).toContainEqual({ code: 'nationality-differs', text: 'nationality differs' });
    });

    it('changes nothing when one side gives no date or nationality', () => {
      expect(withDob('1970-05-01', []).score).toBe(base);
      expect(
        scoreParty(person(name, { nationality: 'AE' }), listed(['Khalid Saeed Al Mansouri'])).score,
      ).toBe(base);
    });
  });

  it('keeps the best of every name of the party against every name of the entry', () => {
    const r = scoreParty(
      person('Kh. Mansouri', { names: ['خالد المنصوري'] }),
      listed(['Abu Saeed', 'Khalid Al-Mansoori']),
    );
    expect(r.matchedName).toBe('Khalid Al-Mansoori');
    expect(r.score).toBe(1);
  });

  it('scores companies on their names without legal forms', () => {
    const r = scoreParty(
      { name: 'Al-Noor Trading L.L.C.', kind: 'company' },
      { names: ['Al Noor Trading FZE'], kind: 'company' },
    );
    expect(r.score).toBe(1);
    expect(r.reasons.map((x) => x.code)).toContain('company-form');
    const miss = scoreParty(
      { name: 'Al Noor Trading LLC', kind: 'company' },
      { names: ['Al Noor Contracting LLC'], kind: 'company' },
    );
    expect(miss.score).toBeLessThan(DEFAULT_THRESHOLD);
  });

  it('halves the score of a person against a company', () => {
    const r = scoreParty(person('Al Noor'), { names: ['Al Noor'], kind: 'company' });
    expect(r.score).toBe(0.5);
    expect(r.reasons.map((x) => x.code)).toContain('kind-differs');
  });

  it('answers 0 and no name when nothing is shared, or a name is empty', () => {
    expect(scoreParty(person('Khalid Al Mansouri'), listed(['Yousef Haddad']))).toEqual({
      score: 0,
      reasons: [],
      matchedName: null,
    });
    expect(scoreParty(person('  '), listed(['Yousef Haddad'])).score).toBe(0);
    expect(isMatch({ score: DEFAULT_THRESHOLD, reasons: [], matchedName: 'x' })).toBe(true);
  });
});

describe('scoreParty on odd input', () => {
  it.each([
    ['', ['']],
    ['bin', ['ibn']],
    ['Mr', ['Dr']],
    ['😀 ✓ 123', ['123']],
    ['ـــ', ['ال']],
    ['a'.repeat(300), ['a'.repeat(299) + 'b']],
    [Array.from({ length: 40 }, (_, i) => `Part${i}`).join(' '), ['Part1 Part2']],
    ['Mohammed محمد Mohammed', ['محمد']],
  ])('%j against %j stays in 0–1', (name, names) => {
    const r = scoreParty(person(name), listed(names));
    expect(r.score).toBeGreaterThanOrEqual(0);
    expect(r.score).toBeLessThanOrEqual(1);
  });
});

describe('compareNames', () => {
  it('reports order, missing and differing parts apart', () => {
    const c = compareNames(
      normaliseName('Mansouri Khalid Ali', 'person'),
      normaliseName('Khalid Saeed Al Mansouri Omar', 'person'),
    );
    expect(c).toMatchObject({ pairs: 2, reordered: true, missing: 1, differing: 1 });
  });
});

describe('nameKeys', () => {
  it('gives variants, transliterations and reorderings of a name the same keys', () => {
    const keys = nameKeys('Mohammed bin Rashid Al Maktoum');
    expect(keys).toEqual(['mhmd', 'mktm', 'rcd']);
    for (const n of [
      'محمد بن راشد آل مكتوم',
      'AL MAKTOUM, Muhammad Rashid',
      'Sheikh Mohamed Rachid El Maktoum',
    ]) {
      expect(nameKeys(n)).toEqual(keys);
    }
  });

  it('adds the second reading of an ambiguous Arabic letter', () => {
    expect(nameKeys('عثمان')).toEqual(['smn', 'tmn']);
    expect(nameKeys('Osman')).toEqual(['tmn']);
    expect(nameKeys('ذهبي')).toEqual(['dhb', 'zhb']);
  });
});
