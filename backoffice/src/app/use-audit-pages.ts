import type { AuditEntryView } from '@onboarding/shared/backoffice';
import { useCallback, useState } from 'react';
import { errorMessage } from './errors';
import { useLoad } from './use-load';

type AuditPage = { entries: AuditEntryView[]; next: number | null };

/**
 * An audit list paged by `next` (newest first): the first page loads with `loadPage` (memoise it), older pages are
 * appended on demand. A new first page (other filters, a reload) starts over.
 */
export function useAuditPages(loadPage: (before?: number) => Promise<AuditPage>) {
  const first = useCallback(() => loadPage(), [loadPage]);
  const { state, reload } = useLoad(first);
  const [older, setOlder] = useState<{
    base: AuditPage;
    entries: AuditEntryView[];
    next: number | null;
  } | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);
  const base = state.status === 'ready' ? state.value : null;
  const extra = older && older.base === base ? older : null;
  const entries = base ? [...base.entries, ...(extra?.entries ?? [])] : null;
  const next = extra ? extra.next : (base?.next ?? null);

  const more = async () => {
    if (!base || next === null) return;
    try {
      const page = await loadPage(next);
      setOlder({ base, entries: [...(extra?.entries ?? []), ...page.entries], next: page.next });
      setMoreError(null);
    } catch (err) {
      setMoreError(errorMessage(err));
    }
  };

  return {
    entries,
    next,
    error: state.status === 'failed' ? state.message : moreError,
    loading: state.status === 'loading',
    more,
    reload,
  };
}
