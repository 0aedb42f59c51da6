import { formatAmount, formatBasisPoints, formatDay } from './format';

// Dates and amounts in the applicant's language (#19): Intl, Western digits in Arabic, no direction marks, exact.

describe('the applicant’s formats', () => {
  it('write a calendar day in words, the same day in every time zone', () => {
    expect(formatDay('2027-02-09', 'en')).toBe('February 9, 2027');
    expect(formatDay('2027-02-09', 'ar')).toBe('9 فبراير 2027');
    expect(formatDay('2027-12-31', 'ar')).toBe('31 ديسمبر 2027');
    // Not a day: left as it is rather than printed as "Invalid Date".
    expect(formatDay('soon', 'en')).toBe('soon');
  });

  it('write integer minor units exactly, with the currency code, as the language orders them', () => {
    expect(formatAmount(108_000_01, 'USD', 'ar')).toBe('108,000.01 USD');
    expect(formatAmount(5, 'AED', 'ar')).toBe('0.05 AED');
    // The largest integer a number holds exactly: written digit for digit, never through a division by 100.
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 'USD', 'ar')).toBe('90,071,992,547,409.91 USD');
    expect(formatAmount(108_000_01, 'USD', 'en')).toBe('USD 108,000.01');
    for (const text of [formatAmount(1, 'USD', 'ar'), formatDay('2027-02-09', 'ar')])
      expect(text).not.toMatch(/[\u200E\u200F\u061C\u00A0\u0660-\u0669]/);
  });

  it('write basis points as a percentage with two decimals', () => {
    expect(formatBasisPoints(800, 'ar')).toBe('8.00%');
    expect(formatBasisPoints(5714, 'en')).toBe('57.14%');
  });
});
