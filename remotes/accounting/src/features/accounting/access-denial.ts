import type { UserStatus } from '@onboarding/shared';

// check-user keeps reporting a denied accounting connection (accounting_step[0].status access_denied) until the
// applicant connects or uploads, so every load of /accounting would raise the Access Denied modal again. It is shown
// once per denial: its dismissal is remembered for the tab, and forgotten when the applicant tries to connect again,
// so that a new denial is shown.

const DISMISSED_KEY = 'accounting.accessDeniedDismissed';

/** What tells one denial from another in check-user's answer: the application and the provider that refused. */
export function denialOf(status: Pick<UserStatus, 'onboarding_id' | 'accounting_step'> | null): string {
  return `${status?.onboarding_id ?? ''}:${status?.accounting_step?.[0]?.service ?? ''}`;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage can be unavailable (blocked, or full); the modal then shows as it did, rather than failing the screen.
function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

export function wasDismissed(storage: SessionStore, denial: string): boolean {
  return attempt(() => storage.getItem(DISMISSED_KEY) === denial, false);
}

export function rememberDismissal(storage: SessionStore, denial: string): void {
  attempt(() => storage.setItem(DISMISSED_KEY, denial), undefined);
}

export function forgetDismissal(storage: SessionStore): void {
  attempt(() => storage.removeItem(DISMISSED_KEY), undefined);
}
