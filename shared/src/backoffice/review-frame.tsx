// The frame every review panel is drawn in: its read of the step's data through the page's query cache, its section
// with the loading line, the error with "Try again", the subsections, the lists of facts and the tables. The frame's
// texts are the kit's own catalogue's (review-texts.ts), by step; each panel's translation file keeps the rest.
import { useTranslation } from '@onboarding/shared';
import { Button, ScrollRegion, Spinner } from '@onboarding/shared/ui';
import { staffApi } from '@onboarding/shared/backoffice/client';
import { loadState, useQuery, useQueryClient } from '@onboarding/shared/query';
import { Fragment, useCallback, useId, type ReactNode } from 'react';
import { staffQueryKey } from './query-keys';
import type { ReviewPanelName } from './review-panel';
import { REVIEW_NS } from './review-texts';
import styles from './review.module.css';

export type PanelState<T> =
  { status: 'loading' } | { status: 'error'; message: string | null } | { status: 'ready'; data: T };

/** The server's own message for a refused call ({ details: { error } }), or null for anything else. */
export function serverMessage(err: unknown): string | null {
  const data = (err as { response?: { data?: { details?: { error?: unknown } } } } | null)?.response?.data;
  const message = data && typeof data === 'object' ? data.details?.error : undefined;
  return typeof message === 'string' ? message : null;
}

/**
 * GET `path` (under /api/backoffice) through the page's query cache, under `staffQueryKey(path)`: the case page's
 * invalidation after an action reaches it. `reload` asks again (after a failure: loading, then the answer); `update`
 * replaces the cached data in place (after a mark, say) without asking.
 */
export function usePanelQuery<T>(path: string) {
  const query = useQuery({
    queryKey: staffQueryKey(path),
    queryFn: async ({ signal }) => (await staffApi.get<T>(path, { signal })).data,
  });
  const client = useQueryClient();
  const shown = loadState(query);
  const state: PanelState<T> =
    shown.status === 'failed' ? { status: 'error', message: serverMessage(shown.error) } : shown;
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const update = useCallback(
    (change: (data: T) => T) =>
      client.setQueryData<T>(staffQueryKey(path), (data) => (data === undefined ? data : change(data))),
    [client, path],
  );
  return { state, reload, update };
}

export interface ReviewPanelFrameProps<T> {
  step: ReviewPanelName;
  state: PanelState<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** One step's section of the case page: a heading (h2), then the loading line, the error with Try again, or the data. */
export function ReviewPanelFrame<T>({ step, state, onRetry, children }: ReviewPanelFrameProps<T>) {
  const { t } = useTranslation(REVIEW_NS);
  const headingId = useId();
  const subject = t(`subjects.${step}`);
  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId} className={styles.title}>
        {t(`titles.${step}`)}
      </h2>
      {state.status === 'loading' && (
        <div className={styles.state}>
          <Spinner label={t('loading', { subject })} />
          <span aria-hidden="true">{t('loading', { subject })}</span>
        </div>
      )}
      {state.status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{state.message ?? t('error', { subject })}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {state.status === 'ready' && children(state.data)}
    </section>
  );
}

/** A panel that only reads its step: `/cases/:caseId/<step>` through the query cache, drawn in the step's frame. */
export function StepReviewPanel<T>({
  caseId,
  step,
  children,
}: {
  caseId: number;
  step: ReviewPanelName;
  children: (data: T) => ReactNode;
}) {
  const { state, reload } = usePanelQuery<T>(`/cases/${caseId}/${step}`);
  return (
    <ReviewPanelFrame step={step} state={state} onRetry={reload}>
      {children}
    </ReviewPanelFrame>
  );
}

/** A part of a panel (the decision, the upload…): a section named by its heading (h3). */
export function PanelSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One line of a Facts list: what it is and its value; `tone` colours a good or bad outcome. */
export interface Fact {
  label: ReactNode;
  value: ReactNode;
  tone?: 'good' | 'bad';
}

/** Key facts as a description list, label beside value; a fact given as false or null is left out. */
export function Facts({ facts }: { facts: readonly (Fact | false | null | undefined)[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(
        (fact, i) =>
          fact && (
            <Fragment key={i}>
              <dt>{fact.label}</dt>
              <dd className={fact.tone ? styles[fact.tone] : undefined}>{fact.value}</dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}

/** A line in place of what a panel or a part of it has not got (no upload, no reasons…). */
export function PanelNote({ children }: { children: ReactNode }) {
  return <p className={styles.state}>{children}</p>;
}

/**
 * A table of a panel, named by its caption, in its own scroll region (a wide table scrolls, not the page); `empty`,
 * when given, stands in its place as a note (the table would have no rows).
 */
export function PanelTable({
  caption,
  empty,
  children,
}: {
  caption: string;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (empty) return <PanelNote>{empty}</PanelNote>;
  return (
    <ScrollRegion label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  );
}
