import { clearToken } from '@onboarding/shared';
import type { DeletionResponse } from '@onboarding/shared/dashboard';
import { useQueryClient } from '@onboarding/shared/query';
import { useLocation, useNavigate } from '@onboarding/shared/router';
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DASHBOARD_KEY } from './dashboard-query';
import { clearTicks } from './panel-ticks';
import { setStaySignedIn, signOutDevice } from './devices';
import { exchangeLink, hasLiveSession, mayResumeOnDevice, resumeOnDevice } from './session';

export const LINK_PARAM = 'link';

export type SignedOutNotice = 'linkInvalid' | 'sessionEnded' | null;

export type DashboardSession =
  /** `device`: with the cookie of a device kept signed in, not a link. */
  | { kind: 'opening'; device?: true }
  | { kind: 'signedOut'; notice: SignedOutNotice }
  | { kind: 'signedIn' }
  /** The applicant's data was erased: what was kept is shown, and the session is over. */
  | { kind: 'deleted'; result: DeletionResponse };

function initial(link: string | null): DashboardSession {
  if (link) return { kind: 'opening' };
  if (hasLiveSession()) return { kind: 'signedIn' };
  return mayResumeOnDevice() ? { kind: 'opening', device: true } : { kind: 'signedOut', notice: null };
}

/**
 * Where the dashboard's session stands. With `?link=` in the address, the link is taken out of the address bar at
 * once (history, bookmarks and Referer never keep it) and exchanged; an applicant who came from "Go to Dashboard"
 * already has a session and is signed in straight away.
 */
export function useDashboardSession() {
  const location = useLocation();
  const navigate = useNavigate();
  const link = new URLSearchParams(location.search).get(LINK_PARAM)?.trim() || null;
  const [session, setSession] = useState<DashboardSession>(() => initial(link));
  const mounted = useRef(true);
  const client = useQueryClient();
  const store = useStore();
  /** The session is over: nothing read with it stays in the page (its cache, the panel's ticks) for whoever is next. */
  const forget = useCallback(() => {
    clearToken();
    client.removeQueries({ queryKey: DASHBOARD_KEY });
    clearTicks(store);
  }, [client, store]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!link) return;
    const rest = new URLSearchParams(location.search);
    rest.delete(LINK_PARAM);
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    // Not cancelled when `link` changes: taking it out of the address above changes it at once.
    exchangeLink(link).then(
      () => mounted.current && setSession({ kind: 'signedIn' }),
      () => mounted.current && setSession({ kind: 'signedOut', notice: 'linkInvalid' }),
    );
    // Only a new link starts an exchange; the address it came with is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link]);

  // A device kept signed in: its cookie opens the session, or the sign-in form is shown as usual.
  const resume = session.kind === 'opening' && session.device === true;
  useEffect(() => {
    if (!resume) return;
    resumeOnDevice().then(
      () => mounted.current && setSession({ kind: 'signedIn' }),
      () => mounted.current && setSession({ kind: 'signedOut', notice: null }),
    );
  }, [resume]);

  /** The server no longer takes the session (expired, signed out elsewhere): sign in again. */
  const sessionEnded = useCallback(() => {
    forget();
    setSession(
      mayResumeOnDevice() ? { kind: 'opening', device: true } : { kind: 'signedOut', notice: 'sessionEnded' },
    );
  }, [forget]);

  /** Signing out on this device also stops keeping it signed in (its cookie is revoked). */
  const signOut = useCallback(() => {
    setStaySignedIn(false);
    void signOutDevice().catch(() => undefined);
    forget();
    setSession({ kind: 'signedOut', notice: null });
  }, [forget]);

  const deleted = useCallback(
    (result: DeletionResponse) => {
      setStaySignedIn(false);
      forget();
      setSession({ kind: 'deleted', result });
    },
    [forget],
  );

  return { session, sessionEnded, signOut, deleted };
}
