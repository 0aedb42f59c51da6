import { formatDecisionDay, formatLocale, useTranslation } from '@onboarding/shared';
import type { PreReviewApplication } from '@onboarding/shared/backoffice';
import { useQuery } from '@onboarding/shared/query';
import { Link, useNavigate } from '@onboarding/shared/router';
import { Button, Ltr } from '@onboarding/shared/ui';
import { useState, type FormEvent } from 'react';
import { formatDate, formatDateTime } from '../../app/format';
import { shown } from '../../app/queries';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { CaseResults, SkipToResults, type CaseColumn } from './CaseTable';
import { listApplications, VIEW_PAGE_SIZE, viewKey, viewPath, type ViewFilters } from './application-views';
import views from './views.module.css';

export type QueueView = 'submitted' | ViewFilters['view'];

/** The queue's views: the submitted cases (the queue itself) and the applications the review never received. */
export function QueueViewsNav({ current }: { current: QueueView }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const links: { view: QueueView; to: string }[] = [
    { view: 'submitted', to: '/cases' },
    { view: 'declined', to: viewPath({ view: 'declined', page: 1 }) },
    { view: 'unsubmitted', to: viewPath({ view: 'unsubmitted', page: 1 }) },
  ];
  return (
    <nav aria-label={t('queueViews.nav')}>
      <ul className={views.views}>
        {links.map((link) => (
          <li key={link.view}>
            <Link to={link.to} aria-current={link.view === current ? 'page' : undefined}>
              {t(`queueViews.${link.view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /cases?view=declined and /cases?view=unsubmitted: read-only lists of the applications declined at eligibility and
 * of those never submitted, searched and paged on the server (each read audited there). No case page opens from
 * them: a case exists once an application is submitted.
 */
export function ApplicationViewScreen({ filters }: { filters: ViewFilters }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const navigate = useNavigate();
  const [q, setQ] = useState(filters.q ?? '');
  const [qFor, setQFor] = useState(filters.q);
  if (qFor !== filters.q) {
    setQFor(filters.q);
    setQ(filters.q ?? '');
  }
  const query = useQuery({
    queryKey: viewKey(filters),
    queryFn: () => listApplications(filters),
    staleTime: 0,
  });
  const load = shown(query);
  const declined = filters.view === 'declined';
  const go = (next: ViewFilters) => navigate(viewPath(next));
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ view: filters.view, q: q.trim() || undefined, page: 1 });
  };
  const pages = load.status === 'ready' ? Math.max(1, Math.ceil(load.value.total / VIEW_PAGE_SIZE)) : 1;
  const locale = formatLocale();
  // The reference and the business's name open each card; where the application stopped is its status.
  const common: CaseColumn<PreReviewApplication>[] = [
    {
      key: 'reference',
      label: t('queueViews.reference'),
      role: 'title',
      cell: (a) => <Ltr>{a.reference}</Ltr>,
    },
    {
      key: 'business',
      label: t('queue.business'),
      role: 'title',
      cell: (a) => (
        <>
          {a.businessName ? (
            <bdi>{a.businessName}</bdi>
          ) : (
            <span className={styles.muted}>{t('queueViews.noName')}</span>
          )}
          {a.superseded && <div className={styles.muted}>{t('queueViews.superseded')}</div>}
        </>
      ),
    },
    { key: 'email', label: t('queue.email'), cell: (a) => <Ltr>{a.email}</Ltr> },
  ];
  const declinedColumns: CaseColumn<PreReviewApplication>[] = [
    {
      key: 'decidedAt',
      label: t('queueViews.decidedAt'),
      cell: (a) => a.declined && formatDate(a.declined.decidedAt, locale),
    },
    {
      key: 'reasons',
      label: t('queueViews.reasons'),
      role: 'status',
      cell: (a) =>
        a.declined && (
          <ul className={views.reasons}>
            {a.declined.reasons.map((reason) => (
              <li key={reason}>{t(`queueViews.categories.${reason}`)}</li>
            ))}
          </ul>
        ),
    },
    {
      key: 'decidableFrom',
      label: t('queueViews.decidableFrom'),
      cell: (a) =>
        a.declined &&
        (a.declined.decidableFrom
          ? formatDecisionDay(a.declined.decidableFrom, locale)
          : t('queueViews.anyDay')),
    },
  ];
  const unsubmittedColumns: CaseColumn<PreReviewApplication>[] = [
    {
      key: 'stage',
      label: t('queueViews.stage'),
      role: 'status',
      cell: (a) => t(`queueViews.stages.${a.stage ?? 'none'}`),
    },
    { key: 'started', label: t('queueViews.started'), cell: (a) => formatDate(a.startedAt, locale) },
    {
      key: 'lastActivity',
      label: t('queueViews.lastActivity'),
      cell: (a) => formatDateTime(a.lastActivityAt, locale),
    },
  ];

  return (
    <div className={styles.wide}>
      <h1 className={styles.pageTitle} tabIndex={-1}>
        {t(`queueViews.${filters.view}`)}
      </h1>
      {/* Past the views and the search in one press. */}
      <SkipToResults target="view-results-title" />
      <QueueViewsNav current={filters.view} />
      <section className={styles.card} aria-labelledby="view-search-title">
        <h2 id="view-search-title">{t(`queueViews.${filters.view}Intro`)}</h2>
        <form
          className={styles.inlineForm}
          role="search"
          aria-label={t('queueViews.searchLabel')}
          onSubmit={search}
        >
          <div className={styles.field}>
            <label htmlFor="view-q">{t('queue.search')}</label>
            <input
              id="view-q"
              type="search"
              dir="auto"
              maxLength={200}
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
          <Button type="submit">{t('queueViews.search')}</Button>
        </form>
      </section>

      <CaseResults
        id="view-results-title"
        title={
          load.status === 'ready'
            ? t('queueViews.results', { count: load.value.total })
            : t(`queueViews.${filters.view}`)
        }
        load={load.status === 'ready' ? { status: 'ready', rows: load.value.applications } : load}
        onRetry={() => void query.refetch()}
        empty={t('queueViews.empty')}
        page={filters.page}
        pages={pages}
        onPage={(page) => go({ ...filters, page })}
        columns={declined ? [...common, ...declinedColumns] : [...common, ...unsubmittedColumns]}
        rowKey={(a) => a.id}
        rowProps={(a) => ({ 'data-application': a.id })}
      />
    </div>
  );
}
