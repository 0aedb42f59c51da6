import { afterMax, FIRST_YEAR, joinMonth, monthOptions, splitMonth, yearOptions } from './month-year';

describe('month and year', () => {
  it('split and join the month input value "yyyy-MM"', () => {
    expect(splitMonth('2020-03')).toEqual({ year: '2020', month: '03' });
    expect(splitMonth('')).toEqual({ year: '', month: '' });
    expect(splitMonth(undefined)).toEqual({ year: '', month: '' });
    expect(splitMonth('2020-3-1')).toEqual({ year: '', month: '' });
    expect(joinMonth({ year: '2020', month: '03' })).toBe('2020-03');
    expect(joinMonth({ year: '2020', month: '' })).toBe('');
    expect(joinMonth({ year: '', month: '03' })).toBe('');
  });

  it('name the months in the language of the page', () => {
    const months = monthOptions('en');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ name: 'January', code: '01' });
    expect(months[8]).toEqual({ name: 'September', code: '09' });
    expect(months[11]).toEqual({ name: 'December', code: '12' });
  });

  it('offer the years up to the latest allowed, newest first', () => {
    const years = yearOptions('2025-09');
    expect(years[0]).toEqual({ name: '2025', code: '2025' });
    expect(years.at(-1)).toEqual({ name: String(FIRST_YEAR), code: String(FIRST_YEAR) });
  });

  it('tell a month after the latest allowed', () => {
    expect(afterMax({ year: '2025', month: '10' }, '2025-09')).toBe(true);
    expect(afterMax({ year: '2025', month: '09' }, '2025-09')).toBe(false);
    expect(afterMax({ year: '2024', month: '12' }, '2025-09')).toBe(false);
    expect(afterMax({ year: '2025', month: '' }, '2025-09')).toBe(false);
  });
});
