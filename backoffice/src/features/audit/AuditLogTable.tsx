import { formatLocale, ltrText, useTranslation } from '@onboarding/shared';
import type { AuditEntryView } from '@onboarding/shared/backoffice';
import { Ltr, ScrollRegion } from '@onboarding/shared/ui';
import { Link } from '@onboarding/shared/router';
import { formatDateTimeZoned } from '../../app/format';
import { BACKOFFICE_NS } from '../../i18n';
import styles from '../screens.module.css';
import { auditActionLabel, auditDetailSummary, type Texts } from './audit-words';
import own from './audit.module.css';

/**
 * The admin's audit entries: when (local time, zone written), the case by business name, who (by address, or the
 * actor in words), the address, the action in words (its code under it) and the detail in short lines. On a phone
 * each entry is a card.
 */
export function AuditLogTable({ entries, zone }: { entries: AuditEntryView[]; zone: string }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const language = formatLocale();
  const names = t('audit.actionNames', { returnObjects: true }) as unknown as Texts;
  const words = {
    keys: t('audit.detailKeys', { returnObjects: true }) as unknown as Texts,
    roles: t('roles', { returnObjects: true }) as unknown as Texts,
    member: t('audit.detailKeys.member'),
    none: t('audit.none'),
  };
  const heads = {
    at: t('audit.atZone', { zone: ltrText(zone) }),
    case: t('audit.case'),
    actor: t('audit.actor'),
    ip: t('audit.ip'),
    action: t('audit.action'),
    detail: t('audit.detail'),
  };
  return (
    <ScrollRegion label={t('audit.tableLabel')}>
      <table className={`${styles.table} ${own.cards}`}>
        <thead>
          <tr>
            <th scope="col">{heads.at}</th>
            <th scope="col">{heads.case}</th>
            <th scope="col">{heads.actor}</th>
            <th scope="col">{heads.ip}</th>
            <th scope="col">{heads.action}</th>
            <th scope="col">{heads.detail}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label={heads.at} className={own.at}>
                <time dateTime={entry.at}>{formatDateTimeZoned(entry.at, language)}</time>
              </td>
              <td data-label={heads.case}>
                {entry.caseId !== null && (
                  <Link to={`/cases/${entry.caseId}`}>
                    {entry.business ? (
                      <bdi>{entry.business}</bdi>
                    ) : (
                      t('audit.caseNumber', { id: entry.caseId })
                    )}
                  </Link>
                )}
              </td>
              <td data-label={heads.actor}>
                {entry.staff ? (
                  <Ltr>{entry.staff.email || entry.staff.id}</Ltr>
                ) : (
                  t(`audit.actors.${entry.actor}`, { defaultValue: entry.actor })
                )}
              </td>
              <td data-label={heads.ip}>{entry.ip && <Ltr>{entry.ip}</Ltr>}</td>
              <td data-label={heads.action}>
                {auditActionLabel(entry.action, names)}
                <code className={own.code}>
                  <Ltr>{entry.action}</Ltr>
                </code>
              </td>
              <td data-label={heads.detail}>
                <DetailLines entry={entry} words={words} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function DetailLines({
  entry,
  words,
}: {
  entry: AuditEntryView;
  words: Parameters<typeof auditDetailSummary>[1];
}) {
  const lines = auditDetailSummary(entry, words);
  if (lines.length === 0) return null;
  return (
    <ul className={own.lines}>
      {lines.map((line, i) => (
        <li key={i}>
          <span className={own.lineLabel}>{line.raw ? <Ltr>{line.label}</Ltr> : line.label}</span>:{' '}
          {/* Values are the log's own: codes, addresses, ids, numbers, as written, left to right. */}
          {line.value === words.none ? line.value : <Ltr>{line.value}</Ltr>}
        </li>
      ))}
    </ul>
  );
}
