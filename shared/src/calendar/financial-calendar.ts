// The dates the application asks about, from the calendar rather than from the year the spec was written: the two
// last complete financial years (the documents step) and the latest month of incorporation (eligibility step one).
// Pure: the caller passes "now"; the browser and the server run the same functions, so the picker's limit and the
// server's check are one rule. Months are UTC months, the same calendar the month picker's value is stored in
// ("2026-11" becomes 2026-11-01T00:00:00.000Z), so an applicant's time zone cannot move a limit.

/** A financial year that ends with the calendar year, unless the provider configures another month. */
export const DEFAULT_FINANCIAL_YEAR_END_MONTH = 12;

/** A financial year, named by the month it ends in: `endMonth` 1–12 of `endYear`. */
export interface FinancialYear {
  endYear: number;
  endMonth: number;
}

/** The statements the documents step asks for: the year before last, and the last complete one. */
export interface StatementYears {
  StatementPreviousTwoYear: FinancialYear;
  StatementPreviousOneYear: FinancialYear;
}

export const ENGLISH_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Whether `month` can be a financial year's last month (1–12). */
export function isYearEndMonth(month: unknown): month is number {
  return typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12;
}

/**
 * The last financial year that has ended by `now`, and the one before it. A year ending in month M is complete once
 * M is over: on 2026-11-28 with year end December that is 2025 (2026 is still running); with year end March, the
 * year that ended in March 2026.
 */
export function lastCompleteFinancialYears(
  now: Date,
  yearEndMonth: number = DEFAULT_FINANCIAL_YEAR_END_MONTH,
): StatementYears {
  const month = isYearEndMonth(yearEndMonth) ? yearEndMonth : DEFAULT_FINANCIAL_YEAR_END_MONTH;
  const currentMonth = now.getUTCMonth() + 1;
  const lastEnded = currentMonth > month ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return {
    StatementPreviousTwoYear: { endYear: lastEnded - 1, endMonth: month },
    StatementPreviousOneYear: { endYear: lastEnded, endMonth: month },
  };
}

/**
 * How a statement's year is written after "Annual Audited Financial Statement": the calendar year ("2025") for a
 * year ending in December, otherwise the two years it spans ("2025/26" for April 2025 to March 2026). Digits only, so
 * every language shows it as it is.
 */
export function financialYearLabel({ endYear, endMonth }: FinancialYear): string {
  if (endMonth === 12) return String(endYear);
  return `${endYear - 1}/${String(endYear % 100).padStart(2, '0')}`;
}

/** "yyyy-MM" of the latest month a company may have been incorporated in: the current month (not the future). */
export function latestIncorporationMonth(now: Date): string {
  return `${String(now.getUTCFullYear()).padStart(4, '0')}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The last instant of the latest month of incorporation: a date after it is in a month still to come. */
export function incorporationLimit(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - 1);
}

/** "November 2026" for "2026-11": the month as the spec's English texts write it. */
export function englishMonthName(month: string): string {
  const [year, mm] = month.split('-');
  return `${ENGLISH_MONTH_NAMES[Number(mm) - 1]} ${year}`;
}
