// `@onboarding/shared/backoffice/review`: what the four remotes' `./review` panels share: reading a panel's data
// with the one `staffApi`, the panel's frame with its loading, error and empty states, and the formats (money, sizes,
// times) in the page's language. Zod-free and applicant-free: only the review panels import it. Texts come from each
// panel's own translation file (the `texts` props), so every string stays translatable where its team keeps it.
import { Button, Spinner } from '@onboarding/shared/ui/core';
import { staffApi } from '@onboarding/shared/backoffice/client';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import styles from './review.module.css';

export { styles as reviewStyles };

export type PanelState<T> =
  { status: 'loading' } | { status: 'error'; message: string | null } | { status: 'ready'; data: T };

/** The server's own message for a refused call ({ details: { error } }), or null for anything else. */
export function serverMessage(err: unknown): string | null {
  const data = (err as { response?: { data?: { details?: { error?: unknown } } } } | null)?.response?.data;
  const message = data && typeof data === 'object' ? data.details?.error : undefined;
  return typeof message === 'string' ? message : null;
}

/**
 * GET `path` (under /api/backoffice) once on mount and again on `reload`; a late answer for an earlier path or an
 * unmounted panel is dropped. `update` replaces the data in place (after a mark, say) without a reload.
 */
export function usePanelData<T>(path: string) {
  const [attempt, setAttempt] = useState(0);
  // The answer is kept with the call it answers: a new path or a reload shows "loading" until its own answer.
  const key = `${path}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: PanelState<T> } | null>(null);

  useEffect(() => {
    let live = true;
    staffApi.get<T>(path).then(
      (res) => {
        if (live) setAnswer({ key, state: { status: 'ready', data: res.data } });
      },
      (err: unknown) => {
        if (live) setAnswer({ key, state: { status: 'error', message: serverMessage(err) } });
      },
    );
    return () => {
      live = false;
    };
  }, [path, key]);

  const state: PanelState<T> = answer?.key === key ? answer.state : { status: 'loading' };
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((a) =>
        a && a.state.status === 'ready'
          ? { key: a.key, state: { status: 'ready', data: change(a.state.data) } }
          : a,
      ),
    [],
  );
  return { state, reload, update };
}

export interface PanelTexts {
  title: string;
  loading: string;
  error: string;
  retry: string;
}

export interface ReviewPanelFrameProps<T> {
  texts: PanelTexts;
  state: PanelState<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** One step's section of the case page: a heading (h2), then the loading line, the error with Try again, or the data. */
export function ReviewPanelFrame<T>({ texts, state, onRetry, children }: ReviewPanelFrameProps<T>) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId} className={styles.title}>
        {texts.title}
      </h2>
      {state.status === 'loading' && (
        <div className={styles.state}>
          <Spinner label={texts.loading} />
          <span aria-hidden="true">{texts.loading}</span>
        </div>
      )}
      {state.status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{state.message ?? texts.error}</p>
          <Button variant="secondary" onClick={onRetry}>
            {texts.retry}
          </Button>
        </div>
      )}
      {state.status === 'ready' && children(state.data)}
    </section>
  );
}

// ---- Formats (Intl, in the page's locale: formatLocale()) -------------------------------------------------------

/** Money from integer minor units, and an amount of no recorded currency (a CSV's): the one money module's. */
export { formatMoney, formatAmount as formatMinor } from '@onboarding/shared/money';

export function formatNumber(value: number, lng: string): string {
  return new Intl.NumberFormat(lng, { maximumFractionDigits: 2 }).format(value);
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size, e.g. 1536 → "1.5 kB". */
export function formatBytes(bytes: number, lng: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(lng, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** "2026-01" → "Jan 2026" in the page's language. */
export function formatMonth(month: string, lng: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(lng, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A document's content URL under staffApi's base: `/cases/:id/documents/:documentId/content`. */
export const documentContentPath = (caseId: number, documentId: number) =>
  `/cases/${caseId}/documents/${documentId}/content`;
