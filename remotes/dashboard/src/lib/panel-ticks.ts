import {
  applyCompletedFlags,
  checkUser,
  connectSystemCompletedAtom,
  eligibleCompletedAtom,
  foundedCompletedAtom,
  uploadDocumentsCompletedAtom,
} from '@onboarding/shared';
import type { Dashboard } from '@onboarding/shared/dashboard';
import { useStore } from 'jotai';
import { useEffect } from 'react';

// The journey panel beside the dashboard ticks the steps of the application the session is for, as the dashboard
// reads it: the shell's check on load ran before a sign-in link or a device kept signed in opened the session, so
// without this every step stayed unticked. A submitted application has done every step of the journey; its offer
// accepted, it has its financing ("Get Funded"). No current application (only earlier ones), or no session: nothing
// is ticked.

type Store = ReturnType<typeof useStore>;

export interface PanelTicks {
  eligibility: boolean;
  documents: boolean;
  systems: boolean;
  funded: boolean;
}

const NONE: PanelTicks = { eligibility: false, documents: false, systems: false, funded: false };

/** The ticks of a submitted current application; null for an unfinished one (check-user knows its steps). */
export function ticksOf(dashboard: Pick<Dashboard, 'applications'> | undefined): PanelTicks | null {
  const current = dashboard?.applications.find((a) => a.current);
  if (!current) return NONE;
  if (current.submittedAt === null && current.status === null) return null;
  return { eligibility: true, documents: true, systems: true, funded: current.status === 'ACCEPTED' };
}

export function setTicks(store: Store, ticks: PanelTicks): void {
  store.set(eligibleCompletedAtom, ticks.eligibility);
  store.set(uploadDocumentsCompletedAtom, ticks.documents);
  store.set(connectSystemCompletedAtom, ticks.systems);
  store.set(foundedCompletedAtom, ticks.funded);
}

/** Nothing ticked: the session is over, and whoever signs in next starts from nothing. */
export const clearTicks = (store: Store) => setTicks(store, NONE);

/** Keeps the panel's ticks true to the dashboard's answer while it is on screen. */
export function usePanelTicks(dashboard: Dashboard | undefined): void {
  const store = useStore();
  useEffect(() => {
    if (!dashboard) return;
    const ticks = ticksOf(dashboard);
    if (ticks) {
      setTicks(store, ticks);
      return;
    }
    // An unfinished application: its steps as the journey's own check says (stages and flags), not yet funded.
    store.set(foundedCompletedAtom, false);
    let current = true;
    checkUser().then(
      (status) => current && applyCompletedFlags(status, store),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dashboard, store]);
}
