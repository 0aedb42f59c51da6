import { clearToken } from '@onboarding/shared';
import type { DeletionResponse } from '@onboarding/shared/dashboard';
import { useQueryClient } from '@onboarding/shared/query';
import { useLocation, useNavigate } from '@onboarding/shared/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DASHBOARD_KEY } from './dashboard-query';
import { exchangeLink, hasLiveSession } from './session';

export const LINK_PARAM = 'link';

export type SignedOutNotice = 'linkInvalid' | 'sessionEnded' | null;

export type DashboardSession =
  | { kind: 'opening' }
  | { kind: 'signedOut'; notice: SignedOutNotice }
  | { kind: 'signedIn' }
  /** The applicant's data was erased: what was kept is shown, and the session is over. */
  | { kind: 'deleted'; result: DeletionResponse };

function initial(link: string | null): DashboardSession {
  if (link) return { kind: 'opening' };
  return hasLiveSession() ? { kind: 'signedIn' } : { kind: 'signedOut', notice: null };
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
  /** The session is over: nothing read with it stays in the page's cache for whoever signs in next. */
  const forget = useCallback(() => {
    clearToken();
    client.removeQueries({ queryKey: DASHBOARD_KEY });
  }, [client]);

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

  /** The server no longer takes the session (expired, signed out elsewhere): sign in again. */
  const sessionEnded = useCallback(() => {
    forget();
    setSession({ kind: 'signedOut', notice: 'sessionEnded' });
  }, [forget]);

  const signOut = useCallback(() => {
    forget();
    setSession({ kind: 'signedOut', notice: null });
  }, [forget]);

  const deleted = useCallback(
    (result: DeletionResponse) => {
      forget();
      setSession({ kind: 'deleted', result });
    },
    [forget],
  );

  return { session, sessionEnded, signOut, deleted };
}
