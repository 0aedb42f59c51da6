// Which remote serves which paths (ARCHITECTURE.md). The shell needs this before a remote is loaded, to fetch only the
// remote a visited path belongs to; the exact routes below each prefix are the remote's own business.
export const REMOTE_NAMES = ['eligibility', 'documents', 'transactions', 'accounting', 'dashboard'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_PREFIXES: Record<RemoteName, readonly string[]> = {
  eligibility: [
    '/login',
    '/email-check',
    '/eligible-check',
    '/eligible-check-part-two',
    '/eligible',
    '/ineligible',
  ],
  documents: ['/financials', '/documents-email'],
  transactions: ['/subscriptions', '/funded'],
  accounting: ['/accounting', '/monthly-mapping'],
  dashboard: ['/dashboard'],
};

/**
 * Remotes whose screens look after their own session: the dashboard signs a returning applicant in itself, so the
 * shell neither sends a visitor without a session to / nor moves one with a session to their journey's step.
 */
export const OWN_SESSION_REMOTES: readonly RemoteName[] = ['dashboard'];

/** The path is one of a remote that looks after its own session (see OWN_SESSION_REMOTES). */
export function ownsSession(pathname: string): boolean {
  const name = remoteForPath(pathname);
  return name !== null && OWN_SESSION_REMOTES.includes(name);
}

function normalise(pathname: string): string {
  // react-router matches case-insensitively and ignores a trailing slash; do the same.
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/** The remote whose routes include `pathname` (a prefix followed by nothing or by "/…"), or null. */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = normalise(pathname);
  for (const name of REMOTE_NAMES) {
    if (REMOTE_PREFIXES[name].some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return name;
  }
  return null;
}
