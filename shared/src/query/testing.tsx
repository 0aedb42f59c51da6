import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { notifyManager } from '@tanstack/react-query';
import { createQueryClient, QueryClientProvider, type QueryClient } from './index';

// An answer reaches the screen in the same turn as in a test's act(), not after a timer: a test that settles a call
// inside act() sees its result at once, as it did before the cache.
notifyManager.setScheduler(queueMicrotask);

/** A client for one test: nothing cached from another test, and a failure shown at once (no retries). */
export function testQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false, staleTime: 0, gcTime: Infinity } });
}

/**
 * Testing Library's render inside a QueryClientProvider with a client of its own (`options.queryClient` to share
 * one), so each render starts with an empty cache as a page does.
 */
export function renderWithQuery(
  ui: ReactElement,
  { queryClient = testQueryClient(), ...options }: RenderOptions & { queryClient?: QueryClient } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const Outer = options.wrapper;
    const inner = <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    return Outer ? <Outer>{inner}</Outer> : inner;
  };
  return { queryClient, ...render(ui, { ...options, wrapper: Wrapper }) };
}
