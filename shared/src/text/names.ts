/**
 * The applicant's name as the product shows it, on screen and in emails: as typed, trimmed, first letter
 * capitalised ("amina" greets as "Amina").
 */
export function displayName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed ? trimmed.charAt(0).toLocaleUpperCase('en') + trimmed.slice(1) : '';
}
