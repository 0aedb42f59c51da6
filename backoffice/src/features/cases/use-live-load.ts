import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../app/errors';
import type { Loaded } from '../../app/use-load';

/** How often a queue on screen asks again: an applicant's answer shows within this, or at once on coming back. */
export const LIVE_REFRESH_MS = 30_000;

/**
 * Runs `load` (memoise it: a new function is a new load, shown loading) and keeps its answer fresh while the page is
 * seen: again when the window regains focus or the tab becomes visible, and every `intervalMs` while it is visible.
 * A refresh never shows loading: what is on screen stays until the new answer replaces it, and stays if the refresh
 * fails (the next one tries again). `reload` is such a refresh; `retry` (after a failure) shows loading again. An
 * answer overtaken by a newer load is dropped.
 */
export function useLiveLoad<T>(
  load: () => Promise<T>,
  intervalMs = LIVE_REFRESH_MS,
): { state: Loaded<T>; reload: () => void; retry: () => void } {
  const [result, setResult] = useState<{ load: () => Promise<T>; state: Loaded<T> } | null>(null);
  const latest = useRef(0);
  const pending = useRef(false);

  const run = useCallback(
    (refresh: boolean) => {
      // Focus and visibility often come together: one request is enough.
      if (refresh && pending.current) return;
      const request = ++latest.current;
      pending.current = true;
      const settle = (next: (shown: Loaded<T> | undefined) => Loaded<T>) => {
        if (request !== latest.current) return;
        pending.current = false;
        setResult((shown) => ({ load, state: next(shown?.load === load ? shown.state : undefined) }));
      };
      load().then(
        (value) => settle(() => ({ status: 'ready', value })),
        (err: unknown) =>
          settle((shown) =>
            refresh && shown?.status === 'ready' ? shown : { status: 'failed', message: errorMessage(err) },
          ),
      );
    },
    [load],
  );

  useEffect(() => {
    run(false);
    const requests = latest;
    return () => {
      // Whatever is still on its way is for a load nobody shows any more.
      requests.current++;
      pending.current = false;
    };
  }, [run]);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') run(true);
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    const timer = window.setInterval(refresh, intervalMs);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
      window.clearInterval(timer);
    };
  }, [run, intervalMs]);

  const reload = useCallback(() => run(true), [run]);
  const retry = useCallback(() => {
    setResult(null);
    run(false);
  }, [run]);
  return { state: result?.load === load ? result.state : { status: 'loading' }, reload, retry };
}
