import {
  businessTypeName,
  companyStageName,
  formatLocale,
  ltrText,
  useTranslation,
} from '@onboarding/shared';
import { countryName } from '@onboarding/shared/constants';
import type { CaseDetail, ReviewAction } from '@onboarding/shared/backoffice';
import { Button, Ltr, notifyError, notifySuccess, Spinner, TextAreaField } from '@onboarding/shared/ui';
import { Link, useParams } from '@onboarding/shared/router';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@onboarding/shared/query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { addNote, assignCase, caseAudit, getCase, takeAction } from '../../app/api';
import { AuditTable } from '../../app/components/AuditTable';
import { errorMessage } from '../../app/errors';
import { useReviewPanelLoader } from '../../app/federation/context';
import { ReviewPanels } from '../../app/federation/review-panels';
import { formatDate, formatDateTime, formatMoney, timeLeftText, timeWords } from '../../app/format';
import { staffAtom } from '../../app/session';
import { joinNames } from '../../app/option-names';
import { caseKey, casePartKey, shown, useAuditPages, useCasesChanged, useStaffList } from '../../app/queries';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { ActionDialog, DESTRUCTIVE_ACTIONS } from './ActionDialog';
import { Fold, Outline, type OutlineEntry } from './Fold';
import page from './page.module.css';
import { CaseSummary } from './summary/CaseSummary';
import { OFFER_STEPS, OfferSection } from './offer';
import { cachedReuploadMarks } from './reupload';
import { UnderwritingCard } from './underwriting/UnderwritingCard';

type Load =
  { status: 'loading' } | { status: 'ready'; detail: CaseDetail } | { status: 'failed'; message: string };

/**
 * /cases/:id: one case. The decision summary and the actions come first (the action bar stays in view); the rest
 * (the applicant, the four step panels, the figures, the offer, requests, notes, earlier applications, the audit
 * trail) follows in sections the outline links to, each of the page's own folding.
 */
export function CaseScreen() {
  const { t, i18n } = useTranslation(BACKOFFICE_NS);
  const id = Number(useParams().id);
  const me = useAtomValue(staffAtom)!;
  const loadPanel = useReviewPanelLoader();
  const staff = useStaffList();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [action, setAction] = useState<ReviewAction | null>(null);
  const [reassignTo, setReassignTo] = useState('');
  // The bar's More disclosure (shown on a phone only; on wider screens everything sits in the bar).
  const [moreOpen, setMoreOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  // The sections the reviewer folded; every section starts open.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (sectionId: string) =>
    setFolded((was) => {
      const next = new Set(was);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });
  const open = (sectionId: string) =>
    setFolded((was) => (was.has(sectionId) ? new Set([...was].filter((x) => x !== sectionId)) : was));
  const myId = me.id;
  const client = useQueryClient();
  // After an action everything read about cases may have moved: this case, its audit trail, its offers, the queue.
  const casesChanged = useCasesChanged();

  const valid = Number.isInteger(id) && id >= 1;
  const loaded = shown(useQuery({ queryKey: caseKey(id), queryFn: () => getCase(id), enabled: valid }));
  const load: Load = !valid
    ? { status: 'failed', message: t('errors.notFound') }
    : loaded.status === 'ready'
      ? { status: 'ready', detail: loaded.value }
      : loaded;
  const audit = useAuditPages(casePartKey(id, 'audit'), (before) => caseAudit(id, before));

  if (load.status === 'loading')
    return (
      <div className={styles.wide} aria-busy="true">
        <h1 className={styles.pageTitle} tabIndex={-1}>
          {t('loading')}
        </h1>
        <Spinner />
      </div>
    );
  if (load.status === 'failed')
    return (
      <div className={styles.wide}>
        <h1 className={styles.pageTitle} tabIndex={-1}>
          {t('errors.generic')}
        </h1>
        <p role="alert">{load.message}</p>
        <Link to="/cases">{t('case.back')}</Link>
      </div>
    );

  const d: CaseDetail = load.detail;
  // The offer's steps are the offer section's (its own calls), not buttons of this bar.
  const actions = d.actions.filter((a) => !OFFER_STEPS.has(a));
  const left = timeLeftText(d.dueAt, new Date(), timeWords(t));
  const canTake = Boolean(myId) && d.assignee?.id !== myId && me.role !== 'admin';
  const canReassign = staff.length > 0 && me.role !== 'admin';
  const hasMore = actions.length > 1 || canReassign;
  // One primary: the first action that moves the case on; what ends it is danger, never primary.
  const mainAction = actions.find((a) => !DESTRUCTIVE_ACTIONS.has(a));
  const actionButton = (a: ReviewAction) => (
    <Button
      key={a}
      variant={DESTRUCTIVE_ACTIONS.has(a) ? 'danger' : a === mainAction ? 'primary' : 'secondary'}
      onClick={() => {
        setMoreOpen(false);
        setAction(a);
      }}
    >
      {t(`actions.${a}`)}
    </Button>
  );

  const assign = async (staffId: string | null) => {
    try {
      const result = await assignCase(d.id, staffId);
      // The answer (assignee, status, the reader's actions) shows at once; the reads after it confirm it.
      client.setQueryData<CaseDetail>(caseKey(d.id), (detail) => detail && { ...detail, ...result });
      notifySuccess(
        result.assignee?.id === myId
          ? t('queue.assigned')
          : t('case.assignedTo', {
              email: result.assignee ? ltrText(result.assignee.email) : t('queue.nobody'),
            }),
      );
      void casesChanged();
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  const saveNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setNoteError(t('case.addNote'));
    setSaving(true);
    try {
      await addNote(d.id, note.trim());
      setNote('');
      setNoteError(null);
      notifySuccess(t('case.noteAdded'));
      void casesChanged();
    } catch (err) {
      setNoteError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const reader = me.role !== 'admin';
  const outline: OutlineEntry[] = [
    ...(reader ? [{ id: 'summary', title: t('summary.title') }] : []),
    { id: 'applicant', title: t('case.applicant') },
    { id: 'panels', title: t('case.panels') },
    ...(reader
      ? [
          { id: 'underwriting-title', title: t('underwriting.title') },
          { id: 'offer-title', title: t('offer.title') },
        ]
      : []),
    { id: 'requests', title: t('case.requests') },
    { id: 'notes', title: t('case.notes') },
    { id: 'earlier', title: t('case.earlier') },
    { id: 'audit', title: t('case.audit') },
  ];
  const fold = (id: string, title: string, children: ReactNode) => (
    <Fold id={id} title={title} open={!folded.has(id)} onToggle={() => toggle(id)}>
      {children}
    </Fold>
  );

  return (
    <div className={`${styles.wide} ${page.page}`}>
      <p>
        <Link to="/cases">{t('case.back')}</Link>
      </p>
      <header className={`${styles.card} ${page.header}`}>
        <h1 className={styles.pageTitle} tabIndex={-1}>
          <bdi>{d.businessName}</bdi>
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t('case.status')}</dt>
            <dd>{t(`statuses.${d.reviewStatus}`)}</dd>
          </div>
          <div>
            <dt>{t('case.timeLeft')}</dt>
            <dd className={left.overdue ? styles.overdue : undefined}>
              {left.overdue && <span aria-hidden="true">⚠ </span>}
              {left.text}
            </dd>
          </div>
          <div>
            <dt>{t('case.assignee')}</dt>
            <dd>{d.assignee ? <Ltr>{d.assignee.email}</Ltr> : t('queue.nobody')}</dd>
          </div>
        </dl>
      </header>

      {/* The case's actions stay at the top of the window while the reviewer reads down the page. On a phone the bar
          keeps one row (assigning, the first action, More) and the rest opens under More, so it never covers the
          page it stays above. */}
      <section className={page.actionBar} aria-labelledby="actions-title" data-testid="action-bar">
        <h2 id="actions-title">{t('case.actions')}</h2>
        {canTake && (
          <Button variant="secondary" onClick={() => void assign(myId)}>
            {t('queue.assignToMe')}
          </Button>
        )}
        {actions.length === 0 ? (
          <p className={styles.muted}>{t('case.noActions')}</p>
        ) : (
          actionButton(actions[0]!)
        )}
        {hasMore && (
          <Button
            variant="secondary"
            ref={moreButton}
            className={page.moreButton}
            aria-expanded={moreOpen}
            aria-controls="actions-more"
            onClick={() => setMoreOpen((was) => !was)}
          >
            {t('case.more')}
            <span className={page.chevron} aria-hidden="true">
              ▾
            </span>
          </Button>
        )}
        {hasMore && (
          <div
            id="actions-more"
            className={page.more}
            data-open={moreOpen}
            onKeyDown={(e) => {
              if (e.key !== 'Escape' || !moreOpen) return;
              e.stopPropagation();
              setMoreOpen(false);
              moreButton.current?.focus();
            }}
          >
            {actions.slice(1).map(actionButton)}
            {canReassign && (
              <form
                className={styles.inlineForm}
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!reassignTo) return;
                  setMoreOpen(false);
                  void assign(reassignTo === 'none' ? null : reassignTo);
                }}
              >
                <div className={styles.field}>
                  <label htmlFor="reassign">{t('case.reassign')}</label>
                  <select id="reassign" value={reassignTo} onChange={(e) => setReassignTo(e.target.value)}>
                    <option value="">—</option>
                    <option value="none">{t('queue.unassigned')}</option>
                    {staff
                      .filter((s) => s.role !== 'admin' && s.status === 'active')
                      .map((s) => (
                        <option key={s.id} value={s.id}>
                          {ltrText(s.email)}
                        </option>
                      ))}
                  </select>
                </div>
                <Button type="submit" variant="secondary" disabled={!reassignTo}>
                  {t('case.reassignApply')}
                </Button>
              </form>
            )}
          </div>
        )}
      </section>

      {/* Reviewers and approvers read the figures (the API refuses admins). */}
      {reader && <CaseSummary caseId={d.id} />}

      <div className={styles.card}>
        <Outline label={t('summary.outline')} entries={outline} onOpen={open} />
      </div>

      {fold(
        'applicant',
        t('case.applicant'),
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('case.name')}</dt>
              <dd>
                <bdi>{d.applicant.name}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('case.email')}</dt>
              <dd>
                <Ltr>{d.applicant.email}</Ltr>
              </dd>
            </div>
            <div>
              <dt>{t('case.phone')}</dt>
              <dd>
                <Ltr>{d.applicant.phoneNumber}</Ltr>
              </dd>
            </div>
          </dl>
          <h3>{t('case.business')}</h3>
          <dl className={styles.facts}>
            <div>
              <dt>{t('case.website')}</dt>
              <dd>{d.business.website ? <Ltr>{d.business.website}</Ltr> : t('case.none')}</dd>
            </div>
            <div>
              <dt>{t('case.businessType')}</dt>
              <dd>{joinNames(d.businessType.map((type) => businessTypeName(type)))}</dd>
            </div>
            <div>
              <dt>{t('case.country')}</dt>
              <dd>{countryName(d.country, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('case.operates')}</dt>
              <dd>
                {joinNames(d.business.placeOfOperation.map((code) => countryName(code, i18n.language))) ||
                  t('case.none')}
              </dd>
            </div>
            <div>
              <dt>{t('case.companyStage')}</dt>
              <dd>{d.business.companyStage ? companyStageName(d.business.companyStage) : t('case.none')}</dd>
            </div>
            <div>
              <dt>{t('case.incorporated')}</dt>
              <dd>{formatDate(d.business.dateOfIncorporation, formatLocale()) || t('case.none')}</dd>
            </div>
            <div>
              <dt>{t('case.requested')}</dt>
              <dd>{formatMoney(d.requested.amountMinor, d.requested.currency, formatLocale())}</dd>
            </div>
            <div>
              <dt>{t('case.submitted')}</dt>
              <dd>{formatDateTime(d.submittedAt, formatLocale())}</dd>
            </div>
          </dl>
        </>,
      )}

      {/* Each panel is a section with its own heading; the group folds as one. */}
      {fold('panels', t('case.panels'), <ReviewPanels caseId={d.id} role={me.role} load={loadPanel} />)}

      {reader && <UnderwritingCard caseId={d.id} />}

      {/* The offer comes after the figures it is made from. */}
      {reader && (
        <OfferSection
          // Loaded again when the case's status moves (assigning starts the review, which allows proposing).
          key={d.reviewStatus}
          caseId={d.id}
          onChanged={() => void casesChanged()}
        />
      )}

      {fold(
        'requests',
        t('case.requests'),
        d.informationRequests.length === 0 ? (
          <p className={styles.muted}>{t('case.requestsNone')}</p>
        ) : (
          <ul className={styles.list}>
            {d.informationRequests.map((r) => (
              <li key={r.id}>
                <p>
                  {t('case.requestBy', {
                    email: ltrText(r.by.email),
                    date: formatDateTime(r.createdAt, formatLocale()),
                  })}
                </p>
                {r.documents.length > 0 && <p>{r.documents.map((k) => t(`documents.${k}`)).join(', ')}</p>}
                {r.message && (
                  <p className={styles.pre} dir="auto">
                    {r.message}
                  </p>
                )}
                <p className={styles.muted}>
                  {r.answeredAt
                    ? t('case.answered', { date: formatDateTime(r.answeredAt, formatLocale()) })
                    : t('case.open')}
                </p>
                {r.reply && <p className={styles.pre}>{t('case.reply', { text: r.reply })}</p>}
              </li>
            ))}
          </ul>
        ),
      )}

      {fold(
        'notes',
        t('case.notes'),
        <>
          {d.notes.length === 0 ? (
            <p className={styles.muted}>{t('case.notesNone')}</p>
          ) : (
            <ul className={styles.list}>
              {d.notes.map((n) => (
                <li key={n.id}>
                  <p className={styles.muted}>
                    {t('case.noteBy', {
                      email: ltrText(n.author.email),
                      date: formatDateTime(n.createdAt, formatLocale()),
                    })}
                  </p>
                  <p className={styles.pre} dir="auto">
                    {n.text}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {me.role !== 'admin' && (
            <form onSubmit={(e) => void saveNote(e)} className={styles.checks}>
              <TextAreaField
                label={t('case.addNote')}
                value={note}
                maxLength={4000}
                rows={3}
                onChange={(e) => setNote(e.target.value)}
                error={noteError}
              />
              <div>
                <Button type="submit" loading={saving}>
                  {t('case.saveNote')}
                </Button>
              </div>
            </form>
          )}
        </>,
      )}

      {fold(
        'earlier',
        t('case.earlier'),
        d.earlier.length === 0 ? (
          <p className={styles.muted}>{t('case.earlierNone')}</p>
        ) : (
          <ul className={styles.list}>
            {d.earlier.map((e) => (
              <li key={e.id}>
                <Link to={`/cases/${e.id}`}>
                  {t('case.earlierItem', {
                    id: e.id,
                    date: e.submittedAt ? formatDate(e.submittedAt, formatLocale()) : t('case.notSubmitted'),
                    status: e.reviewStatus ? t(`statuses.${e.reviewStatus}`) : t('case.noStatus'),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        ),
      )}

      {fold(
        'audit',
        t('case.audit'),
        <>
          {audit.loading && <Spinner />}
          {audit.error && <p role="alert">{audit.error}</p>}
          {audit.entries && <AuditTable entries={audit.entries} showCase={false} />}
          {audit.entries && audit.next !== null && (
            <div>
              <Button variant="secondary" onClick={() => void audit.more()}>
                {t('audit.more')}
              </Button>
            </div>
          )}
        </>,
      )}

      {action && (
        <ActionDialog
          action={action}
          detail={d}
          marked={action === 'requestInformation' ? cachedReuploadMarks(client, d.id) : []}
          onCancel={() => setAction(null)}
          onConfirm={async (body) => {
            try {
              const result = await takeAction(d.id, action, body);
              setAction(null);
              notifySuccess(
                `${t('case.done', { status: t(`statuses.${result.reviewStatus}`) })}${result.mailSent ? ` ${t('case.mailed')}` : ''}`,
              );
              void casesChanged();
              return null;
            } catch (err) {
              return errorMessage(err);
            }
          }}
        />
      )}
    </div>
  );
}
