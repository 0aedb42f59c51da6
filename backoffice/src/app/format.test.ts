import { backofficeEn } from '../i18n';
import { formatMoney, timeLeftText, timeWords } from './format';

const t = timeWords((key, { count }) => {
  const name = key.split('.')[1] as keyof typeof backofficeEn.time;
  return backofficeEn.time[name].replace('{{count}}', String(count));
});

describe('timeLeftText', () => {
  const due = '2026-11-25T12:00:00Z';

  it('says the hours left before the due time', () => {
    expect(timeLeftText(due, new Date('2026-11-24T10:30:00Z'), t)).toEqual({
      overdue: false,
      text: '25 h left',
    });
  });

  it('says overdue in words once past (not by colour alone)', () => {
    expect(timeLeftText(due, new Date('2026-11-25T15:00:00Z'), t)).toEqual({
      overdue: true,
      text: 'Overdue by 3 h',
    });
  });
});

describe('formatMoney', () => {
  it('turns minor units into the currency’s amount', () => {
    expect(formatMoney(1_250_000, 'USD')).toBe('$12,500.00');
    expect(formatMoney(5000, 'JPY')).toBe('¥5,000');
  });

  it('survives an unknown currency code', () => {
    expect(formatMoney(1234, 'XX1')).toBe('12.34 XX1');
  });
});
