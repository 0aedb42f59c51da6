// Which remote serves which paths (ARCHITECTURE.md). The shell needs this before a remote is loaded, to fetch only the
// remote a visited path belongs to; the exact routes below each prefix are the remote's own business.
export const REMOTE_NAMES = ['eligibility', 'documents', 'transactions', 'accounting'] as const;
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
};

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
