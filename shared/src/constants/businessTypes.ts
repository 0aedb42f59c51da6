// Codes are stored and sent to the server as written here; HELATHTECH is misspelled on purpose
// because existing data and the review team's tooling use that exact code.
export const BUSINESS_TYPES = [
  { name: 'Software', code: 'SAAS' },
  { name: 'Gaming', code: 'GAMING' },
  { name: 'Marketplace', code: 'MARKETPLACE' },
  { name: 'E-commerce', code: 'ECOMMERCE' },
  { name: 'Content', code: 'CONTENT' },
  { name: 'Fintech', code: 'FINTECH' },
  { name: 'Health', code: 'HELATHTECH' },
  { name: 'Education', code: 'EDUTECH' },
  { name: 'B2B', code: 'B2B' },
  { name: 'B2C', code: 'B2C' },
] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type BusinessTypeCode = BusinessType['code'];

export const BUSINESS_TYPE_CODES = BUSINESS_TYPES.map((t) => t.code) as [
  BusinessTypeCode,
  ...BusinessTypeCode[],
];

/** Gaming and content businesses skip the transaction-system step (entertainment path). */
export const ENTERTAINMENT_BUSINESS_TYPES: readonly BusinessTypeCode[] = ['GAMING', 'CONTENT'];

/** For these the revenue question is labelled annualized gross profit. */
export const GROSS_PROFIT_BUSINESS_TYPES: readonly BusinessTypeCode[] = ['MARKETPLACE', 'ECOMMERCE'];

export function hasBusinessType(
  types: readonly { code: string }[] | null | undefined,
  codes: readonly string[],
): boolean {
  return (types ?? []).some((t) => codes.includes(t.code));
}
