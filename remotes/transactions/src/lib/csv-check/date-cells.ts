// The mapping's date rule, applied in the worker to the column the applicant mapped as the date (column-problems.ts).

/**
 * Same rule as `isValidCsvDate` of @onboarding/shared/schemas (date-cells.test.ts holds the two together over a
 * corpus): at least 3 characters that Date.parse reads, an empty value passing. The copy exists because the worker
 * cannot import @onboarding/shared: Module Federation shares that package through the page's share scope, which a
 * worker does not have.
 */
export function isValidDateCell(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  return v.length >= 3 && !Number.isNaN(Date.parse(v));
}
