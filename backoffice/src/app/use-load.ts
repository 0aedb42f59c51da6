import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from './errors';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

/**
 * Runs `load` (memoise it: a new function is a new load) and gives its state; `reload` runs it again. An answer that
 * arrives after a newer load started is dropped. `describe` turns a failure into the words shown (errorMessage).
 */
export function useLoad<T>(
  load: () => Promise<T>,
  describe: (err: unknown) => string = errorMessage,
): { state: Loaded<T>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ load: () => Promise<T>; attempt: number; state: Loaded<T> } | null>(
    null,
  );
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setResult({ load, attempt, state: { status: 'ready', value } }),
      (err: unknown) =>
        live && setResult({ load, attempt, state: { status: 'failed', message: describe(err) } }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt, describe]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result && result.load === load && result.attempt === attempt;
  return { state: current ? result.state : { status: 'loading' }, reload };
}
