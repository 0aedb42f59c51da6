import { useCallback, useEffect, useRef, useState } from 'react';
import type { CsvSummary } from '../../lib/csv-check/csv-scan';
import { scanCsv } from '../../lib/csv-check/csv-worker-client';
import { checkPickedFile, isEmptyCsv, type FileIssue } from '../../lib/csv-check/csv-file-rules';

export type CsvCheck =
  | { status: 'idle' }
  | { status: 'checking'; file: File; progress: number; headers: string[] | null }
  | { status: 'checked'; file: File; summary: CsvSummary }
  /** The file's own problem (type, size, empty, unreadable); the column count depends on the industry, see below. */
  | { status: 'refused'; file: File; issue: FileIssue; headers: string[] | null };

/**
 * Checks a picked CSV: type and size at once, then the whole file streamed through the worker (the header arrives
 * first, so a column-count problem shows before the scan ends). Picking another file, or leaving, stops the scan.
 */
export function useCsvCheck(initial: { file: File; summary: CsvSummary } | null) {
  const [check, setCheck] = useState<CsvCheck>(
    initial ? { status: 'checked', file: initial.file, summary: initial.summary } : { status: 'idle' },
  );
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const pick = useCallback((file: File) => {
    running.current?.abort();
    running.current = null;
    const issue = checkPickedFile(file);
    if (issue) {
      setCheck({ status: 'refused', file, issue, headers: null });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setCheck({ status: 'checking', file, progress: 0, headers: null });
    const update = (patch: { progress?: number; headers?: string[] }) => {
      if (controller.signal.aborted) return;
      setCheck((c) => (c.status === 'checking' && c.file === file ? { ...c, ...patch } : c));
    };
    scanCsv(file, {
      signal: controller.signal,
      onHeader: (headers) => update({ headers }),
      onProgress: (progress) => update({ progress }),
    }).then(
      (summary) => {
        if (controller.signal.aborted) return;
        running.current = null;
        setCheck(
          summary && !isEmptyCsv(summary)
            ? { status: 'checked', file, summary }
            : { status: 'refused', file, issue: { key: 'empty' }, headers: summary?.headers ?? null },
        );
      },
      (err: unknown) => {
        if (controller.signal.aborted || (err instanceof DOMException && err.name === 'AbortError')) return;
        running.current = null;
        setCheck({ status: 'refused', file, issue: { key: 'read' }, headers: null });
      },
    );
  }, []);

  const clear = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setCheck({ status: 'idle' });
  }, []);

  return { check, pick, clear };
}

/** The header as far as it is known, for the column-count check. */
export function knownHeaders(check: CsvCheck): readonly string[] | null {
  switch (check.status) {
    case 'checked':
      return check.summary.headers;
    case 'checking':
    case 'refused':
      return check.headers;
    default:
      return null;
  }
}
