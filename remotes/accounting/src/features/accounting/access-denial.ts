import { tabItem, type TabStorage, type UserStatus } from '@onboarding/shared';

// check-user keeps reporting a denied accounting connection (accounting_step[0].status access_denied) until the
// applicant connects or uploads, so every load of /accounting would raise the Access Denied modal again. It is shown
// once per denial: its dismissal is remembered for the tab, and forgotten when the applicant tries to connect again,
// so that a new denial is shown.

const DISMISSED_KEY = 'accounting.accessDeniedDismissed';

/** What tells one denial from another in check-user's answer: the application and the provider that refused. */
export function denialOf(status: Pick<UserStatus, 'onboarding_id' | 'accounting_step'> | null): string {
  return `${status?.onboarding_id ?? ''}:${status?.accounting_step?.[0]?.service ?? ''}`;
}

// Storage can be unavailable (blocked, or full); the modal then shows as it did, rather than failing the screen.
export function wasDismissed(storage: TabStorage, denial: string): boolean {
  return tabItem(DISMISSED_KEY, storage).get() === denial;
}

export function rememberDismissal(storage: TabStorage, denial: string): void {
  tabItem(DISMISSED_KEY, storage).set(denial);
}

export function forgetDismissal(storage: TabStorage): void {
  tabItem(DISMISSED_KEY, storage).remove();
}
