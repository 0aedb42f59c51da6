import { ltrText, useTranslation } from '@onboarding/shared';
import { Button, Spinner } from '@onboarding/shared/ui';
import { useLocation, useNavigate } from '@onboarding/shared/router';
import { useState, type FormEvent } from 'react';
import { auditLog } from '../../app/api';
import { AuditTable } from '../../app/components/AuditTable';
import { auditKey, useAuditPages, useStaffList } from '../../app/queries';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';

/** /audit (admins): the audit log, by case and/or staff member (in the address), older pages on demand. */
export function AuditScreen() {
  const { t } = useTranslation(BACKOFFICE_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const staff = useStaffList();
  const params = new URLSearchParams(location.search);
  const caseParam = params.get('caseId') ?? '';
  const staffParam = params.get('staffId') ?? '';
  const [caseId, setCaseId] = useState(caseParam);
  const [staffId, setStaffId] = useState(staffParam);
  const filters = {
    caseId: /^\d+$/.test(caseParam) ? Number(caseParam) : undefined,
    staffId: staffParam || undefined,
  };
  const audit = useAuditPages(auditKey(filters), (before) => auditLog({ ...filters, before }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (caseId.trim()) next.set('caseId', caseId.trim());
    if (staffId) next.set('staffId', staffId);
    const text = next.toString();
    navigate(`/audit${text ? `?${text}` : ''}`);
  };

  return (
    <div className={styles.wide}>
      <h1 className={styles.pageTitle} tabIndex={-1}>
        {t('audit.title')}
      </h1>
      <section className={styles.card} aria-label={t('queue.filters')}>
        <form onSubmit={apply} className={styles.filters} role="search">
          <div className={styles.field}>
            <label htmlFor="audit-case">{t('audit.caseId')}</label>
            <input
              id="audit-case"
              inputMode="numeric"
              pattern="[0-9]*"
              value={caseId}
              onChange={(e) => setCaseId(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="audit-staff">{t('audit.staff')}</label>
            <select id="audit-staff" value={staffId} onChange={(e) => setStaffId(e.target.value)}>
              <option value="">{t('audit.anyStaff')}</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {ltrText(s.email)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Button type="submit">{t('audit.apply')}</Button>
          </div>
        </form>
      </section>
      <section className={styles.card} aria-busy={audit.loading} aria-label={t('audit.tableLabel')}>
        {audit.loading && <Spinner />}
        {audit.error && <p role="alert">{audit.error}</p>}
        {audit.entries && <AuditTable entries={audit.entries} />}
        {audit.entries && audit.next !== null && (
          <Button variant="secondary" onClick={() => void audit.more()}>
            {t('audit.more')}
          </Button>
        )}
      </section>
    </div>
  );
}
