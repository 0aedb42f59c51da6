import { store } from '@onboarding/shared';
import type { StaffRole } from '@onboarding/shared/backoffice';
import { onStaffSessionEnded } from '@onboarding/shared/backoffice/client';
import { queryClient } from '@onboarding/shared/query';
import { atom } from 'jotai';
import { getSession, type StaffSession } from './api';
import { statusOf } from './errors';

// The signed-in staff member, in the page's one jotai store. The CSRF token is not here: the shared staff client
// keeps it in memory (never in browser storage).

export interface Staff {
  /** The staff row's id (a case's assignee id): "Assign to me" sends it. */
  id: string;
  email: string;
  role: StaffRole;
}

/** undefined: not checked yet; null: nobody signed in. */
export const staffAtom = atom<Staff | null | undefined>(undefined);

/** Why the reader is on the sign-in page: their session ended (401 on a call), or they just enrolled. */
export const signInReasonAtom = atom<'ended' | 'enrolled' | null>(null);

export function setSignedIn(session: StaffSession | null): void {
  // Nothing read for one staff member is shown to the next one signing in on this page.
  if (!session) queryClient.clear();
  store.set(
    staffAtom,
    session ? { id: session.staff.id, email: session.staff.email, role: session.staff.role } : null,
  );
}

/** GET /backoffice/session once on load: the signed-in staff member and the CSRF token, or nobody (401). */
export async function checkSession(): Promise<Staff | null> {
  try {
    setSignedIn(await getSession());
  } catch (err) {
    if (statusOf(err) !== 401) throw err;
    setSignedIn(null);
  }
  return store.get(staffAtom) ?? null;
}

/**
 * A 401 on any staff call: the session ended (idle, absolute, revoked elsewhere). Forget the staff member and go to
 * the sign-in page, which says why. Returns the unsubscribe.
 */
export function handleSessionEnded(goToSignIn: () => void): () => void {
  return onStaffSessionEnded(() => {
    if (store.get(staffAtom) === null) return;
    setSignedIn(null);
    store.set(signInReasonAtom, 'ended');
    goToSignIn();
  });
}

/** Where each role may go (the server refuses the rest anyway). */
export const NAV: { path: string; key: 'cases' | 'team' | 'audit'; roles: readonly StaffRole[] }[] = [
  { path: '/cases', key: 'cases', roles: ['reviewer', 'approver'] },
  { path: '/team', key: 'team', roles: ['admin'] },
  { path: '/audit', key: 'audit', roles: ['admin'] },
];

export function navFor(role: StaffRole) {
  return NAV.filter((item) => item.roles.includes(role));
}

/** The first page of a role after sign-in. */
export function homeFor(role: StaffRole): string {
  return navFor(role)[0]?.path ?? '/cases';
}
