import {
  describeMonths,
  formatAxisValue,
  formatMonth,
  formatTextParams,
  formatValue,
  monthSpan,
} from './format';

const texts = { months: (count: number) => `${count} months` };

describe('underwriting figures as the page writes them', () => {
  it.each([
    [42_500, 'minor', 'USD 425.00'],
    [510_000_00, 'minor', 'USD 510,000.00'],
    [-183_33, 'minor', '-USD 183.33'],
    [0.7025, 'ratio', '70.25%'],
    [-0.0925, 'ratio', '-9.25%'],
    [1, 'ratio', '100%'],
    [1234, 'count', '1,234'],
    [8, 'months', '8 months'],
  ] as const)('%d in %s reads %s', (value, unit, text) => {
    expect(formatValue(value, unit, 'USD', 'en', texts)).toBe(text);
  });

  it('leaves a missing value to the caller', () => {
    expect(formatValue(null, 'minor', 'USD', 'en', texts)).toBeNull();
    expect(formatValue(Number.NaN, 'ratio', 'USD', 'en', texts)).toBeNull();
  });

  it('writes in the page’s language', () => {
    expect(formatValue(0.7025, 'ratio', 'USD', 'de', texts)).toBe('70,25\u00a0%');
    expect(formatValue(123_456, 'minor', 'USD', 'de', texts)).toBe('1.234,56 USD');
    expect(formatMonth('2025-01', 'de')).toBe('Jan. 2025');
  });

  it('names months without a time zone moving them', () => {
    expect(formatMonth('2025-01')).toBe('Jan 2025');
    expect(formatMonth('2024-12')).toBe('Dec 2024');
    expect(formatMonth('not a month')).toBe('not a month');
  });

  it('spans the months a metric used, first to last', () => {
    expect(monthSpan(['2025-03', '2025-01', '2025-12'])).toEqual({ from: '2025-01', to: '2025-12' });
    expect(monthSpan([])).toBeNull();
  });

  it('names the months a metric used: a range only when they follow each other', () => {
    const texts = {
      range: (from: string, to: string) => `${from} – ${to}`,
      count: (n: number) => `${n} months`,
      none: 'None',
    };
    const year = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
    expect(describeMonths(year, 'en', texts)).toBe('Jan 2025 – Dec 2025 (12 months)');
    expect(describeMonths(['2024-12', '2025-01'], 'en', texts)).toBe('Dec 2024 – Jan 2025 (2 months)');
    expect(describeMonths(['2025-02', '2024-02'], 'en', texts)).toBe('Feb 2024 and Feb 2025');
    expect(describeMonths(['2025-02'], 'en', texts)).toBe('Feb 2025');
    expect(describeMonths([], 'en', texts)).toBe('None');
  });

  it('writes axis values short', () => {
    expect(formatAxisValue(1_250_000, 'minor', 'USD')).toBe('USD 12.5K');
    expect(formatAxisValue(0.25, 'ratio', 'USD')).toBe('25%');
    expect(formatAxisValue(1500, 'count', 'USD')).toBe('1.5K');
  });

  it('writes a text’s values by their names: money, months, numbers, and strings as they are', () => {
    const params = {
      amountMinor: 255_000,
      yearBeforeMonth: '2024-02',
      factor: 0.5,
      have: 1200,
      version: 'p-1',
    };
    expect(formatTextParams(params, 'USD', 'en')).toEqual({
      amountMinor: 'USD 2,550.00',
      yearBeforeMonth: 'Feb 2024',
      factor: '0.5',
      have: '1,200',
      version: 'p-1',
    });
    expect(formatTextParams(params, 'USD', 'de')).toMatchObject({
      amountMinor: '2.550,00 USD',
      yearBeforeMonth: 'Feb. 2024',
      factor: '0,5',
    });
  });
});
