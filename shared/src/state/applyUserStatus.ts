import type { UserStatus } from '../api/types';
import { resolveUserStatus, type ResolvedUserStatus } from '../routing/rules';
import {
  accessDeniedAccountingAtom,
  arrRevenueAtom,
  connectSystemCompletedAtom,
  eligibleCompletedAtom,
  onboardingIdAtom,
  transactionSystemTypeAtom,
  uploadDocumentsCompletedAtom,
  userEmailAtom,
  userNameAtom,
  userStatusAtom,
} from './atoms';
import { store as defaultStore } from './store';

type Store = typeof defaultStore;

/**
 * Writes one check-user answer into the atoms (name, e-mail, ids, completed flags, transaction
 * system type, accounting access denial) and returns the resolved route for the caller to follow.
 */
export function applyUserStatus(status: UserStatus, store: Store = defaultStore): ResolvedUserStatus {
  const resolved = resolveUserStatus(status);
  store.set(userStatusAtom, status);
  store.set(userNameAtom, status.name ?? '');
  store.set(userEmailAtom, status.email ?? '');
  store.set(onboardingIdAtom, typeof status.onboarding_id === 'number' ? status.onboarding_id : null);
  const arr = status.eligibility_step?.ARRYearlyRevenue;
  store.set(arrRevenueAtom, typeof arr === 'number' ? arr : null);
  setCompletedFlags(resolved, store);
  store.set(transactionSystemTypeAtom, resolved.transactionSystemType);
  store.set(accessDeniedAccountingAtom, status.accounting_step?.[0]?.status === 'access_denied');
  return resolved;
}

function setCompletedFlags(resolved: ResolvedUserStatus, store: Store): void {
  store.set(eligibleCompletedAtom, resolved.eligibleCompleted);
  store.set(connectSystemCompletedAtom, resolved.connectSystemCompleted);
  store.set(uploadDocumentsCompletedAtom, resolved.uploadDocumentsCompleted);
}

/**
 * Only the completed flags of a check-user answer (the journey panel's ticks), leaving what the screens hold (the
 * steps' answers, a dismissed access denial) as it is.
 */
export function applyCompletedFlags(status: UserStatus, store: Store = defaultStore): void {
  store.set(userStatusAtom, status);
  setCompletedFlags(resolveUserStatus(status), store);
}
