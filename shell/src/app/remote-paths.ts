import { journey } from '@onboarding/shared';

// Which remote serves which paths: the journey table's (@onboarding/shared, journey/table.ts). The shell needs this
// before a remote is loaded, to fetch only the remote a visited path belongs to; the exact routes below each prefix
// are the remote's own business.
export type { RemoteName } from '@onboarding/shared';

export const REMOTE_NAMES = journey.remoteNames;

export const REMOTE_PREFIXES = journey.remotePaths;

/**
 * The path is one of screens that look after their own session: the dashboard signs a returning applicant in
 * itself, so the shell neither sends a visitor without a session to / nor moves one with a session to their
 * journey's step.
 */
export const ownsSession = journey.ownsSession;

/** The remote whose routes include `pathname` (a prefix followed by nothing or by "/…"), or null. */
export const remoteForPath = journey.remoteForPath;
