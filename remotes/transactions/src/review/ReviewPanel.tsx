import { formatLocale, useTranslation } from '@onboarding/shared';
import type { CsvImport, ReviewPanelProps, TransactionsPanel } from '@onboarding/shared/backoffice';
import {
  formatBytes,
  formatDateTime,
  formatMinor,
  formatMonth,
  formatNumber,
  ReviewPanelFrame,
  reviewStyles as styles,
  usePanelData,
} from '@onboarding/shared/backoffice/review';
import { Ltr, ScrollRegion } from '@onboarding/shared/ui';
import { useId } from 'react';
import { TRANSACTIONS_REVIEW_NS } from './i18n';

/**
 * The transactions step's panel of the case page (#16), exposed as './review': the provider the applicant connected
 * (what and when, never its credentials: the API does not answer them), or the CSV with its mapping and the monthly
 * revenue series.
 */
export default function TransactionsReviewPanel({ caseId }: ReviewPanelProps) {
  const { t } = useTranslation(TRANSACTIONS_REVIEW_NS);
  const { state, reload } = usePanelData<TransactionsPanel>(`/cases/${caseId}/transactions`);
  return (
    <ReviewPanelFrame
      texts={{ title: t('title'), loading: t('loading'), error: t('error'), retry: t('retry') }}
      state={state}
      onRetry={reload}
    >
      {(data) => (
        <>
          {data.skipped && <p className={styles.state}>{t('skipped')}</p>}
          {!data.skipped && !data.provider && !data.csv && <p className={styles.state}>{t('empty')}</p>}
          {data.provider && <Provider provider={data.provider} />}
          {data.csv && <Csv csv={data.csv} />}
        </>
      )}
    </ReviewPanelFrame>
  );
}

function Provider({ provider }: { provider: NonNullable<TransactionsPanel['provider']> }) {
  const { t } = useTranslation(TRANSACTIONS_REVIEW_NS);
  const headingId = useId();
  const lng = formatLocale();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        {t('provider.title')}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('provider.system')}</dt>
        <dd>{provider.name}</dd>
        <dt>{t('provider.status')}</dt>
        <dd>{t(`provider.statuses.${provider.status}`)}</dd>
        <dt>{t('provider.verification')}</dt>
        <dd>{t(`provider.verifications.${provider.verification}`)}</dd>
        <dt>{t('provider.verifiedAt')}</dt>
        <dd>{provider.verifiedAt ? formatDateTime(provider.verifiedAt, lng) : t('provider.never')}</dd>
        <dt>{t('provider.connectedAt')}</dt>
        <dd>{formatDateTime(provider.connectedAt, lng)}</dd>
      </dl>
    </section>
  );
}

function Csv({ csv }: { csv: CsvImport }) {
  const { t } = useTranslation(TRANSACTIONS_REVIEW_NS);
  const headingId = useId();
  const lng = formatLocale();
  const saas = csv.industry === 'SAAS';
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        {t('csv.title')}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('csv.fileName')}</dt>
        <dd>{csv.fileName ? <Ltr>{csv.fileName}</Ltr> : t('csv.unnamed')}</dd>
        <dt>{t('csv.size')}</dt>
        <dd>{formatBytes(csv.size, lng)}</dd>
        <dt>{t('csv.uploadedAt')}</dt>
        <dd>{formatDateTime(csv.uploadedAt, lng)}</dd>
        <dt>{t('csv.systemName')}</dt>
        <dd>{csv.systemName}</dd>
        <dt>{t('csv.industry')}</dt>
        <dd>{t(`csv.industries.${csv.industry}`)}</dd>
        <dt>{t('csv.method')}</dt>
        <dd>{t(`csv.methods.${csv.method}`, { defaultValue: csv.method })}</dd>
        <dt>{t('csv.dateOrder')}</dt>
        <dd>{t(`csv.dateOrders.${csv.dateOrder}`)}</dd>
        <dt>{t('csv.rows')}</dt>
        <dd>
          {t('csv.rowsValue', {
            read: formatNumber(csv.rowsRead, lng),
            rejected: formatNumber(csv.rowsRejected, lng),
          })}
        </dd>
        <dt>{t('csv.customers')}</dt>
        <dd>{formatNumber(csv.customers, lng)}</dd>
      </dl>
      <ScrollRegion label={t('csv.mappingCaption')}>
        <table className={styles.table}>
          <caption>{t('csv.mappingCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('csv.field')}</th>
              <th scope="col">{t('csv.column')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(csv.mapping).map(([field, column]) => (
              <tr key={field}>
                <th scope="row">
                  <code>{field}</code>
                </th>
                <td>{column}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {csv.series.length === 0 ? (
        <p className={styles.state}>{t('csv.noSeries')}</p>
      ) : (
        <ScrollRegion label={t('csv.seriesCaption')}>
          <table className={styles.table}>
            <caption>{t('csv.seriesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('csv.month')}</th>
                <th scope="col" className={styles.number}>
                  {t(`csv.revenue.${csv.industry}`)}
                </th>
                <th scope="col" className={styles.number}>
                  {saas ? t('csv.billings') : t('csv.take')}
                </th>
                {!saas && (
                  <th scope="col" className={styles.number}>
                    {t('csv.orders')}
                  </th>
                )}
                <th scope="col" className={styles.number}>
                  {t('csv.active')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('csv.new')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('csv.churned')}
                </th>
              </tr>
            </thead>
            <tbody>
              {csv.series.map((point) => (
                <tr key={point.month}>
                  <th scope="row">{formatMonth(point.month, lng)}</th>
                  <td className={styles.number}>{formatMinor(point.revenueMinor, lng)}</td>
                  <td className={styles.number}>
                    {formatMinor((saas ? point.billingsMinor : point.takeMinor) ?? 0, lng)}
                  </td>
                  {!saas && <td className={styles.number}>{formatNumber(point.orders ?? 0, lng)}</td>}
                  <td className={styles.number}>{formatNumber(point.activeCustomers, lng)}</td>
                  <td className={styles.number}>{formatNumber(point.newCustomers, lng)}</td>
                  <td className={styles.number}>{formatNumber(point.churnedCustomers, lng)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
