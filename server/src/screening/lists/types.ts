export type ListSource = 'ofac-sdn' | 'un-sc' | 'opensanctions';

export type EntryKind = 'person' | 'company' | 'vessel' | 'aircraft' | 'other';

export const ENTRY_KINDS: readonly EntryKind[] = ['person', 'company', 'vessel', 'aircraft', 'other'];

/** One listed party, the same shape whichever list it came from. */
export interface ListEntry {
  source: ListSource;
  /** The publisher's own id: OFAC ent_num, UN reference number (DATAID when it has none), OpenSanctions entity id. */
  sourceId: string;
  kind: EntryKind;
  /**
   * The names to screen against: the primary name first, then strong aliases and former names, in the script the
   * publisher gave (Arabic included). Individuals' "LAST, First" is turned to "First LAST".
   */
  names: string[];
  /** Low-quality aliases (nicknames, "The Owl"): publishers advise against screening on them alone. */
  weakAliases: string[];
  /** ISO 8601, as precise as the publisher was: `1971-02-03`, `1971-02` or `1971`. */
  birthDates: string[];
  /** ISO 3166 alpha-2 where the publisher's name or code could be mapped, else the publisher's text. */
  nationalities: string[];
  /** Countries of address, registration or flag, in the same form as nationalities. */
  countries: string[];
  /** The publisher's programmes or regimes: OFAC `SDGT`, UN `Al-Qaida`, OpenSanctions datasets. */
  programs: string[];
  /** OpenSanctions topics: `sanction`, `role.pep`, `role.rca`…; the sanctions lists give `sanction`. */
  topics: string[];
  gender?: 'male' | 'female';
  /** ISO date the party was listed (UN LISTED_ON, OpenSanctions first_seen); OFAC's CSV does not say. */
  listedOn?: string;
  /** What else the publisher wrote about the party, as written. */
  remarks?: string;
}

export interface Problem {
  /** Where: a line or record number, or an id. */
  at: string;
  reason: string;
}

/** What an import records next to its version: how much was read, kept and left out, and why. */
export interface ListCounts {
  /** Records read: lines for CSV and JSON lines, listed parties for XML. */
  records: number;
  entries: number;
  byKind: Record<EntryKind, number>;
  /** Records that could not be read (bad line, missing id or name), by reason. */
  skipped: Record<string, number>;
  /** Well-formed records left out on purpose (a schema that is not screened, a non-target), by reason. */
  ignored: Record<string, number>;
  /** Dates that could not be read; the entry is kept without them. */
  unreadDates: number;
  /** The first problems, for the import's log: at most MAX_PROBLEMS. */
  problems: Problem[];
  /** False when the input ended before its end (a truncated XML document): the version should not be used. */
  complete: boolean;
}

/** An entry stream and its counts; the counts are final once `entries` has been read to the end. */
export interface ListRead {
  entries: AsyncIterable<ListEntry>;
  counts: ListCounts;
  /** When the publisher says it generated the file (UN `dateGenerated`), if it says so. */
  publishedAt?: string;
}

export const MAX_PROBLEMS = 50;
/** Reasons come partly from the input (a schema's name, an XML error): past this many, the rest are `other`. */
export const MAX_REASONS = 50;

function tally(table: Record<string, number>, reason: string): void {
  const key = Object.hasOwn(table, reason) || Object.keys(table).length < MAX_REASONS ? reason : 'other';
  table[key] = (table[key] ?? 0) + 1;
}

export function emptyCounts(): ListCounts {
  return {
    records: 0,
    entries: 0,
    byKind: { person: 0, company: 0, vessel: 0, aircraft: 0, other: 0 },
    skipped: {},
    ignored: {},
    unreadDates: 0,
    problems: [],
    complete: true,
  };
}

export function skip(counts: ListCounts, at: string | number, reason: string): void {
  tally(counts.skipped, reason);
  if (counts.problems.length < MAX_PROBLEMS) counts.problems.push({ at: String(at), reason });
}

export function ignore(counts: ListCounts, reason: string): void {
  tally(counts.ignored, reason);
}

export function kept(counts: ListCounts, entry: ListEntry): ListEntry {
  counts.entries++;
  counts.byKind[entry.kind]++;
  return entry;
}

/** Trimmed, inner whitespace collapsed, duplicates (after that) dropped, empties dropped; order kept. */
export function unique(values: Iterable<string | undefined | null>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    if (typeof raw !== 'string') continue;
    const value = raw.replace(/\s+/g, ' ').trim();
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    out.push(value);
  }
  return out;
}
