import { applyCompletedFlags, checkUser, getToken, tokenExpired } from '@onboarding/shared';
import { useLocation } from '@onboarding/shared/router';
import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';

/**
 * Keeps the journey panel's ticks true to the server: each move to another screen (a step finished, or the applicant
 * going back) asks check-user again and applies its completed flags. The first screen's flags come from the
 * session check on load (start-session.ts).
 */
export function useFreshFlags(): void {
  const { pathname } = useLocation();
  const store = useStore();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const token = getToken();
    if (!token || tokenExpired(token)) return;
    let current = true;
    checkUser().then(
      (status) => current && applyCompletedFlags(status, store),
      // The ticks stay as they were; the screen itself reports what it cannot load.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname, store]);
}
