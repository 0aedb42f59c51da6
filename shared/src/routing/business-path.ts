// Gaming and content businesses do not connect a transaction system: the team sets up transaction access with them,
// and accounting comes next. The server enforces the path (entertainment_eligible); /documents-email shows it.

export const ENTERTAINMENT_TYPES: readonly string[] = ['GAMING', 'CONTENT'];

/** Codes of eligibility_step.businessType ([{ name, code }]; plain codes are tolerated), or null when absent. */
export function businessTypeCodes(step: { businessType?: unknown } | null | undefined): string[] | null {
  const types = step?.businessType;
  if (!Array.isArray(types) || types.length === 0) return null;
  return types
    .map((t: unknown) => (typeof t === 'string' ? t : (t as { code?: unknown } | null)?.code))
    .filter((code): code is string => typeof code === 'string')
    .map((code) => code.toUpperCase());
}

export const isEntertainmentBusiness = (codes: readonly string[]): boolean =>
  codes.some((code) => ENTERTAINMENT_TYPES.includes(code));
