import {
  callingCodeOf,
  caretAfterDigits,
  countryFor,
  countryOptions,
  digitsBefore,
  MAX_DIGITS,
  toE164,
  typedText,
  withCallingCode,
} from './phone-number';

describe('toE164: the value the form gets', () => {
  it('is "+" and the digits, whatever the spacing', () => {
    expect(toE164('+1 415 555 2671')).toBe('+14155552671');
    expect(toE164('+1 (415) 555-2671')).toBe('+14155552671');
  });

  it('is empty while no digit is typed, so that the form counts the field as empty', () => {
    expect(toE164('')).toBe('');
    expect(toE164('+')).toBe('');
    expect(toE164('+ ')).toBe('');
  });

  it('keeps the calling code alone (a country was chosen: the field is not empty)', () => {
    expect(toE164('+1 ')).toBe('+1');
  });

  it(`stops at ${MAX_DIGITS} digits`, () => {
    expect(toE164(`+${'1'.repeat(30)}`)).toBe(`+${'1'.repeat(MAX_DIGITS)}`);
  });
});

describe('typedText: the number shown before the formatter has loaded', () => {
  it('puts "+" in front of digits typed without it', () => {
    expect(typedText('4')).toBe('+4');
    expect(typedText('14155552671')).toBe('+14155552671');
  });

  it('keeps digits and spaces, drops anything else', () => {
    expect(typedText('+1 (415) 555-2671')).toBe('+1 415 5552671');
    expect(typedText('+1 4a')).toBe('+1 4');
  });

  it('keeps a lone "+", and empty stays empty', () => {
    expect(typedText('+')).toBe('+');
    expect(typedText('')).toBe('');
  });

  it(`drops digits beyond ${MAX_DIGITS}`, () => {
    expect(typedText(`+${'2'.repeat(MAX_DIGITS)}3`)).toBe(`+${'2'.repeat(MAX_DIGITS)}`);
  });
});

describe('callingCodeOf', () => {
  it('reads codes of one, two and three digits', () => {
    expect(callingCodeOf('14155552671')).toBe('1');
    expect(callingCodeOf('447911123456')).toBe('44');
    expect(callingCodeOf('966501234567')).toBe('966');
  });

  it('is unknown while the code is unfinished or is no calling code', () => {
    expect(callingCodeOf('')).toBeUndefined();
    expect(callingCodeOf('9')).toBeUndefined();
    expect(callingCodeOf('96')).toBeUndefined();
    expect(callingCodeOf('999')).toBeUndefined();
  });
});

describe('countryFor: the country the picker shows', () => {
  it("is the calling code's main country", () => {
    expect(countryFor('1415', '')).toBe('US');
    expect(countryFor('44', '')).toBe('GB');
    expect(countryFor('9715', '')).toBe('AE');
  });

  it('keeps the country shown when it has that calling code', () => {
    expect(countryFor('1416', 'CA')).toBe('CA');
    expect(countryFor('1416', 'GB')).toBe('US');
  });

  it("takes the library's reading once it has one", () => {
    expect(countryFor('14165551234', 'US', 'CA')).toBe('CA');
  });

  it('is International while the calling code is unknown', () => {
    expect(countryFor('', 'US')).toBe('');
    expect(countryFor('9', 'US')).toBe('');
  });
});

describe('withCallingCode: choosing a country', () => {
  it('puts its calling code and a space in an empty field', () => {
    expect(withCallingCode('', 'AE')).toBe('+971 ');
  });

  it('replaces the calling code typed, keeping the national digits', () => {
    expect(withCallingCode('+1 415 555 2671', 'GB')).toBe('+44 4155552671');
    expect(withCallingCode('+44 7911', 'US')).toBe('+1 7911');
  });

  it('replaces an unfinished calling code', () => {
    expect(withCallingCode('+9', 'SA')).toBe('+966 ');
  });

  it('leaves the number as it is for International', () => {
    expect(withCallingCode('+1 415', '')).toBe('+1 415');
  });
});

describe('the caret across reformatting', () => {
  it('stays after the same digit', () => {
    const typed = '+1415|5552671';
    const digits = digitsBefore(typed.replace('|', ''), typed.indexOf('|'));
    expect(digits).toBe(4);
    expect(caretAfterDigits('+1 415 555 2671', digits)).toBe('+1 415'.length);
  });

  it('goes after the "+" when no digit precedes it', () => {
    expect(caretAfterDigits('+1 415', 0)).toBe(1);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});

describe('countryOptions: the picker', () => {
  it('has every country, named in English and sorted by name', () => {
    const options = countryOptions('en');
    expect(options).toHaveLength(245);
    expect(options.find((o) => o.code === 'AE')?.name).toBe('United Arab Emirates');
    // The product's own name where the browser's differs (the eligibility form's country list says the same).
    expect(options.find((o) => o.code === 'PS')?.name).toBe('Palestine');
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
  });

  it('names and sorts them in Arabic for an Arabic page', () => {
    const options = countryOptions('ar');
    expect(options.find((o) => o.code === 'SA')?.name).toBe('المملكة العربية السعودية');
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ar')));
  });
});
