// The back office's reads through the page's one query client (@onboarding/shared/query): each read's cache key
// (its path, staffQueryKey), and the state a screen shows for it. Keys follow the paths, so everything read about a
// case sits under `caseKey(id)`: invalidating it after an action asks again for the case, its audit trail, its
// offers, its figures and its four panels.
import type { AuditEntryView } from '@onboarding/shared/backoffice';
import { staffQueryKey } from '@onboarding/shared/backoffice';
import { loadState, useInfiniteQuery, useQuery, useQueryClient } from '@onboarding/shared/query';
import { useCallback } from 'react';
import { listStaff } from './api';
import { errorMessage } from './errors';

export const staffListKey = staffQueryKey('/staff');
export const caseKey = (id: number) => staffQueryKey(`/cases/${id}`);
export const casePartKey = (id: number, part: 'audit' | 'offers' | 'underwriting') =>
  staffQueryKey(`/cases/${id}/${part}`);
/** The queue under its filters (the address's query string): a new filter is a new read, shown loading. */
export const queueKey = (search: string) => staffQueryKey('/cases', { search });

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string };

/**
 * A read's state as a screen shows it (loadState): what is on screen stays while it is read again and when reading
 * it again fails; `describe` turns a failure into the words shown.
 */
export function shown<Q extends { data: unknown; error: unknown; isFetching: boolean }>(
  query: Q,
  describe: (err: unknown) => string = errorMessage,
): Loaded<Exclude<Q['data'], undefined>> {
  const state = loadState({ ...query, error: query.error ?? null });
  if (state.status === 'ready')
    return { status: 'ready', value: state.data as Exclude<Q['data'], undefined> };
  if (state.status === 'failed') return { status: 'failed', message: describe(state.error) };
  return state;
}

export type StaffMember = Awaited<ReturnType<typeof listStaff>>[number];

const NOBODY: StaffMember[] = [];

/** The staff list, for the assignee choices; an error leaves it empty (the filters still work). */
export function useStaffList(): StaffMember[] {
  return useQuery({ queryKey: staffListKey, queryFn: listStaff }).data ?? NOBODY;
}

type AuditPage = { entries: AuditEntryView[]; next: number | null };

/**
 * An audit list paged by `next` (newest first) under `key`: the first page, then older pages appended on demand
 * (`more`). Invalidating the key reads the pages again.
 */
export function useAuditPages(key: readonly unknown[], loadPage: (before?: number) => Promise<AuditPage>) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => loadPage(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const pages = query.data?.pages;
  const { fetchNextPage } = query;
  return {
    entries: pages ? pages.flatMap((page) => page.entries) : null,
    next: pages ? (pages[pages.length - 1].next ?? null) : null,
    error: query.error ? errorMessage(query.error) : null,
    loading: query.isPending && query.isFetching,
    more: async () => {
      await fetchNextPage();
    },
  };
}

/**
 * After a case was changed (assigned, noted, acted on, offered): every read about cases is stale, so the reads on
 * screen (the case, its audit trail, its offers, its figures, its panels) are asked again now, and the queue and the
 * audit log when next shown. A read already on its way is kept, not asked twice.
 */
export function useCasesChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: staffQueryKey('/cases') }, { cancelRefetch: false }),
      client.invalidateQueries({ queryKey: staffQueryKey('/audit') }, { cancelRefetch: false }),
    ]);
  }, [client]);
}
