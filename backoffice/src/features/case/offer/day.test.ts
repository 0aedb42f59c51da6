import { addDays, fieldDatePattern, formatDay, formatFieldDate } from './day';

describe('formatDay', () => {
  it('shows a calendar date as it is, in the reader’s language', () => {
    expect(formatDay('2027-01-31')).toBe('Jan 31, 2027');
    expect(formatDay('not a day')).toBe('not a day');
  });
});

describe('a date field’s format', () => {
  const words = { day: 'dd', month: 'mm', year: 'yyyy' };
  it('writes dates and their pattern as the browser’s date field shows them', () => {
    expect(formatFieldDate('2027-01-31', 'en-US')).toBe('01/31/2027');
    expect(fieldDatePattern(words, 'en-US')).toBe('mm/dd/yyyy');
    expect(formatFieldDate('2027-01-31', 'en-GB')).toBe('31/01/2027');
    expect(fieldDatePattern(words, 'en-GB')).toBe('dd/mm/yyyy');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-31', 90)).toBe('2027-05-01');
  });
});
