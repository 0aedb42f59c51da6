import { formatAmount, formatBasisPoints, formatDay, formatInteger } from './format';

// Dates and amounts in the applicant's language: Intl, Western digits in Arabic unless they chose Arabic-Indic,
// no direction marks, exact.

describe('the applicant’s formats', () => {
  it('write a calendar day in words, the same day in every time zone', () => {
    expect(formatDay('2027-02-09', { language: 'en' })).toBe('February 9, 2027');
    expect(formatDay('2027-02-09', { language: 'ar' })).toBe('9 فبراير 2027');
    expect(formatDay('2027-12-31', { language: 'ar' })).toBe('31 ديسمبر 2027');
    // Not a day: left as it is rather than printed as "Invalid Date".
    expect(formatDay('soon', { language: 'en' })).toBe('soon');
  });

  it('write integer minor units exactly, with the currency code, as the language orders them', () => {
    expect(formatAmount(108_000_01, 'USD', { language: 'ar' })).toBe('108,000.01 USD');
    expect(formatAmount(5, 'AED', { language: 'ar' })).toBe('0.05 AED');
    // The largest integer a number holds exactly: written digit for digit, never through a division by 100.
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 'USD', { language: 'ar' })).toBe(
      '90,071,992,547,409.91 USD',
    );
    expect(formatAmount(108_000_01, 'USD', { language: 'en' })).toBe('USD 108,000.01');
    for (const text of [
      formatAmount(1, 'USD', { language: 'ar' }),
      formatDay('2027-02-09', { language: 'ar' }),
    ])
      expect(text).not.toMatch(/[\u200E\u200F\u061C\u00A0\u0660-\u0669]/);
  });

  it('write basis points as a percentage with two decimals', () => {
    expect(formatBasisPoints(800, { language: 'ar' })).toBe('8.00%');
    expect(formatBasisPoints(5714, { language: 'en' })).toBe('57.14%');
  });

  it('write Arabic-Indic digits for an Arabic reader who chose them, Western otherwise, never in English', () => {
    const arab = { language: 'ar', digits: 'arab' } as const;
    expect(formatAmount(108_000_01, 'USD', arab)).toBe('١٠٨٬٠٠٠٫٠١ USD');
    expect(formatDay('2027-02-09', arab)).toBe('٩ فبراير ٢٠٢٧');
    expect(formatBasisPoints(800, arab)).toMatch(/^٨٫٠٠\s?٪$/);
    expect(formatInteger(1234, arab)).toBe('١٢٣٤');
    expect(formatAmount(108_000_01, 'USD', { language: 'ar', digits: 'latn' })).toBe('108,000.01 USD');
    expect(formatInteger(1234, { language: 'ar', digits: 'latn' })).toBe('1234');
    expect(formatDay('2027-02-09', { language: 'en', digits: 'arab' })).toBe('February 9, 2027');
    expect(formatAmount(108_000_01, 'USD', { language: 'en', digits: 'arab' })).toBe('USD 108,000.01');
    for (const text of [formatAmount(1, 'USD', arab), formatDay('2027-02-09', arab)])
      expect(text).not.toMatch(/[\u200E\u200F\u061C\u00A0]/);
  });
});
