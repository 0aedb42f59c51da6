import { backofficeEn } from '../i18n';
import { auditDetailLines, formatDateTimeZoned, formatMoney, timeLeftText, timeWords } from './format';

const t = timeWords((key, { count }) => {
  const name = key.split('.')[1] as keyof typeof backofficeEn.time;
  return backofficeEn.time[name].replace('{{count, number}}', String(count));
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
  it('turns minor units into the currency’s amount, with its code as every app and the letter write it', () => {
    expect(formatMoney(1_250_000, 'USD', 'en')).toBe('USD 12,500.00');
    expect(formatMoney(5000, 'JPY', 'en')).toBe('JPY 5,000');
  });

  it('keeps an amount left to right in Arabic, with the digits the locale pins', () => {
    // The isolate (LRI … PDI) around the amount and its code.
    expect(formatMoney(1_250_000, 'USD', 'ar-u-nu-latn')).toBe('\u206612,500.00 USD\u2069');
    expect(formatMoney(1_250_000, 'USD', 'ar-u-nu-arab')).toBe('\u2066١٢٬٥٠٠٫٠٠ USD\u2069');
  });

  it('survives an unknown currency code', () => {
    expect(formatMoney(1234, 'XX1', 'en')).toBe('12.34 XX1');
  });
});

describe('auditDetailLines', () => {
  it('reads a detail as key: value lines, nested keys dotted, lists joined', () => {
    expect(
      auditDetailLines({
        documentId: 'd1',
        kind: 'CapTable',
        mark: 'needs_reupload',
        previous: { mark: 'accepted', by: { email: 'r@provider.example' } },
        documents: ['CapTable', 'Registration'],
        count: 3,
        mailed: false,
      }),
    ).toEqual([
      { key: 'documentId', value: 'd1' },
      { key: 'kind', value: 'CapTable' },
      { key: 'mark', value: 'needs_reupload' },
      { key: 'previous.mark', value: 'accepted' },
      { key: 'previous.by.email', value: 'r@provider.example' },
      { key: 'documents', value: 'CapTable, Registration' },
      { key: 'count', value: '3' },
      { key: 'mailed', value: 'false' },
    ]);
  });

  it('says none for what is empty, and keeps what is nested too deep as JSON', () => {
    expect(auditDetailLines({ previous: null, list: [], reason: '', a: { b: { c: { d: 1 } } } })).toEqual([
      { key: 'previous', value: 'none' },
      { key: 'list', value: 'none' },
      { key: 'reason', value: 'none' },
      { key: 'a.b.c', value: '{"d":1}' },
    ]);
    expect(auditDetailLines({})).toEqual([]);
  });
});

describe('formatDateTimeZoned', () => {
  it('writes the moment in the given zone, the zone named', () => {
    expect(formatDateTimeZoned('2026-11-28T21:15:30Z', 'en-GB', 'Asia/Dubai')).toBe(
      '29 Nov 2026, 01:15:30 GST',
    );
    expect(formatDateTimeZoned('2026-11-28T21:15:30Z', 'en-GB', 'UTC')).toBe('28 Nov 2026, 21:15:30 UTC');
    expect(formatDateTimeZoned('2026-11-28T21:15:30Z', 'ar', 'UTC')).toContain('\u2066UTC\u2069');
    expect(formatDateTimeZoned('not a date')).toBe('not a date');
    expect(formatDateTimeZoned(null)).toBe('');
  });
});
