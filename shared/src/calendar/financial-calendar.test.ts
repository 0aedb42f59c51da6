import {
  englishMonthName,
  financialYearLabel,
  incorporationLimit,
  lastCompleteFinancialYears,
  latestIncorporationMonth,
} from './financial-calendar';

const at = (iso: string) => new Date(iso);

describe('the two last complete financial years', () => {
  it.each([
    // today, year-end month, [two years ago, last year] as end year and month
    ['2026-11-28T12:00:00Z', 12, [2024, 12], [2025, 12]],
    ['2026-11-28T12:00:00Z', 3, [2025, 3], [2026, 3]],
    ['2026-12-31T23:59:59Z', 12, [2024, 12], [2025, 12]],
    ['2027-01-01T00:00:00Z', 12, [2025, 12], [2026, 12]],
    ['2026-03-31T12:00:00Z', 3, [2024, 3], [2025, 3]],
    ['2026-04-01T00:00:00Z', 3, [2025, 3], [2026, 3]],
    ['2026-06-15T00:00:00Z', 6, [2024, 6], [2025, 6]],
  ])('on %s with year end %i', (today, month, two, one) => {
    expect(lastCompleteFinancialYears(at(today), month)).toEqual({
      StatementPreviousTwoYear: { endYear: two[0], endMonth: two[1] },
      StatementPreviousOneYear: { endYear: one[0], endMonth: one[1] },
    });
  });

  it('counts in UTC, whatever the local time zone', () => {
    // 23:30 on 31 December in UTC is already 1 January east of it: the year has not ended for the provider.
    expect(lastCompleteFinancialYears(at('2026-12-31T23:30:00Z')).StatementPreviousOneYear.endYear).toBe(
      2025,
    );
  });

  it('falls back to December for a month that is not one', () => {
    for (const month of [0, 13, 2.5, Number.NaN]) {
      expect(lastCompleteFinancialYears(at('2026-11-28T12:00:00Z'), month).StatementPreviousOneYear).toEqual({
        endYear: 2025,
        endMonth: 12,
      });
    }
  });
});

describe('a financial year as a label', () => {
  it('is the calendar year when the year ends in December, the two years it spans otherwise', () => {
    expect(financialYearLabel({ endYear: 2025, endMonth: 12 })).toBe('2025');
    expect(financialYearLabel({ endYear: 2026, endMonth: 3 })).toBe('2025/26');
    expect(financialYearLabel({ endYear: 2000, endMonth: 6 })).toBe('1999/00');
  });
});

describe('the latest month of incorporation', () => {
  it('is the current month: a company cannot have been incorporated in a month still to come', () => {
    expect(latestIncorporationMonth(at('2026-11-28T12:00:00Z'))).toBe('2026-11');
    expect(latestIncorporationMonth(at('2026-12-31T23:59:59Z'))).toBe('2026-12');
    expect(latestIncorporationMonth(at('2027-01-01T00:00:00Z'))).toBe('2027-01');
  });

  it('ends with the last millisecond of that month', () => {
    expect(incorporationLimit(at('2026-11-28T12:00:00Z')).toISOString()).toBe('2026-11-30T23:59:59.999Z');
    expect(incorporationLimit(at('2026-12-01T00:00:00Z')).toISOString()).toBe('2026-12-31T23:59:59.999Z');
    expect(incorporationLimit(at('2028-02-10T00:00:00Z')).toISOString()).toBe('2028-02-29T23:59:59.999Z');
  });

  it('is written as the spec writes a month', () => {
    expect(englishMonthName('2026-11')).toBe('November 2026');
    expect(englishMonthName('2025-09')).toBe('September 2025');
  });
});
