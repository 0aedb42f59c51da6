import type { Stage, StageFlag, StageFlags, UserStatus } from '../api/types';

// Spec section 4, "Stages and routing". Pure functions: the shell applies the result to the
// router and the atoms; the server may use them to answer consistently.

export const ROUTES = {
  home: '/',
  eligibleCheck: '/eligible-check',
  eligible: '/eligible',
  subscriptions: '/subscriptions',
  accounting: '/accounting',
  financials: '/financials',
  funded: '/funded',
} as const;

export interface CompletedFlags {
  eligibleCompleted: boolean;
  connectSystemCompleted: boolean;
  uploadDocumentsCompleted: boolean;
}

export type TransactionSystemType = 'system' | 'csv' | null;

const STAGE_ROUTES: Record<Stage, string> = {
  VERIFIED: ROUTES.eligibleCheck,
  ELIGIBLE: ROUTES.eligible,
  TRANSACTION: ROUTES.subscriptions,
  ACCOUNTING: ROUTES.accounting,
  PENDING: ROUTES.funded,
};

/** Route of a stage when there are no stages_lists; null for no stage (not verified) or an unknown one. */
export function routeForStage(stage: Stage | string | null | undefined): string | null {
  return stage && Object.hasOwn(STAGE_ROUTES, stage) ? STAGE_ROUTES[stage as Stage] : null;
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

/** Route of each flag for rule 8. */
export const FLAG_ROUTES: Record<'CHECK_ELIGIBILITY' | 'TRANSACTION' | 'ACCOUNTING' | 'FINANCIALS', string> =
  {
    CHECK_ELIGIBILITY: ROUTES.eligibleCheck,
    TRANSACTION: ROUTES.subscriptions,
    ACCOUNTING: ROUTES.accounting,
    FINANCIALS: ROUTES.financials,
  };

const FOUR_FLAGS: readonly StageFlag[] = ['ELIGIBLE', 'TRANSACTION', 'ACCOUNTING', 'FINANCIALS'];
const RULE_8_ORDER = ['CHECK_ELIGIBILITY', 'TRANSACTION', 'ACCOUNTING', 'FINANCIALS'] as const;

/** The eight routing rules of spec section 4, applied in order to the merged stages_lists. */
export function routeFromStages(merged: StageFlags): string {
  // Rule 1: eligibility not checked yet.
  if ('CHECK_ELIGIBILITY' in merged && merged.CHECK_ELIGIBILITY === false) return ROUTES.eligibleCheck;
  // Rule 2: eligibility decided, documents not uploaded: the result screen.
  if (merged.CHECK_ELIGIBILITY === true && merged.FINANCIALS === false) return ROUTES.eligible;
  // Rule 3: eligibility checked (documents past) means eligible.
  const flags: StageFlags = merged.CHECK_ELIGIBILITY === true ? { ...merged, ELIGIBLE: true } : merged;
  // Rule 4: not eligible, or nothing done.
  if (flags.ELIGIBLE === false || !FOUR_FLAGS.some((f) => flags[f] === true)) return ROUTES.eligibleCheck;
  // Rule 5: everything done.
  if (FOUR_FLAGS.every((f) => flags[f] === true)) return ROUTES.funded;
  // Rule 6: a transaction system without eligibility.
  if (flags.TRANSACTION === true && flags.ELIGIBLE !== true) return ROUTES.eligibleCheck;
  // Rule 7: transactions connected, accounting not yet.
  if (flags.ELIGIBLE === true && flags.TRANSACTION === true && flags.ACCOUNTING !== true)
    return ROUTES.accounting;
  // Rule 8: the first step not done.
  const next = RULE_8_ORDER.find((f) => flags[f] !== true);
  return next ? FLAG_ROUTES[next] : ROUTES.eligibleCheck;
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
    route: hasLists ? routeFromStages(merged) : routeForStage(status?.stage),
    ...flags,
    flags,
    transactionSystemType: transactionSystemType(status?.transactions_step?.systemType),
  };
}
