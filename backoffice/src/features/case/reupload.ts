import type { DecisionSummary, DocumentsPanel } from '@onboarding/shared/backoffice';
import { staffQueryKey } from '@onboarding/shared/backoffice';
import type { QueryClient } from '@onboarding/shared/query';
import { DOCUMENT_KEYS } from '@onboarding/shared/schemas';

export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

/**
 * The documents the review team marked "Needs re-upload", from what the page already read: the documents panel
 * when it has loaded (the remote writes a new mark into it at once, so a mark made a moment ago counts), else the
 * decision summary's missing list. In the order of DOCUMENT_KEYS, each once.
 */
export function markedForReupload(
  panel: DocumentsPanel | undefined,
  summaries: readonly (DecisionSummary | undefined)[],
): DocumentKey[] {
  let kinds: string[];
  if (panel) {
    kinds = panel.documents
      .filter((doc) => doc.status === 'current' && doc.mark?.mark === 'needs_reupload')
      .map((doc) => doc.kind);
  } else {
    const summary = summaries.find((s) => s !== undefined);
    kinds = summary ? summary.missing.documentsToReupload.map((doc) => doc.kind) : [];
  }
  return DOCUMENT_KEYS.filter((key) => kinds.includes(key));
}

/** The same, read from the page's cache for case `caseId` (no request of its own). */
export function cachedReuploadMarks(client: QueryClient, caseId: number): DocumentKey[] {
  const panel = client.getQueryData<DocumentsPanel>(staffQueryKey(`/cases/${caseId}/documents`));
  // The summary is kept under the figures it was made from; the newest read first.
  const summaries = client
    .getQueriesData<DecisionSummary>({ queryKey: staffQueryKey(`/cases/${caseId}/summary`) })
    .map(([key, data]) => ({ data, at: client.getQueryState(key)?.dataUpdatedAt ?? 0 }))
    .sort((a, b) => b.at - a.at)
    .map(({ data }) => data);
  return markedForReupload(panel, summaries);
}
