import { businessTypeName, formatLocale, ltrText, useTranslation } from '@onboarding/shared';
import type { Queue, QueueCase, QueueSortKey } from '@onboarding/shared/backoffice';
import { BUSINESS_TYPES, REVIEW_STATUSES } from '@onboarding/shared/constants';
import { Button, Ltr, notifyError, notifySuccess, useMediaQuery } from '@onboarding/shared/ui';
import { Link, useLocation, useNavigate } from '@onboarding/shared/router';
import { useAtomValue } from 'jotai';
import { useQuery } from '@onboarding/shared/query';
import { Fragment, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { assignCase, listCases } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { formatDateTime, formatMoney, timeLeftText, timeWords } from '../../app/format';
import { countriesByName } from '../../app/option-names';
import { queueKey, shown, useCasesChanged, useStaffList } from '../../app/queries';
import { staffAtom } from '../../app/session';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { viewFilters } from './application-views';
import { ApplicationViewScreen, QueueViewsNav } from './ApplicationViews';
import { CaseResults, SkipToResults, type CaseColumn } from './CaseTable';
import views from './views.module.css';
import queueStyles from './queue.module.css';
import {
  ariaSort,
  COMPACT_QUERY,
  countActiveFilters,
  currentSavedView,
  currentSort,
  formatQueueQuery,
  PAGE_SIZE,
  parseQueueQuery,
  SAVED_VIEWS,
  savedViewPath,
  sortBy,
  withSort,
  type QueueFilters,
} from './queue-query';

/** How often a queue on screen asks again: an applicant's answer shows within this, or at once on coming back. */
export const LIVE_REFRESH_MS = 30_000;

type Load = { status: 'loading' } | { status: 'ready'; queue: Queue } | { status: 'failed'; message: string };

/** /cases: the submitted cases' queue, or (?view=…) one of the views of applications the review never received. */
export function QueueScreen() {
  const location = useLocation();
  const me = useAtomValue(staffAtom);
  const view = viewFilters(location.search);
  return view && me?.role !== 'admin' ? <ApplicationViewScreen filters={view} /> : <SubmittedQueue />;
}

/** The queue, filtered and paged on the server, its filters in the address. */
function SubmittedQueue() {
  const { t, i18n } = useTranslation(BACKOFFICE_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const me = useAtomValue(staffAtom);
  const staff = useStaffList();
  const casesChanged = useCasesChanged();
  const filters = parseQueueQuery(location.search);
  const [draft, setDraft] = useState<QueueFilters>(filters);
  const [assigning, setAssigning] = useState<number | null>(null);
  // On a phone the filters fold behind a "Filters" button, so the results come first.
  const compact = useMediaQuery(COMPACT_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const showFilters = !compact || filtersOpen;
  const activeFilters = countActiveFilters(filters);
  const myId = me?.id;
  const search = location.search;
  // The list is in code order (AD, AE, AF…); a reader looks a country up by its name, in their language.
  const countries = useMemo(() => countriesByName(i18n.language), [i18n.language]);

  // The queue follows the cases as they move (an applicant answers, a colleague assigns) without a reload: it asks
  // again when the reader comes back to it and every half minute while it is on screen, keeping the rows, the
  // filters in the address and the form as they are meanwhile (and when asking again fails: the next time may not).
  const query = useQuery({
    queryKey: queueKey(search),
    queryFn: () => listCases(parseQueueQuery(search)),
    staleTime: 0,
    refetchInterval: LIVE_REFRESH_MS,
    enabled: me?.role !== 'admin',
  });
  const loaded = shown(query);
  const load: Load = loaded.status === 'ready' ? { status: 'ready', queue: loaded.value } : loaded;
  // The form shows the address's filters again when the address changes (back, a shared link).
  const [draftFor, setDraftFor] = useState(search);
  if (draftFor !== search) {
    setDraftFor(search);
    setDraft(parseQueueQuery(search));
  }

  const go = (next: QueueFilters) => navigate(`/cases${formatQueueQuery(next)}`);
  const set = <K extends keyof QueueFilters>(key: K, value: QueueFilters[K] | '') =>
    setDraft((d) => ({ ...d, [key]: value === '' ? undefined : value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFiltersOpen(false);
    go({ ...draft, page: 1 });
  };

  const assignToMe = async (id: number) => {
    if (!myId) return;
    setAssigning(id);
    try {
      await assignCase(id, myId);
      notifySuccess(t('queue.assigned'));
      void casesChanged();
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setAssigning(null);
    }
  };

  const counts = load.status === 'ready' ? load.queue.counts : undefined;
  const total = counts ? Object.values(counts).reduce((a, b) => a + (b ?? 0), 0) : 0;
  const now = new Date();
  const pages = load.status === 'ready' ? Math.max(1, Math.ceil(load.queue.total / PAGE_SIZE)) : 1;

  // Least privilege: admins manage the team and read the audit log, and never read a case. Say so, rather than
  // show an empty queue that reads as "no cases".
  if (me?.role === 'admin')
    return (
      <div className={styles.wide}>
        <h1 className={styles.pageTitle} tabIndex={-1}>
          {t('queue.title')}
        </h1>
        <section className={styles.card}>
          <p>{t('queue.adminNone')}</p>
          <p>
            <Link to="/team">{t('nav.team')}</Link> · <Link to="/audit">{t('nav.audit')}</Link>
          </p>
        </section>
      </div>
    );

  return (
    <div className={styles.wide}>
      <h1 className={styles.pageTitle} tabIndex={-1}>
        {t('queue.title')}
      </h1>
      {/* Past the views and the filters in one press (28 Tab presses without it). */}
      <SkipToResults target="results-title" />
      <QueueViewsNav current="submitted" />
      <SavedViewsNav filters={filters} />
      <section className={styles.card} aria-labelledby="filters-title">
        {compact ? (
          <h2 id="filters-title" className={styles.disclosure}>
            <Button
              variant="secondary"
              aria-expanded={filtersOpen}
              aria-controls="queue-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {activeFilters ? t('queue.filtersActive', { count: activeFilters }) : t('queue.filters')}
            </Button>
          </h2>
        ) : (
          <h2 id="filters-title">{t('queue.filters')}</h2>
        )}
        <form
          id="queue-filters"
          onSubmit={apply}
          className={styles.filters}
          role="search"
          aria-label={t('queue.filters')}
          hidden={!showFilters}
        >
          <Filter id="f-q" label={t('queue.search')}>
            <input
              id="f-q"
              type="search"
              dir="auto"
              value={draft.q ?? ''}
              maxLength={200}
              onChange={(e) => set('q', e.target.value)}
            />
          </Filter>
          <SelectFilter
            id="f-status"
            label={t('queue.status')}
            value={draft.status ?? ''}
            onChange={(value) => set('status', value as QueueFilters['status'])}
            any={t('queue.anyStatus', { count: total })}
            options={REVIEW_STATUSES.map((status) => ({
              value: status,
              label: t('queue.statusOption', {
                label: t(`statuses.${status}`),
                count: counts?.[status] ?? 0,
              }),
            }))}
          />
          <SelectFilter
            id="f-assignee"
            label={t('queue.assignee')}
            value={draft.assignee ?? ''}
            onChange={(value) => set('assignee', value)}
            any={t('queue.anyone')}
            options={[
              { value: 'me', label: t('queue.me') },
              { value: 'none', label: t('queue.unassigned') },
              ...staff
                .filter((s) => s.role !== 'admin' && s.status === 'active')
                .map((s) => ({ value: String(s.id), label: ltrText(s.email) })),
            ]}
          />
          <SelectFilter
            id="f-type"
            label={t('queue.businessType')}
            value={draft.businessType ?? ''}
            onChange={(value) => set('businessType', value)}
            any={t('queue.anyBusinessType')}
            options={BUSINESS_TYPES.map((type) => ({ value: type.code, label: businessTypeName(type.code) }))}
          />
          <SelectFilter
            id="f-country"
            label={t('queue.country')}
            value={draft.country ?? ''}
            onChange={(value) => set('country', value)}
            any={t('queue.anyCountry')}
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
          />
          <AmountFilter
            id="f-min"
            label={t('queue.minAmount')}
            value={draft.minAmount}
            onChange={(value) => set('minAmount', value)}
          />
          <AmountFilter
            id="f-max"
            label={t('queue.maxAmount')}
            value={draft.maxAmount}
            onChange={(value) => set('maxAmount', value)}
          />
          <Filter id="f-from" label={t('queue.submittedFrom')}>
            <input
              id="f-from"
              type="date"
              value={draft.submittedFrom ?? ''}
              onChange={(e) => set('submittedFrom', e.target.value)}
            />
          </Filter>
          <Filter id="f-to" label={t('queue.submittedTo')}>
            <input
              id="f-to"
              type="date"
              value={draft.submittedTo ?? ''}
              onChange={(e) => set('submittedTo', e.target.value)}
            />
          </Filter>
          <div className={styles.formButtons}>
            <Button type="submit">{t('queue.apply')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setFiltersOpen(false);
                go({ page: 1 });
              }}
            >
              {t('queue.clear')}
            </Button>
          </div>
        </form>
      </section>

      <CaseResults
        id="results-title"
        title={
          load.status === 'ready' ? t('queue.results', { count: load.queue.total }) : t('queue.tableLabel')
        }
        load={load.status === 'ready' ? { status: 'ready', rows: load.queue.cases } : load}
        onRetry={() => void query.refetch()}
        empty={t('queue.empty')}
        before={<CardSortForm filters={filters} onSort={go} />}
        page={filters.page}
        pages={pages}
        onPage={(page) => go({ ...filters, page })}
        columns={queueColumns({
          t,
          cases: load.status === 'ready' ? load.queue.cases : [],
          filters,
          onSort: (key) => go(sortBy(filters, key)),
          now,
          actions: (c) =>
            !c.assignee &&
            myId &&
            me?.role !== 'admin' && (
              <Button
                variant="secondary"
                loading={assigning === c.id}
                aria-label={t('queue.assignToMeFor', { business: c.businessName })}
                onClick={() => void assignToMe(c.id)}
              >
                {t('queue.assignToMe')}
              </Button>
            ),
        })}
        rowKey={(c) => c.id}
        rowProps={(c) =>
          c.dueAt && timeLeftText(c.dueAt, now, timeWords(t)).overdue ? { className: styles.overdueRow } : {}
        }
      />
    </div>
  );
}

/** One filter of the queue: its label and its control. */
function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A filter that picks one of `options`, or none (`any`, the empty value). */
function SelectFilter({
  id,
  label,
  value,
  onChange,
  any,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  any: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Filter id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Filter>
  );
}

/** A whole amount in major units, never negative; empty for no bound. */
function AmountFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number | undefined;
  onChange(value: number | ''): void;
}) {
  return (
    <Filter id={id} label={label}>
      <input
        id={id}
        type="number"
        dir="ltr"
        min={0}
        step={1}
        inputMode="numeric"
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? '' : Math.max(0, Math.trunc(+e.target.value)))}
      />
    </Filter>
  );
}

/** The saved views of the submitted cases: links that set the query, so each can be bookmarked and shared. */
function SavedViewsNav({ filters }: { filters: QueueFilters }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const me = useAtomValue(staffAtom);
  const current = currentSavedView(filters);
  // Only an approver approves: a reviewer is not offered a view that is always empty for them.
  const shown = SAVED_VIEWS.filter((view) => view !== 'approval' || me?.role === 'approver');
  return (
    <nav aria-label={t('queue.savedViews')}>
      <ul className={views.views}>
        {shown.map((view) => (
          <li key={view}>
            <Link to={savedViewPath(view, filters)} aria-current={view === current ? 'page' : undefined}>
              {t(`queue.view_${view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The columns, in order: each sortable one with the key the server orders it by. */
const COLUMNS: { label: string; sort?: QueueSortKey }[] = [
  { label: 'queue.business', sort: 'business' },
  { label: 'queue.reviewStatus', sort: 'status' },
  { label: 'queue.requested', sort: 'requested' },
  { label: 'queue.suggested', sort: 'suggested' },
  { label: 'queue.figure', sort: 'figure' },
  { label: 'queue.lastActivity', sort: 'activity' },
  { label: 'queue.timeLeft', sort: 'due' },
  { label: 'queue.assignedTo', sort: 'assignee' },
];

type T = ReturnType<typeof useTranslation>['t'];

/**
 * The queue's columns for the case table (sorted on the server, by its column headers): the business with the
 * applicant's address and the "replied" badge, the status, the triage figures, the flags once the server has any
 * (a case whose figures were never computed says so), and the row's actions.
 */
function queueColumns({
  t,
  cases,
  filters,
  onSort,
  now,
  actions,
}: {
  t: T;
  cases: QueueCase[];
  filters: QueueFilters;
  onSort(key: QueueSortKey): void;
  now: Date;
  actions(c: QueueCase): ReactNode;
}): CaseColumn<QueueCase>[] {
  const locale = formatLocale();
  const notComputed = <span className={styles.muted}>{t('queue.notComputed')}</span>;
  const money = (amount: { amountMinor: number; currency: string } | null) =>
    amount ? (
      <span className={queueStyles.amount}>{formatMoney(amount.amountMinor, amount.currency, locale)}</span>
    ) : (
      notComputed
    );
  const left = (c: QueueCase) => (c.dueAt ? timeLeftText(c.dueAt, now, timeWords(t)) : null);
  const cells: Record<QueueSortKey, Pick<CaseColumn<QueueCase>, 'cell' | 'role' | 'className'>> = {
    business: {
      role: 'title',
      cell: (c) => (
        <>
          <Link to={`/cases/${c.id}`}>
            {/* The applicant's words, isolated: their direction never reorders the row around them. */}
            <bdi>{c.businessName}</bdi>
          </Link>
          <span className={queueStyles.secondary}>
            <Ltr>{c.email}</Ltr>
          </span>
          {c.applicantReplied && <span className={queueStyles.badge}>{t('queue.replied')}</span>}
        </>
      ),
    },
    status: { role: 'status', cell: (c) => t(`statuses.${c.reviewStatus}`) },
    requested: { cell: (c) => money(c.requested) },
    suggested: { cell: (c) => money(c.suggested) },
    figure: {
      cell: (c) =>
        c.figure ? (
          <>
            {t(`queue.figure_${c.figure.key}`)}{' '}
            <span className={queueStyles.amount}>
              {formatMoney(c.figure.amountMinor, c.figure.currency, locale)}
            </span>
          </>
        ) : (
          notComputed
        ),
    },
    activity: { cell: (c) => formatDateTime(c.lastActivityAt, locale) },
    due: {
      className: (c) => (left(c)?.overdue ? styles.overdue : undefined),
      cell: (c) => {
        const l = left(c);
        return l ? (
          <>
            {l.overdue && <span aria-hidden="true">⚠ </span>}
            {l.text}
          </>
        ) : (
          <span className={styles.muted}>{t('queue.promiseOver')}</span>
        );
      },
    },
    assignee: {
      cell: (c) =>
        c.assignee ? (
          <Ltr>{c.assignee.email}</Ltr>
        ) : (
          <span className={styles.muted}>{t('queue.nobody')}</span>
        ),
    },
  };
  const columns: CaseColumn<QueueCase>[] = COLUMNS.map(({ label, sort }) => ({
    key: sort!,
    label: t(label),
    sort: { sorted: ariaSort(filters, sort!), onSort: () => onSort(sort!) },
    ...cells[sort!],
  }));
  // Until the server has stored figures for some case on the page there are no flags to show: no column of blanks.
  if (cases.some((c) => c.flags !== undefined))
    columns.push({
      key: 'flags',
      label: t('queue.flags'),
      cell: (c) => (c.flags ? <QueueFlags flags={c.flags} /> : notComputed),
    });
  columns.push({ key: 'actions', label: t('queue.actions'), className: () => styles.nowrap, cell: actions });
  return columns;
}

/** A case's flags: how many, then their names (each once, the critical ones marked), as the case page names them. */
function QueueFlags({ flags }: { flags: NonNullable<QueueCase['flags']> }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  if (flags.length === 0) return <span className={styles.muted}>{t('queue.noFlags')}</span>;
  const codes = [...new Set(flags.map((f) => f.code))];
  const critical = new Set(flags.filter((f) => f.severity === 'critical').map((f) => f.code));
  return (
    <span>
      {t('queue.flagCount', { number: flags.length })}{' '}
      {codes.map((code, i) => (
        <Fragment key={code}>
          {i > 0 && t('queue.flagSeparator')}
          <span className={critical.has(code) ? queueStyles.critical : undefined}>
            {t(`summary.flag.${code}`, { defaultValue: code })}
            {critical.has(code) && ` (${t('summary.severity.critical')})`}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

/** The order as two choices, for the cards on a phone (no column headers there); hidden on a wider screen. */
function CardSortForm({ filters, onSort }: { filters: QueueFilters; onSort(next: QueueFilters): void }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const now = currentSort(filters);
  const [key, setKey] = useState(now.key);
  const [dir, setDir] = useState(now.dir);
  const [shownFor, setShownFor] = useState(`${now.key}:${now.dir}`);
  if (shownFor !== `${now.key}:${now.dir}`) {
    setShownFor(`${now.key}:${now.dir}`);
    setKey(now.key);
    setDir(now.dir);
  }
  return (
    <form
      className={queueStyles.sortForm}
      aria-label={t('queue.sortBy')}
      onSubmit={(event) => {
        event.preventDefault();
        onSort(withSort(filters, key, dir));
      }}
    >
      <Filter id="sort-key" label={t('queue.sortBy')}>
        <select id="sort-key" value={key} onChange={(e) => setKey(e.target.value as QueueSortKey)}>
          {COLUMNS.filter((c) => c.sort).map((c) => (
            <option key={c.sort} value={c.sort}>
              {t(c.label)}
            </option>
          ))}
        </select>
      </Filter>
      <Filter id="sort-dir" label={t('queue.sortDirection')}>
        <select id="sort-dir" value={dir} onChange={(e) => setDir(e.target.value as 'asc' | 'desc')}>
          <option value="asc">{t('queue.ascending')}</option>
          <option value="desc">{t('queue.descending')}</option>
        </select>
      </Filter>
      <Button type="submit" variant="secondary">
        {t('queue.sort')}
      </Button>
    </form>
  );
}
