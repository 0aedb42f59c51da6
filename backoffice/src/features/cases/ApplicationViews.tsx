import { formatDecisionDay, formatLocale, useTranslation } from '@onboarding/shared';
import type { PreReviewApplication } from '@onboarding/shared/backoffice';
import { useQuery } from '@onboarding/shared/query';
import { Link, useNavigate } from '@onboarding/shared/router';
import { Button, Ltr, ScrollRegion, Spinner } from '@onboarding/shared/ui';
import { useState, type FormEvent } from 'react';
import { formatDate, formatDateTime } from '../../app/format';
import { shown } from '../../app/queries';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
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

  return (
    <div className={styles.wide}>
      <h1 className={styles.pageTitle} tabIndex={-1}>
        {t(`queueViews.${filters.view}`)}
      </h1>
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

      <section
        className={styles.card}
        aria-labelledby="view-results-title"
        aria-busy={load.status === 'loading'}
      >
        <h2 id="view-results-title">
          {load.status === 'ready'
            ? t('queueViews.results', { count: load.value.total })
            : t(`queueViews.${filters.view}`)}
        </h2>
        {load.status === 'loading' && <Spinner />}
        {load.status === 'failed' && (
          <div role="alert" className={styles.row}>
            <p>{load.message}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('panel.retry')}
            </Button>
          </div>
        )}
        {load.status === 'ready' && load.value.applications.length === 0 && <p>{t('queueViews.empty')}</p>}
        {load.status === 'ready' && load.value.applications.length > 0 && (
          <>
            <ScrollRegion labelledBy="view-results-title">
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('queueViews.reference')}</th>
                    <th scope="col">{t('queue.business')}</th>
                    <th scope="col">{t('queue.email')}</th>
                    {declined ? (
                      <>
                        <th scope="col">{t('queueViews.decidedAt')}</th>
                        <th scope="col">{t('queueViews.reasons')}</th>
                        <th scope="col">{t('queueViews.decidableFrom')}</th>
                      </>
                    ) : (
                      <>
                        <th scope="col">{t('queueViews.stage')}</th>
                        <th scope="col">{t('queueViews.started')}</th>
                        <th scope="col">{t('queueViews.lastActivity')}</th>
                      </>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {load.value.applications.map((a) => (
                    <ViewRow key={a.id} application={a} declined={declined} locale={locale} />
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <nav aria-label={t('queue.page', { page: filters.page, pages })} className={styles.row}>
              <Button
                variant="secondary"
                disabled={filters.page <= 1}
                onClick={() => go({ ...filters, page: filters.page - 1 })}
              >
                {t('queue.previous')}
              </Button>
              <span>{t('queue.page', { page: filters.page, pages })}</span>
              <Button
                variant="secondary"
                disabled={filters.page >= pages}
                onClick={() => go({ ...filters, page: filters.page + 1 })}
              >
                {t('queue.next')}
              </Button>
            </nav>
          </>
        )}
      </section>
    </div>
  );
}

function ViewRow({
  application: a,
  declined,
  locale,
}: {
  application: PreReviewApplication;
  declined: boolean;
  locale: string;
}) {
  const { t } = useTranslation(BACKOFFICE_NS);
  return (
    <tr data-application={a.id}>
      <td>
        <Ltr>{a.reference}</Ltr>
      </td>
      <td>
        {a.businessName ? (
          <bdi>{a.businessName}</bdi>
        ) : (
          <span className={styles.muted}>{t('queueViews.noName')}</span>
        )}
        {a.superseded && <div className={styles.muted}>{t('queueViews.superseded')}</div>}
      </td>
      <td>
        <Ltr>{a.email}</Ltr>
      </td>
      {declined && a.declined ? (
        <>
          <td>{formatDate(a.declined.decidedAt, locale)}</td>
          <td>
            <ul className={views.reasons}>
              {a.declined.reasons.map((reason) => (
                <li key={reason}>{t(`queueViews.categories.${reason}`)}</li>
              ))}
            </ul>
          </td>
          <td>
            {a.declined.decidableFrom
              ? formatDecisionDay(a.declined.decidableFrom, locale)
              : t('queueViews.anyDay')}
          </td>
        </>
      ) : (
        <>
          <td>{t(`queueViews.stages.${a.stage ?? 'none'}`)}</td>
          <td>{formatDate(a.startedAt, locale)}</td>
          <td>{formatDateTime(a.lastActivityAt, locale)}</td>
        </>
      )}
    </tr>
  );
}
