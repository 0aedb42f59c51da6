import { ltrText, useTranslation } from '@onboarding/shared';
import { staffQueryKey } from '@onboarding/shared/backoffice';
import { Button, buttonClassName, Spinner } from '@onboarding/shared/ui';
import { useLocation, useNavigate } from '@onboarding/shared/router';
import { useMemo, useState, type FormEvent } from 'react';
import { localTimeZone } from '../../app/format';
import { useAuditPages, useStaffList } from '../../app/queries';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { auditExportUrl, auditLogPage } from './api';
import { auditFiltersSearch, parseAuditFilters, periodBackwards, type AuditFilters } from './audit-query';
import { AUDIT_ACTIONS, auditActionLabel, type Texts } from './audit-words';
import { AuditLogTable } from './AuditLogTable';
import { FilterField } from './FilterField';
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
          <FilterField
            id="audit-staff"
            label={t('audit.staff')}
            value={draft.staffId}
            onChange={(value) => set('staffId', value)}
            any={t('audit.anyStaff')}
            options={staff.map((s) => ({ value: s.id, label: ltrText(s.email) }))}
          />
          <FilterField
            id="audit-action"
            label={t('audit.actionFilter')}
            value={draft.action}
            onChange={(value) => set('action', value)}
            any={t('audit.anyAction')}
            options={actions}
          />
          <FilterField
            id="audit-business"
            type="search"
            maxLength={200}
            label={t('audit.business')}
            hint={t('audit.businessHint')}
            value={draft.business}
            onChange={(value) => set('business', value)}
          />
          <FilterField
            id="audit-from"
            type="date"
            label={t('audit.from')}
            value={draft.from}
            errorId={backwards ? 'audit-period-error' : undefined}
            onChange={(value) => set('from', value)}
          />
          <FilterField
            id="audit-to"
            type="date"
            label={t('audit.to')}
            value={draft.to}
            errorId={backwards ? 'audit-period-error' : undefined}
            onChange={(value) => set('to', value)}
          />
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
