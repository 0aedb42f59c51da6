import { tabItem, type TabStorage } from '@onboarding/shared';

// The workbook lives only in the page's memory (a data URL of up to 20 MB, too large for session storage, and an
// applicant's accounts, not to be kept in the browser beyond the page). Only its name is remembered for the tab, so
// that /monthly-mapping opened again (a reload) can say which file must be chosen again instead of starting blank.

const CHOSEN_KEY = 'accounting.monthlyFileName';

// Storage can be unavailable (blocked, or full); the screen then simply does not remember.

/** The name of a file chosen on an earlier showing of the screen and not sent, if any. */
export function fileChosenBefore(storage: TabStorage): string | null {
  return tabItem(CHOSEN_KEY, storage).get() || null;
}

export function rememberChosenFile(storage: TabStorage, name: string): void {
  tabItem(CHOSEN_KEY, storage).set(name);
}

/** Removed, or sent: nothing to choose again. */
export function forgetChosenFile(storage: TabStorage): void {
  tabItem(CHOSEN_KEY, storage).remove();
}
