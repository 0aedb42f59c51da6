import { normalisePath, PATHS, routeOnLoad, type UserStatus } from '@onboarding/shared';
import { ownsSession, remoteForPath } from '../remote-paths';

export interface SessionDeps {
  getToken(): string | null;
  tokenExpired(token: string): boolean;
  /** A session token (from the email link), not the email-action token an existing applicant's modal stores. */
  isSessionToken(token: string): boolean;
  clearToken(): void;
  checkUser(): Promise<UserStatus>;
  /** Fills the client state from the status. */
  applyUserStatus(status: UserStatus): unknown;
}

export const HOME = PATHS.home;

/**
 * Screens shown before there is a session: "check your email" keeps its address in the tab (the eligibility remote)
 * and is where a reload after registering must stay, Resend link and all.
 */
const BEFORE_SESSION: readonly string[] = [PATHS.emailCheck];

/**
 * The session check made once on load (spec section 4). Returns the path the app should open on, or null to stay
 * where the address points.
 *
 * - No token, or an expired one: no check-user. The step screens need a session, so their paths go to /; the welcome
 *   screen, /email-check and unknown paths (NOT FOUND) stay as they are.
 * - The dashboard's paths: never a move, with a token or without: the dashboard shows its sign-in form or the
 *   applicant's applications itself, and the journey's step rules do not apply to it. A live session is still
 *   checked, so the journey panel beside the dashboard shows the steps done; a failure leaves it to the dashboard.
 * - A live token: check-user; on success the screen the address names when the application's state allows it (a
 *   reload keeps the applicant where they were), else the route its answer resolves to; on failure /.
 */
export async function startSession(pathname: string, deps: SessionDeps): Promise<string | null> {
  const token = deps.getToken();
  if (ownsSession(pathname)) {
    if (token && !deps.tokenExpired(token) && deps.isSessionToken(token)) {
      try {
        await deps.applyUserStatus(await deps.checkUser());
      } catch {
        // The dashboard asks the API itself, and signs the applicant in again if the session is over.
      }
    }
    return null;
  }
  const beforeSession = BEFORE_SESSION.includes(normalisePath(pathname));
  if (!token || deps.tokenExpired(token)) {
    if (token) deps.clearToken();
    if (beforeSession) return null;
    return remoteForPath(pathname) ? HOME : null;
  }
  // "Continue" from the existing-application modal leaves an email-action token and /email-check: it opens no
  // session, so check-user would refuse it (and its 401 would clear it); the page stays, Resend link and all.
  if (beforeSession && !deps.isSessionToken(token)) return null;
  try {
    const status = await deps.checkUser();
    await deps.applyUserStatus(status);
    return routeOnLoad(pathname, status) ?? HOME;
  } catch {
    return HOME;
  }
}
