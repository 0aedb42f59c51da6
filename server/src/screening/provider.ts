import type { ListSource } from './lists/types';
import type { PartyQuery, Reason } from './matching/score';

// The seam between the screening of a case and the engine that finds potential matches: the embedded matcher over
// the lists imported into our own database (the default), or an OpenSanctions yente server (`SCREENING_PROVIDER=yente`)
// for a provider who outgrows it. The case's screening records what either engine answered, with the engine's name
// and the list versions it used, so that a decision can be explained years later.

/** One party to screen: the company, an owner or a director, with the case's own id for it. */
export interface ScreeningParty extends PartyQuery {
  /** The caller's id of the party (stable across screenings of the same case). */
  partyId: string;
}

/** A listed entry an engine found close enough to a party to be looked at by a person. */
export interface PotentialMatch {
  partyId: string;
  /** The list the entry is on, and the publisher's id of the entry. */
  source: ListSource | string;
  entryId: string;
  /** The entry's names, dates of birth, nationalities and topics (`sanction`, `role.pep`…), as the list gives them. */
  entryNames: string[];
  birthDates: string[];
  nationalities: string[];
  topics: string[];
  programs: string[];
  /** 0–1, and why: the engine's reasons in words. */
  score: number;
  reasons: Reason[];
  matchedName: string | null;
}

export interface ScreeningAnswer {
  /** `embedded` or `yente`. */
  engine: string;
  /** What the engine screened against: list versions (`ofac-sdn@2026-11-20`) or yente's dataset version. */
  listVersions: string[];
  /** Every party screened, each with its potential matches (possibly none): a party missing here was not screened. */
  results: { partyId: string; matches: PotentialMatch[] }[];
}

export interface ScreeningProvider {
  readonly engine: string;
  /** Screens the parties; throws when the engine cannot answer (the case then stays unscreened, never "clear"). */
  screen(parties: readonly ScreeningParty[], options?: { signal?: AbortSignal }): Promise<ScreeningAnswer>;
}
