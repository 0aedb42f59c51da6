import { DEFAULT_THRESHOLD } from './matching';

// The embedded screening's settings from the environment, read apart from the app's config so that the import
// command needs nothing else: SCREENING_THRESHOLD (the score a potential match needs, 0–1, default the matcher's)
// and SCREENING_LIST_MAX_AGE_DAYS (how old an active list may be before cases screened against it say so).

export interface ScreeningSettings {
  threshold: number;
  listMaxAgeDays: number;
}

export const DEFAULT_LIST_MAX_AGE_DAYS = 7;

export function screeningSettings(env: Record<string, string | undefined> = process.env): ScreeningSettings {
  const threshold = env.SCREENING_THRESHOLD?.trim() ? Number(env.SCREENING_THRESHOLD) : DEFAULT_THRESHOLD;
  if (!(threshold > 0 && threshold <= 1))
    throw new Error('SCREENING_THRESHOLD must be a number above 0 and at most 1, e.g. 0.8');
  const days = env.SCREENING_LIST_MAX_AGE_DAYS?.trim()
    ? Number(env.SCREENING_LIST_MAX_AGE_DAYS)
    : DEFAULT_LIST_MAX_AGE_DAYS;
  if (!(Number.isInteger(days) && days >= 1))
    throw new Error('SCREENING_LIST_MAX_AGE_DAYS must be a whole number of days, at least 1');
  return { threshold, listMaxAgeDays: days };
}

export interface StaleList {
  source: string;
  versionId: number;
  /** Whole days since the list was last found current (imported, or re-imported unchanged). */
  ageDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The active versions older than the limit: a list is as fresh as the last import that read it (a new version, or
 * the publisher's unchanged files again), whatever date the publisher put on it, since publishers do not reissue an
 * unchanged list.
 */
export function staleLists(
  versions: readonly { id: number; source: string; checkedAt: Date; importedAt: Date }[],
  now: Date,
  maxAgeDays: number,
): StaleList[] {
  const stale: StaleList[] = [];
  for (const v of versions) {
    const last = Math.max(v.checkedAt.getTime(), v.importedAt.getTime());
    const age = now.getTime() - last;
    if (age > maxAgeDays * DAY_MS)
      stale.push({ source: v.source, versionId: v.id, ageDays: Math.floor(age / DAY_MS) });
  }
  return stale;
}
