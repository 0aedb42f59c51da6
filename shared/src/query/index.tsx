// `@onboarding/shared/query`: the page's one TanStack Query client and the hooks that read through it. Hosts and
// remotes import TanStack Query only from here: this entry is shared under Module Federation like every entry of
// @onboarding/shared (one copy per page, provided by the host when a remote first asks for it), so a review panel
// and the back office page around it, or the dashboard and the shell, use one cache. The shell's welcome page never
// imports it: the client comes with the first screen that reads data.
import {
  focusManager,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  type DefaultOptions,
} from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { shouldRetry } from './policy';

export {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
export { loadState, shouldRetry, type LoadState } from './policy';

// The reader is back when the tab becomes visible (TanStack's own signal) and also when the window regains focus:
// a second window beside the back office never hides it, yet coming back to it should show what moved meanwhile.
// Both often come together; a read already on its way is not asked twice.
focusManager.setEventListener((handleFocus) => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  const listener = () => handleFocus();
  document.addEventListener('visibilitychange', listener);
  window.addEventListener('focus', listener);
  return () => {
    document.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
});

/**
 * A client with the product's defaults: a read is fresh for 30 s (a screen mounted again meanwhile shows the cache
 * and asks nobody), then fetched again when the tab becomes visible or the screen mounts; a failed read is tried
 * again after a network or server failure only (shouldRetry). Writes are never repeated by themselves.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true, ...overrides.queries },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}

/** The page's one client. */
export const queryClient = createQueryClient();

/**
 * Gives its children the page's client, unless a client is given already above (a host's, or a test's own): a
 * remote's screen wraps itself in it, so it reads through the one cache whichever host mounts it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return <QueryClientProvider client={outer ?? queryClient}>{children}</QueryClientProvider>;
}
