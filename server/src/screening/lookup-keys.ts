import { nameKeys, type PartyKind } from './matching';

// What the store indexes an entry by and what a screening looks up: the matcher's keys of each name (one per name
// part, matching/keys.ts), and every pair of keys of one name. A common given name (Mohammed) is a key of a large
// share of a list's entries: reading all of them for each party would grow with the list, so a lookup reads a key
// alone only when it is rare, and otherwise the pairs, which a match of two parts or more shares (see embedded.ts);
// adjacent words are also keyed written together.

/** Joins two keys into a pair key (keys are Latin letters only). */
const PAIR = '+';

export interface LookupKeys {
  singles: string[];
  pairs: string[];
}

/**
 * The keys of each two adjacent words written together: "Nasr Allah" is also found as "Nasrallah" (the matcher pairs
 * them, and they share no other key). Not paired: they stand for parts already keyed.
 */
export function joinedKeys(name: string, kind: PartyKind): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const keys: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) keys.push(...nameKeys(words[i] + words[i + 1], kind));
  return keys;
}

export function lookupKeys(names: readonly string[], kind: PartyKind): LookupKeys {
  const singles = new Set<string>();
  const pairs = new Set<string>();
  for (const name of names) {
    const keys = nameKeys(name, kind);
    for (const [i, a] of keys.entries()) {
      singles.add(a);
      for (const b of keys.slice(i + 1)) pairs.add(a < b ? `${a}${PAIR}${b}` : `${b}${PAIR}${a}`);
    }
    for (const key of joinedKeys(name, kind)) singles.add(key);
  }
  return { singles: [...singles], pairs: [...pairs] };
}

/** Every key an entry is stored under. */
export function allKeys(k: LookupKeys): string[] {
  return [...k.singles, ...k.pairs];
}
