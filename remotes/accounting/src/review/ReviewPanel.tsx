import { formatLocale, useTranslation } from '@onboarding/shared';
import type { AccountingPanel, MonthlyAccounts, ReviewPanelProps } from '@onboarding/shared/backoffice';
import {
  formatBytes,
  formatDateTime,
  formatMonth,
  formatNumber,
  ReviewPanelFrame,
  reviewStyles as styles,
  usePanelData,
} from '@onboarding/shared/backoffice/review';
import { Ltr, ScrollRegion } from '@onboarding/shared/ui';
import { useId } from 'react';
import { ACCOUNTING_REVIEW_NS } from './i18n';

/** The line items as the workbook mapping names them (Dates aside), in the order the applicant mapped them. */
const LINE_ITEMS = [
  ['revenues', 'Revenues'],
  ['cogs', 'CoGS'],
  ['rnd', 'R&D'],
  ['sm', 'S&M'],
  ['ga', 'G&A (all others)'],
  ['salaries', 'Salaries'],
] as const;

/**
 * The accounting step's panel of the case page (#16), exposed as './review': the OAuth connection's outcome (never
 * its tokens: the API holds none), or the monthly accounts as read from the workbook, months as columns like the
 * sheet.
 */
export default function AccountingReviewPanel({ caseId }: ReviewPanelProps) {
  const { t } = useTranslation(ACCOUNTING_REVIEW_NS);
  const { state, reload } = usePanelData<AccountingPanel>(`/cases/${caseId}/accounting`);
  return (
    <ReviewPanelFrame
      texts={{ title: t('title'), loading: t('loading'), error: t('error'), retry: t('retry') }}
      state={state}
      onRetry={reload}
    >
      {(data) => (
        <>
          {!data.connection && !data.upload && <p className={styles.state}>{t('empty')}</p>}
          {data.connection && <Connection connection={data.connection} />}
          {data.upload && <Upload upload={data.upload} />}
        </>
      )}
    </ReviewPanelFrame>
  );
}

function Connection({ connection }: { connection: NonNullable<AccountingPanel['connection']> }) {
  const { t } = useTranslation(ACCOUNTING_REVIEW_NS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        {t('connection.title')}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('connection.service')}</dt>
        <dd>{t(`connection.services.${connection.service}`, { defaultValue: connection.service })}</dd>
        <dt>{t('connection.status')}</dt>
        <dd className={connection.status === 'connected' ? styles.good : styles.bad}>
          {t(`connection.statuses.${connection.status}`)}
        </dd>
        {connection.reason && (
          <>
            <dt>{t('connection.reason')}</dt>
            <dd>{connection.reason}</dd>
          </>
        )}
        <dt>{t('connection.at')}</dt>
        <dd>{formatDateTime(connection.at, formatLocale())}</dd>
      </dl>
    </section>
  );
}

function Upload({ upload }: { upload: MonthlyAccounts }) {
  const { t } = useTranslation(ACCOUNTING_REVIEW_NS);
  const headingId = useId();
  const lng = formatLocale();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        {t('upload.title')}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('upload.fileName')}</dt>
        <dd>
          <Ltr>{upload.fileName}</Ltr>
        </dd>
        <dt>{t('upload.size')}</dt>
        <dd>{formatBytes(upload.size, lng)}</dd>
        <dt>{t('upload.uploadedAt')}</dt>
        <dd>{formatDateTime(upload.uploadedAt, lng)}</dd>
        <dt>{t('upload.sheet')}</dt>
        <dd>{upload.sheet ?? t('upload.noSheet')}</dd>
        <dt>{t('upload.sheets')}</dt>
        <dd>{upload.sheetNames.join(', ')}</dd>
      </dl>
      {upload.months.length === 0 ? (
        <p className={styles.state}>{t('upload.noMonths')}</p>
      ) : (
        <ScrollRegion label={t('upload.caption')}>
          <table className={styles.table}>
            <caption>{t('upload.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('upload.lineItem')}</th>
                {upload.months.map((m) => (
                  <th scope="col" key={m.month} className={styles.number}>
                    {formatMonth(m.month, lng)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {LINE_ITEMS.map(([item, mappingName]) => (
                <tr key={item}>
                  <th scope="row">
                    {t(`upload.items.${item}`)}
                    {upload.rows[mappingName] !== undefined && (
                      <span className={styles.state}>
                        {' '}
                        ({t('upload.row', { row: upload.rows[mappingName] + 1 })})
                      </span>
                    )}
                  </th>
                  {upload.months.map((m) => (
                    <td key={m.month} className={styles.number}>
                      {m[item] === null ? t('upload.empty') : formatNumber(m[item], lng)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
