import type { Db } from '../db/client';
import { activeListVersions, candidateEntries, type ScreeningListVersion } from '../data/screening-lists';
import type { EntryKind } from './lists/types';
import { lookupKeys } from './lookup-keys';
import { DEFAULT_THRESHOLD, scoreParty, type PartyKind } from './matching';
import type { PotentialMatch, ScreeningAnswer, ScreeningParty, ScreeningProvider } from './provider';

// The default screening engine: the lists imported into our own database (import.ts). A party's names give the
// matcher's keys and their pairs (lookup-keys.ts); one statement on the keys' index finds the entries of the active
// versions sharing a pair or a rare key (those sharing the most first, at most `candidateLimit`), and the matcher
// scores each; those at or above the threshold are the potential matches. Not found, besides what the matcher's
// README says: a party whose parts written right are all common names, the others misspelt past their key.

/** Candidates scored per party, those sharing the most keys first. */
export const CANDIDATE_LIMIT = 500;
/**
 * A key held by this many entries or more is common (Mohammed, Ahmed): looked up only in pairs. An entry that shares
 * one common part with the party and nothing else scores below any sensible threshold (one part of several).
 */
export const COMMON_KEY_POSTINGS = 5000;

/** The matcher's kind for an entry: vessels and aircraft are compared as organisations, `other` as either. */
function matcherKind(kind: EntryKind): PartyKind | undefined {
  if (kind === 'person') return 'person';
  if (kind === 'other') return undefined;
  return 'company';
}

/** How a version is named in an answer: `ofac-sdn@2026-11-20#12` (the publisher's date, else the import's). */
export function versionLabel(
  v: Pick<ScreeningListVersion, 'id' | 'source' | 'publishedAt' | 'importedAt'>,
): string {
  return `${v.source}@${(v.publishedAt ?? v.importedAt).toISOString().slice(0, 10)}#${v.id}`;
}

export class EmbeddedScreening implements ScreeningProvider {
  readonly engine = 'embedded';
  private readonly threshold: number;
  private readonly candidateLimit: number;
  private readonly commonPostings: number;

  constructor(
    private readonly db: Db,
    opts: { threshold?: number; candidateLimit?: number; commonPostings?: number } = {},
  ) {
    this.threshold = opts.threshold ?? DEFAULT_THRESHOLD;
    this.candidateLimit = opts.candidateLimit ?? CANDIDATE_LIMIT;
    this.commonPostings = opts.commonPostings ?? COMMON_KEY_POSTINGS;
  }

  async screen(
    parties: readonly ScreeningParty[],
    options: { signal?: AbortSignal } = {},
  ): Promise<ScreeningAnswer> {
    const versions = await activeListVersions(this.db);
    // Without a list, "no match" would read as clear: the case stays unscreened instead.
    if (versions.length === 0) throw new Error('no screening list has been imported');
    const bySource = new Map(versions.map((v) => [v.id, v]));
    const versionIds = versions.map((v) => v.id);
    const results: ScreeningAnswer['results'] = [];
    for (const party of parties) {
      options.signal?.throwIfAborted();
      const keys = lookupKeys([party.name, ...(party.names ?? [])], party.kind);
      const candidates = await candidateEntries(this.db, versionIds, keys, {
        limit: this.candidateLimit,
        commonPostings: this.commonPostings,
      });
      const matches: PotentialMatch[] = [];
      for (const c of candidates) {
        const r = scoreParty(party, {
          names: c.names,
          kind: matcherKind(c.kind),
          birthDates: c.birthDates,
          nationalities: c.nationalities,
        });
        if (r.score < this.threshold) continue;
        matches.push({
          partyId: party.partyId,
          source: bySource.get(c.versionId)?.source ?? 'unknown',
          entryId: c.sourceId,
          entryNames: c.names,
          birthDates: c.birthDates,
          nationalities: c.nationalities,
          topics: c.topics,
          programs: c.programs,
          score: r.score,
          reasons: r.reasons,
          matchedName: r.matchedName,
        });
      }
      matches.sort((a, b) => b.score - a.score);
      results.push({ partyId: party.partyId, matches });
    }
    return { engine: this.engine, listVersions: versions.map(versionLabel), results };
  }
}
