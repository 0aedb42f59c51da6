import { formatDay } from './day';

describe('formatDay', () => {
  it('shows a calendar date as it is, in the reader’s language', () => {
    expect(formatDay('2027-01-31')).toBe('Jan 31, 2027');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
