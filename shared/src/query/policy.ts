// How the page's data loading behaves, apart from React so that it is tested as plain functions.

/** The HTTP status of a failed call (axios' shape), or undefined when no answer reached the browser. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** How many times a failed read is tried again before its error is shown. */
export const READ_RETRIES = 2;

/**
 * Whether a failed read is worth asking again: a lost connection or a server's failure (5xx) may pass, a refusal
 * (4xx: the session ended, not found, not allowed) gives the same answer every time, so it is shown at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < READ_RETRIES;
}

/** What a screen shows for a read: its loading line, its data, or its failure. */
export type LoadState<T, E = unknown> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: E };

/**
 * A read's state as a screen shows it. Data on screen stays while it is fetched again, and stays when fetching it
 * again fails (the next refetch tries again); a read with nothing to show is loading while it fetches (a retry after
 * a failure included) and failed otherwise.
 */
export function loadState<T, E>(query: {
  data: T | undefined;
  error: E | null;
  isFetching: boolean;
}): LoadState<T, E> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.error !== null && !query.isFetching) return { status: 'failed', error: query.error };
  return { status: 'loading' };
}
