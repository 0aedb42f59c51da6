import type { UserStatus } from '@onboarding/shared';
import { remoteForPath } from '../remote-paths';

export interface SessionDeps {
  getToken(): string | null;
  tokenExpired(token: string): boolean;
  clearToken(): void;
  checkUser(): Promise<UserStatus>;
  /** Fills the client state from the status and returns where the applicant belongs (null: nowhere known). */
  applyUserStatus(status: UserStatus): { route: string | null } | Promise<{ route: string | null }>;
}

export const HOME = '/';

/**
 * The session check made once on load (spec section 4). Returns the path the app should open on, or null to stay
 * where the address points.
 *
 * - No token, or an expired one: no check-user. The step screens need a session, so their paths go to /; the welcome
 *   screen and unknown paths (NOT FOUND) stay as they are.
 * - A live token: check-user; on success the route its answer resolves to, on failure /.
 */
export async function startSession(pathname: string, deps: SessionDeps): Promise<string | null> {
  const token = deps.getToken();
  if (!token || deps.tokenExpired(token)) {
    if (token) deps.clearToken();
    return remoteForPath(pathname) ? HOME : null;
  }
  try {
    const status = await deps.checkUser();
    return (await deps.applyUserStatus(status)).route ?? HOME;
  } catch {
    return HOME;
  }
}
