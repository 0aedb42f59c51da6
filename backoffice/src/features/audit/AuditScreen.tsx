import { ltrText, useTranslation } from '@onboarding/shared';
import { staffQueryKey } from '@onboarding/shared/backoffice';
import { Button, buttonClassName, Spinner } from '@onboarding/shared/ui';
import { useLocation, useNavigate } from '@onboarding/shared/router';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { localTimeZone } from '../../app/format';
import { useAuditPages, useStaffList } from '../../app/queries';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { auditExportUrl, auditLogPage } from './api';
import { auditFiltersSearch, parseAuditFilters, periodBackwards, type AuditFilters } from './audit-query';
import { AUDIT_ACTIONS, auditActionLabel, type Texts } from './audit-words';
import { AuditLogTable } from './AuditLogTable';
import own from './audit.module.css';

/**
 * /audit (admins): the audit log, filtered by member, action, period, business name (and a case, from a link), in
 * the address so a view can be shared; older pages on demand; the same filters exported as CSV or JSON lines.
 */
export function AuditScreen() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const staff = useStaffList();
  const zone = localTimeZone();
  const filters = useMemo(() => parseAuditFilters(location.search), [location.search]);
  const audit = useAuditPages(staffQueryKey('/audit', { ...filters }), (before) =>
    auditLogPage(filters, before),
  );

  // The form shows the address's filters again when the address changes (back, a shared link).
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [draftFor, setDraftFor] = useState(location.search);
  if (draftFor !== location.search) {
    setDraftFor(location.search);
    setDraft(filters);
  }
  const [backwards, setBackwards] = useState(false);
  const set = (key: keyof AuditFilters, value: string) =>
    setDraft((d) => ({ ...d, [key]: value === '' ? undefined : value }));
  const go = (next: AuditFilters) => navigate(`/audit${auditFiltersSearch(next)}`);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...draft, business: draft.business?.trim() || undefined };
    setBackwards(periodBackwards(next));
    if (!periodBackwards(next)) go(next);
  };

  const names = t('audit.actionNames', { returnObjects: true }) as unknown as Texts;
  const actions = AUDIT_ACTIONS.map((code) => ({ value: code, label: auditActionLabel(code, names) })).sort(
    (a, b) => a.label.localeCompare(b.label),
  );
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className={styles.wide}>
      <h1 className={styles.pageTitle} tabIndex={-1}>
        {t('audit.title')}
      </h1>
      <p className={styles.muted}>{t('audit.intro', { zone: ltrText(zone) })}</p>

      <section className={styles.card} aria-labelledby="audit-filters-title">
        <h2 id="audit-filters-title">{t('audit.filters')}</h2>
        {filters.caseId !== undefined && (
          <p className={styles.row}>
            <span>{t('audit.caseFilter', { id: filters.caseId })}</span>
            <Button variant="link" onClick={() => go({ ...filters, caseId: undefined })}>
              {t('audit.removeCase')}
            </Button>
          </p>
        )}
        <form onSubmit={apply} className={styles.filters} role="search" aria-labelledby="audit-filters-title">
          <Field id="audit-staff" label={t('audit.staff')}>
            <select
              id="audit-staff"
              value={draft.staffId ?? ''}
              onChange={(e) => set('staffId', e.target.value)}
            >
              <option value="">{t('audit.anyStaff')}</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {ltrText(s.email)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="audit-action" label={t('audit.actionFilter')}>
            <select
              id="audit-action"
              value={draft.action ?? ''}
              onChange={(e) => set('action', e.target.value)}
            >
              <option value="">{t('audit.anyAction')}</option>
              {actions.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="audit-business" label={t('audit.business')}>
            <input
              id="audit-business"
              type="search"
              dir="auto"
              maxLength={200}
              aria-describedby="audit-business-hint"
              value={draft.business ?? ''}
              onChange={(e) => set('business', e.target.value)}
            />
            <span id="audit-business-hint" className={own.hint}>
              {t('audit.businessHint')}
            </span>
          </Field>
          <Field id="audit-from" label={t('audit.from')}>
            <input
              id="audit-from"
              type="date"
              value={draft.from ?? ''}
              aria-invalid={backwards || undefined}
              aria-describedby={backwards ? 'audit-period-error' : undefined}
              onChange={(e) => set('from', e.target.value)}
            />
          </Field>
          <Field id="audit-to" label={t('audit.to')}>
            <input
              id="audit-to"
              type="date"
              value={draft.to ?? ''}
              aria-invalid={backwards || undefined}
              aria-describedby={backwards ? 'audit-period-error' : undefined}
              onChange={(e) => set('to', e.target.value)}
            />
          </Field>
          {backwards && (
            <p id="audit-period-error" role="alert" className={own.error}>
              {t('audit.periodBackwards')}
            </p>
          )}
          <div className={styles.formButtons}>
            <Button type="submit">{t('audit.apply')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setBackwards(false);
                go({});
              }}
            >
              {t('audit.clear')}
            </Button>
          </div>
        </form>
      </section>

      <section className={styles.card} aria-labelledby="audit-export-title">
        <h2 id="audit-export-title">{t('audit.export')}</h2>
        <p className={own.hint}>{t('audit.exportHint')}</p>
        <div className={own.exportLinks}>
          <a className={buttonClassName('secondary')} href={auditExportUrl(filters, 'csv')} download>
            {t('audit.exportCsv')}
          </a>
          <a className={buttonClassName('secondary')} href={auditExportUrl(filters, 'jsonl')} download>
            {t('audit.exportJsonl')}
          </a>
        </div>
      </section>

      <section className={styles.card} aria-busy={audit.loading} aria-labelledby="audit-entries-title">
        <h2 id="audit-entries-title">{t('audit.tableLabel')}</h2>
        {audit.loading && <Spinner label={t('audit.loading')} />}
        {audit.error && <p role="alert">{audit.error}</p>}
        {audit.entries && audit.entries.length === 0 && (
          <p className={styles.muted}>{t(filtered ? 'audit.emptyFiltered' : 'audit.empty')}</p>
        )}
        {audit.entries && audit.entries.length > 0 && <AuditLogTable entries={audit.entries} zone={zone} />}
        {audit.entries && audit.next !== null && (
          <Button variant="secondary" onClick={() => void audit.more()}>
            {t('audit.more')}
          </Button>
        )}
      </section>
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
