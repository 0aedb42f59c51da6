import { formatLocale, useTranslation } from '@onboarding/shared';
import type { CsvImport, ReviewPanelProps, TransactionsPanel } from '@onboarding/shared/backoffice';
import {
  formatBytes,
  formatDateTime,
  formatMinor,
  formatMonth,
  formatNumber,
  Facts,
  PanelSection,
  panelTexts,
  ReviewPanelFrame,
  reviewStyles as styles,
  usePanelQuery,
} from '@onboarding/shared/backoffice/review';
import { Ltr, ScrollRegion } from '@onboarding/shared/ui';
import { TRANSACTIONS_REVIEW_NS } from './i18n';

/**
 * The transactions step's panel of the case page, exposed as './review': the provider the applicant connected
 * (what and when, never its credentials: the API does not answer them), or the CSV with its mapping and the monthly
 * revenue series.
 */
export default function TransactionsReviewPanel({ caseId }: ReviewPanelProps) {
  const { t } = useTranslation(TRANSACTIONS_REVIEW_NS);
  const { state, reload } = usePanelQuery<TransactionsPanel>(`/cases/${caseId}/transactions`);
  return (
    <ReviewPanelFrame texts={panelTexts(t)} state={state} onRetry={reload}>
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
  const lng = formatLocale();
  return (
    <PanelSection title={t('provider.title')}>
      <Facts
        facts={[
          { label: t('provider.system'), value: provider.name },
          { label: t('provider.status'), value: t(`provider.statuses.${provider.status}`) },
          { label: t('provider.verification'), value: t(`provider.verifications.${provider.verification}`) },
          {
            label: t('provider.verifiedAt'),
            value: provider.verifiedAt ? formatDateTime(provider.verifiedAt, lng) : t('provider.never'),
          },
          { label: t('provider.connectedAt'), value: formatDateTime(provider.connectedAt, lng) },
        ]}
      />
    </PanelSection>
  );
}

function Csv({ csv }: { csv: CsvImport }) {
  const { t } = useTranslation(TRANSACTIONS_REVIEW_NS);
  const lng = formatLocale();
  const saas = csv.industry === 'SAAS';
  return (
    <PanelSection title={t('csv.title')}>
      <Facts
        facts={[
          { label: t('csv.fileName'), value: csv.fileName ? <Ltr>{csv.fileName}</Ltr> : t('csv.unnamed') },
          { label: t('csv.size'), value: formatBytes(csv.size, lng) },
          { label: t('csv.uploadedAt'), value: formatDateTime(csv.uploadedAt, lng) },
          { label: t('csv.systemName'), value: csv.systemName },
          { label: t('csv.industry'), value: t(`csv.industries.${csv.industry}`) },
          { label: t('csv.method'), value: t(`csv.methods.${csv.method}`, { defaultValue: csv.method }) },
          { label: t('csv.dateOrder'), value: t(`csv.dateOrders.${csv.dateOrder}`) },
          {
            label: t('csv.rows'),
            value: t('csv.rowsValue', {
              read: formatNumber(csv.rowsRead, lng),
              rejected: formatNumber(csv.rowsRejected, lng),
            }),
          },
          { label: t('csv.customers'), value: formatNumber(csv.customers, lng) },
        ]}
      />
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
    </PanelSection>
  );
}
