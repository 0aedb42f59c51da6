import type { Stage, StageFlags, UserStatus } from '../api/types';
import { journey, type Journey } from '../journey/journey';
import { STAGES, type JourneyFlags } from '../journey/table';

// Spec section 4, "Stages and routing". Pure functions: the shell applies the result to the
// router and the atoms; the server may use them to answer consistently. The steps, their flags and routes are the
// journey table's (journey/table.ts). The panel's three completed flags are the spec's own list of which stage and
// which flags tick which entry (the documents tick only at PENDING by the stage), so they are written out here.

export interface CompletedFlags {
  eligibleCompleted: boolean;
  connectSystemCompleted: boolean;
  uploadDocumentsCompleted: boolean;
}

export type TransactionSystemType = 'system' | 'csv' | null;

/** Route of a stage when there are no stages_lists; null for no stage (not verified) or an unknown one. */
export function routeForStage(stage: Stage | string | null | undefined, j: Journey = journey): string | null {
  return j.routeForStage(stage);
}

/** Completed flags implied by the stage alone. */
export function flagsForStage(stage: Stage | string | null | undefined): CompletedFlags {
  return {
    eligibleCompleted:
      stage === 'ELIGIBLE' || stage === 'TRANSACTION' || stage === 'ACCOUNTING' || stage === 'PENDING',
    connectSystemCompleted: stage === 'ACCOUNTING' || stage === 'PENDING',
    uploadDocumentsCompleted: stage === 'PENDING',
  };
}

/** stages_lists merged into one object; later entries win. */
export function mergeStagesLists(
  list: readonly (StageFlags | null | undefined)[] | null | undefined,
): StageFlags {
  return Object.assign({}, ...(list ?? []).filter((x): x is StageFlags => !!x && typeof x === 'object'));
}

/** Completed flags implied by the merged stages_lists. */
export function flagsFromStages(merged: StageFlags): CompletedFlags {
  return {
    eligibleCompleted: merged.CHECK_ELIGIBILITY === true,
    connectSystemCompleted: merged.TRANSACTION === true && merged.ACCOUNTING === true,
    uploadDocumentsCompleted: merged.FINANCIALS === true,
  };
}

/**
 * The eight routing rules of spec section 4, applied in order to the merged stages_lists. The flags and routes are
 * the journey table's: the first step is the eligibility check (its flag, its decision's outcome, the steps a new
 * decision opens again), and the routes are the rows' first paths.
 */
export function routeFromStages(merged: JourneyFlags, j: Journey = journey): string {
  const [first, ...later] = j.steps;
  const checked = first.step.flag;
  const eligible = first.step.outcome ?? first.step.flag;
  const start = first.paths[0];
  const reopened = (first.step.reopens ?? []).map((key) => j.step(key).step.flag);
  const stepFlags = [eligible, ...later.map((row) => row.step.flag)];
  // Rule 1: eligibility not checked yet.
  if (checked in merged && merged[checked] === false) return start;
  // Rule 2: eligibility decided, documents not uploaded: the result screen.
  if (merged[checked] === true && reopened.some((flag) => merged[flag] === false))
    return j.routeForStage(first.step.movesTo) ?? start;
  // Rule 3: eligibility checked (documents past) means eligible.
  const flags: JourneyFlags = merged[checked] === true ? { ...merged, [eligible]: true } : merged;
  // Rule 4: not eligible, or nothing done.
  if (flags[eligible] === false || !stepFlags.some((f) => flags[f] === true)) return start;
  // Rule 5: everything done.
  if (stepFlags.every((f) => flags[f] === true)) return j.routeForStage(STAGES[STAGES.length - 1]) ?? start;
  // Rule 6: a later step (a transaction system) without eligibility.
  if (later.some((row) => flags[row.step.flag] === true) && flags[eligible] !== true) return start;
  // Rule 7: transactions connected, accounting not yet.
  const transactions = j.step('transactions').step.flag;
  const accounting = j.step('accounting');
  if (flags[eligible] === true && flags[transactions] === true && flags[accounting.step.flag] !== true)
    return accounting.paths[0];
  // Rule 8: the first step not done, in the spec's order.
  return j.rule8Order.find((row) => flags[row.step.flag] !== true)?.paths[0] ?? start;
}

/** PAYPAL or STRIPE → system, OTHER → csv, anything else (TAP included, as the spec says) → null. */
export function transactionSystemType(systemType: string | null | undefined): TransactionSystemType {
  const t = typeof systemType === 'string' ? systemType.toUpperCase() : '';
  if (t === 'PAYPAL' || t === 'STRIPE') return 'system';
  if (t === 'OTHER') return 'csv';
  return null;
}

export interface ResolvedUserStatus extends CompletedFlags {
  /** Where the applicant belongs; null when the status names no stage and no stages_lists. */
  route: string | null;
  flags: CompletedFlags;
  transactionSystemType: TransactionSystemType;
}

/**
 * The whole of section 4 for one check-user answer: route from stages_lists when there are any,
 * otherwise from the stage; completed flags from both (a flag set by either is set).
 */
export function resolveUserStatus(
  status: Pick<UserStatus, 'stage' | 'stages_lists' | 'transactions_step'> | null | undefined,
  j: Journey = journey,
): ResolvedUserStatus {
  const lists = (status?.stages_lists ?? []).filter((x) => !!x && typeof x === 'object');
  const merged = mergeStagesLists(lists);
  const hasLists = lists.length > 0 && Object.keys(merged).length > 0;
  const fromStage = flagsForStage(status?.stage);
  const fromLists = hasLists ? flagsFromStages(merged) : fromStage;
  const flags: CompletedFlags = {
    eligibleCompleted: fromStage.eligibleCompleted || fromLists.eligibleCompleted,
    connectSystemCompleted: fromStage.connectSystemCompleted || fromLists.connectSystemCompleted,
    uploadDocumentsCompleted: fromStage.uploadDocumentsCompleted || fromLists.uploadDocumentsCompleted,
  };
  return {
    route: hasLists ? routeFromStages(merged, j) : routeForStage(status?.stage, j),
    ...flags,
    flags,
    transactionSystemType: transactionSystemType(status?.transactions_step?.systemType),
  };
}
