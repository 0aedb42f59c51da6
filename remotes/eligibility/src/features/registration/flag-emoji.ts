/**
 * A country's flag as the two regional-indicator letters of its ISO code ("AE" → 🇦🇪). The phone input would
 * otherwise load each flag image from a third-party site, which we neither want to depend on nor leak visits to.
 */
export function flagEmoji(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return '';
  const A = 0x1f1e6;
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => A + c.charCodeAt(0) - 65));
}
