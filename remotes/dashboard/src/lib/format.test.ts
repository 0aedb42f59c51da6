import { formatBasisPoints, formatDay, formatMoney } from './format';

describe('formats', () => {
  it('reads money from integer minor units with the currency’s own decimals, its code as the back office writes it', () => {
    expect(formatMoney(10_800_000, 'USD', 'en')).toBe('USD 108,000.00');
    expect(formatMoney(1_500, 'JPY', 'en')).toBe('JPY 1,500');
    // Three decimals: 1234567 fils are 1,234.567 dinars.
    expect(formatMoney(1_234_567, 'KWD', 'en')).toContain('1,234.567');
  });

  it('reads basis points as a percentage with two decimals, as the offer letter and the emails write it', () => {
    expect(formatBasisPoints(1_250, 'en')).toBe('12.50%');
  });

  it('keeps a calendar day on its day whatever the time zone', () => {
    expect(formatDay('2026-01-31', 'en')).toBe('Jan 31, 2026');
  });
});
