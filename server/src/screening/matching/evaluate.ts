import { nameKeys } from './keys';
import type { LabelledCase } from './labelled-set';
import { DEFAULT_THRESHOLD, scoreParty } from './score';

export interface Evaluation {
  threshold: number;
  cases: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  /** Share of the true matches found (0–1). */
  recall: number;
  /** Share of the potential matches raised that are true matches (0–1). */
  precision: number;
  /** Share of the true matches whose names share at least one key (nameKeys): what a key lookup finds (0–1). */
  keyRecall: number;
  /** The cases the matcher got wrong, with their score, to read when tuning. */
  errors: { id: string; match: boolean; score: number }[];
}

/** Recall and precision of the matcher on labelled cases at a threshold. */
export function evaluateLabelledSet(
  cases: readonly LabelledCase[],
  threshold = DEFAULT_THRESHOLD,
): Evaluation {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  const errors: Evaluation['errors'] = [];
  let found = 0;
  for (const c of cases) {
    if (c.match) {
      const queryKeys = new Set(
        [c.query.name, ...(c.query.names ?? [])].flatMap((n) => nameKeys(n, c.query.kind)),
      );
      const entryKeys = c.entry.names.flatMap((n) => nameKeys(n, c.entry.kind ?? c.query.kind));
      if (entryKeys.some((k) => queryKeys.has(k))) found++;
    }
    const { score } = scoreParty(c.query, c.entry);
    const raised = score >= threshold;
    if (raised && c.match) tp++;
    else if (raised) fp++;
    else if (c.match) fn++;
    else tn++;
    if (raised !== c.match) errors.push({ id: c.id, match: c.match, score });
  }
  return {
    threshold,
    cases: cases.length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    trueNegatives: tn,
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    keyRecall: tp + fn === 0 ? 1 : found / (tp + fn),
    errors,
  };
}
