/** The name typed for an Other system, trimmed, once Other is ticked and the name is not blank; null otherwise. */
export function otherSystemName(ticked: boolean, name: string): string | null {
  const trimmed = name.trim();
  return ticked && trimmed !== '' ? trimmed : null;
}
