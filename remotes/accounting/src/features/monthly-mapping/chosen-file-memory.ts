// The workbook lives only in the page's memory (a data URL of up to 20 MB, too large for session storage, and an
// applicant's accounts, not to be kept in the browser beyond the page). Only its name is remembered for the tab, so
// that /monthly-mapping opened again (a reload) can say which file must be chosen again instead of starting blank.

const CHOSEN_KEY = 'accounting.monthlyFileName';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can be unavailable (blocked, or full); the screen then simply does not remember.
function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** The name of a file chosen on an earlier showing of the screen and not sent, if any. */
export function fileChosenBefore(storage: SessionStore): string | null {
  return attempt(() => storage.getItem(CHOSEN_KEY), null) || null;
}

export function rememberChosenFile(storage: SessionStore, name: string): void {
  attempt(() => storage.setItem(CHOSEN_KEY, name), undefined);
}

/** Removed, or sent: nothing to choose again. */
export function forgetChosenFile(storage: SessionStore): void {
  attempt(() => storage.removeItem(CHOSEN_KEY), undefined);
}
