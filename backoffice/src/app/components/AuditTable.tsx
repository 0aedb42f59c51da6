import { formatLocale, useTranslation } from '@onboarding/shared';
import type { AuditEntryView } from '@onboarding/shared/backoffice';
import { Ltr, ScrollRegion } from '@onboarding/shared/ui';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../../features/screens.module.css';
import { auditActionLabel, type Texts } from '../../features/audit/audit-words';
import { auditDetailLines, formatDateTimeZoned } from '../format';

/** Audit entries, newest first: when, case, who (staff email or the actor), IP, action and detail. */
export function AuditTable({ entries, showCase = true }: { entries: AuditEntryView[]; showCase?: boolean }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  if (entries.length === 0) return <p className={styles.muted}>{t('audit.empty')}</p>;
  const names = t('audit.actionNames', { returnObjects: true }) as unknown as Texts;
  return (
    <ScrollRegion label={t('audit.tableLabel')}>
      <table className={`${styles.table} ${styles.wideTable}`}>
        <thead>
          <tr>
            <th scope="col">{t('audit.at')}</th>
            {showCase && <th scope="col">{t('audit.case')}</th>}
            <th scope="col">{t('audit.actor')}</th>
            <th scope="col">{t('audit.ip')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTimeZoned(entry.at, formatLocale())}</td>
              {showCase && <td>{entry.caseId ?? ''}</td>}
              <td>
                {entry.staff ? (
                  <Ltr>{entry.staff.email}</Ltr>
                ) : (
                  t(`audit.actors.${entry.actor}`, { defaultValue: entry.actor })
                )}
              </td>
              <td>{entry.ip && <Ltr>{entry.ip}</Ltr>}</td>
              {/* The action in words; the detail's keys and values are the log's own identifiers (what the API
                  records and an export carries): shown as written, left to right in any language. */}
              <td>{auditActionLabel(entry.action, names)}</td>
              <td>
                <AuditDetail detail={entry.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The detail as "key: value" lines (auditDetailLines), one per line. */
function AuditDetail({ detail }: { detail: Record<string, unknown> }) {
  const lines = auditDetailLines(detail);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.detailList}>
      {lines.map((line, i) => (
        <li key={i}>
          <Ltr>
            <span className={styles.detailKey}>{line.key}</span>: {line.value}
          </Ltr>
        </li>
      ))}
    </ul>
  );
}
