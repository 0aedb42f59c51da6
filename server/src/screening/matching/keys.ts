import { normaliseName, type PartyKind } from './normalise';

/**
 * Keys to find candidates by lookup before scoring (blocking): the consonant skeleton of each name part (and its
 * second Arabic reading), sorted and without repeats. A spelling variant, a transliteration, a reordering or a
 * missing part leaves the other parts' keys unchanged, so an index of entries by key finds the entry from any part
 * written right; a name whose every part has a typo is not found (see README).
 */
export function nameKeys(name: string, kind: PartyKind = 'person'): string[] {
  const keys = new Set<string>();
  for (const t of normaliseName(name, kind).tokens) {
    if (t.cons) keys.add(t.cons);
    if (t.consAlt) keys.add(t.consAlt);
  }
  return [...keys].sort();
}
