// How a path is matched against a screen's path, the one way everything that maps paths (the remote that serves a
// path, the panel's current step, the reload rule) does it: as react-router matches, case-insensitively and with a
// trailing slash ignored, a screen's path covering the paths under it.

/** `pathname` lower-cased, without a trailing slash ("/" stays "/"). */
export function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** `pathname` is `screen` or a path under it (`/subscriptions/file` is under `/subscriptions`, `/eligible-check` is not under `/eligible`). */
export function isUnder(pathname: string, screen: string): boolean {
  const path = normalisePath(pathname);
  return path === screen || path.startsWith(`${screen}/`);
}

/** The longest of `screens` that `pathname` is under, or null. */
export function screenOf(pathname: string, screens: readonly string[]): string | null {
  let found: string | null = null;
  for (const screen of screens) {
    if (isUnder(pathname, screen) && (found === null || screen.length > found.length)) found = screen;
  }
  return found;
}
