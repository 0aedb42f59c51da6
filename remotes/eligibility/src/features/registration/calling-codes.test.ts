import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { CALLING_CODE_OF, COUNTRIES_BY_CALLING_CODE } from './calling-codes';

// The table stands in for libphonenumber-js's metadata until the library loads: it must say what the library says.
describe('calling codes table', () => {
  it('has every country the library knows, and no other', () => {
    expect([...CALLING_CODE_OF.keys()].sort()).toEqual([...getCountries()].sort());
  });

  it("gives each country the library's calling code", () => {
    for (const country of getCountries()) {
      expect([country, CALLING_CODE_OF.get(country)]).toEqual([country, getCountryCallingCode(country)]);
    }
  });

  it("lists a shared calling code's countries main one first, as the library does", () => {
    expect(Object.fromEntries(COUNTRIES_BY_CALLING_CODE)).toEqual(metadata.country_calling_codes);
  });
});
