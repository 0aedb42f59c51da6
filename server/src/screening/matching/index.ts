export { EQUIVALENCES, type EquivalenceTable } from './equivalences';
export { evaluateLabelledSet, type Evaluation } from './evaluate';
export { nameKeys } from './keys';
export { buildLabelledSet, type LabelledCase } from './labelled-set';
export {
  normaliseName,
  transliterateArabic,
  type NameToken,
  type NormalisedName,
  type PartyKind,
} from './normalise';
export {
  compareNames,
  DEFAULT_THRESHOLD,
  isMatch,
  scoreParty,
  type ListEntry,
  type MatchResult,
  type PartyQuery,
  type Reason,
  type ReasonCode,
} from './score';
export { jaroWinkler, withinOneEdit } from './similarity';
