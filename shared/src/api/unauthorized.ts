// What happens after a 401, kept apart from the HTTP client: the shell registers its handler on the first page,
// before anything has loaded axios (see ./http.ts).

let onUnauthorized: (() => void) | null = null;

/**
 * What to do after a 401 once the token is cleared (the shell navigates to / unless already
 * there). One handler: the last registration wins. Returns a function that unregisters it.
 */
export function setUnauthorizedHandler(fn: (() => void) | null): () => void {
  onUnauthorized = fn;
  return () => {
    if (onUnauthorized === fn) onUnauthorized = null;
  };
}

/** Called by the HTTP client after a 401 has cleared the token. */
export function notifyUnauthorized(): void {
  onUnauthorized?.();
}
