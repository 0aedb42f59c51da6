import { country, countryCode } from './countries';
import { readIsoDate, readOfacDate, yearRange } from './dates';

describe('dates', () => {
  it.each([
    ['03 Feb 1971', ['1971-02-03']],
    ['3 February 1971', ['1971-02-03']],
    ['Feb 1971', ['1971-02']],
    ['1971', ['1971']],
    ['circa 1971', ['1971']],
    ['1970 to 1972', ['1970', '1971', '1972']],
    ['01 Jan 1980 to 31 Dec 1981', ['1980', '1981']],
    ['1971-02-03', ['1971-02-03']],
  ])('reads OFAC %s', (text, expected) => {
    expect(readOfacDate(text)).toEqual(expected);
  });

  it.each(['31 Feb 1971', 'unknown', '12 Foo 1971', ''])('refuses %p', (text) => {
    expect(readOfacDate(text)).toBeUndefined();
  });

  it('reads ISO dates as precise as they are, dropping a zone or time', () => {
    expect(readIsoDate('2015-04-07-04:00')).toBe('2015-04-07');
    expect(readIsoDate('1971-02-03T00:00:00')).toBe('1971-02-03');
    expect(readIsoDate('1958-11')).toBe('1958-11');
    expect(readIsoDate('1958')).toBe('1958');
    expect(readIsoDate('1958-13')).toBeUndefined();
    expect(readIsoDate('19581')).toBeUndefined();
  });

  it('keeps only the ends of a wide range', () => {
    expect(yearRange(1972, 1970)).toEqual(['1970', '1971', '1972']);
    expect(yearRange(1940, 1990)).toEqual(['1940', '1990']);
  });
});

describe('countries', () => {
  it.each([
    ['Iran', 'IR'],
    ['Iran (Islamic Republic of)', 'IR'],
    ['Korea, North', 'KP'],
    ["Democratic People's Republic of Korea", 'KP'],
    ['Syrian Arab Republic', 'SY'],
    ['United Arab Emirates', 'AE'],
    ['Russian Federation', 'RU'],
    ['Côte d’Ivoire', 'CI'],
    ['Bosnia and Herzegovina', 'BA'],
    ['Myanmar', 'MM'],
    ['the Gambia', 'GM'],
    ['ae', 'AE'],
    ['SA', 'SA'],
  ])('maps %s to %s', (text, code) => {
    expect(countryCode(text)).toBe(code);
  });

  it('keeps what it cannot map as given', () => {
    expect(country(' Freedonia ')).toBe('Freedonia');
    expect(country('suhh')).toBe('suhh');
    expect(countryCode('EU')).toBeUndefined();
  });
});
