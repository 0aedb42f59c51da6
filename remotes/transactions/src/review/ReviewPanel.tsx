import { formatLocale, useTranslation } from '@onboarding/shared';
import type { CsvImport, ReviewPanelProps, TransactionsPanel } from '@onboarding/shared/backoffice';
import { staffFileUrl } from '@onboarding/shared/backoffice/client';

type SeriesPoint = CsvImport['series'][number];
import {
  formatBytes,
  formatDateTime,
  formatMinor,
  formatMonth,
  formatNumber,
  Facts,
  PanelNote,
  PanelSection,
  PanelTable,
  reviewStyles as styles,
  StepReviewPanel,
} from '@onboarding/shared/backoffice/review';
import { CSV_COLUMNS } from '@onboarding/shared/schemas';
import { buttonClassName } from '@onboarding/shared/ui';
import { TRANSACTIONS_REVIEW_NS } from './i18n';

/** The uploaded CSV's download (routes/backoffice/transactions-csv.ts). */
export const csvDownloadPath = (caseId: number) => `/cases/${caseId}/transactions/csv`;

/**
 * The transactions step's panel of the case page, exposed as './review': the provider the applicant connected
 * (what and when, never its credentials: the API does not answer them), or the CSV with its mapping and the monthly
 * revenue series.
 */
export default function TransactionsReviewPanel({ caseId }: ReviewPanelProps) {
  const { t } = useTranslation(TRANSACTIONS_REVIEW_NS);
  return (
    <StepReviewPanel caseId={caseId} step="transactions">
      {(data: TransactionsPanel) => (
        <>
          {data.skipped && <PanelNote>{t('skipped')}</PanelNote>}
          {!data.skipped && !data.provider && !data.csv && <PanelNote>{t('empty')}</PanelNote>}
          {data.provider && <Provider provider={data.provider} />}
          {data.csv && <Csv caseId={caseId} csv={data.csv} />}
        </>
      )}
    </StepReviewPanel>
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

/**
 * The mapping in the order the applicant's mapping screen lists the fields (the stored object's own order is the
 * database's: jsonb keeps keys sorted by length), then any field that list does not know.
 */
function mappedInOrder(csv: CsvImport): [string, string][] {
  const order: readonly string[] = CSV_COLUMNS[csv.industry];
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.entries(csv.mapping).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

function Csv({ caseId, csv }: { caseId: number; csv: CsvImport }) {
  const { t } = useTranslation(TRANSACTIONS_REVIEW_NS);
  const lng = formatLocale();
  const saas = csv.industry === 'SAAS';
  // The monthly series' figures, a column each: a SaaS business bills, a marketplace takes a share of its orders.
  const figure = (label: string, value: (point: SeriesPoint) => string): [string, typeof value] => [
    label,
    value,
  ];
  const columns = [
    figure(t(`csv.revenue.${csv.industry}`), (point) => formatMinor(point.revenueMinor, lng)),
    saas
      ? figure(t('csv.billings'), (point) => formatMinor(point.billingsMinor ?? 0, lng))
      : figure(t('csv.take'), (point) => formatMinor(point.takeMinor ?? 0, lng)),
    ...(saas ? [] : [figure(t('csv.orders'), (point) => formatNumber(point.orders ?? 0, lng))]),
    figure(t('csv.active'), (point) => formatNumber(point.activeCustomers, lng)),
    figure(t('csv.new'), (point) => formatNumber(point.newCustomers, lng)),
    figure(t('csv.churned'), (point) => formatNumber(point.churnedCustomers, lng)),
  ];
  return (
    <PanelSection title={t('csv.title')}>
      <Facts
        facts={[
          {
            label: t('csv.fileName'),
            // An isolate whose direction follows the name itself: an Arabic name reads right to left, a Latin one
            // left to right, and neither reorders the label around it (direction overrides were refused on upload).
            value: csv.fileName ? <bdi>{csv.fileName}</bdi> : t('csv.unnamed'),
          },
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
      {csv.available ? (
        <p>
          <a
            className={buttonClassName('secondary')}
            href={staffFileUrl(csvDownloadPath(caseId))}
            download
            aria-label={csv.fileName ? t('csv.downloadLabel', { name: csv.fileName }) : undefined}
          >
            {t('csv.download')}
          </a>
        </p>
      ) : (
        <PanelNote>{t('csv.unavailable')}</PanelNote>
      )}
      <PanelTable caption={t('csv.mappingCaption')}>
        <thead>
          <tr>
            <th scope="col">{t('csv.field')}</th>
            <th scope="col">{t('csv.column')}</th>
          </tr>
        </thead>
        <tbody>
          {mappedInOrder(csv).map(([field, column]) => (
            <tr key={field}>
              <th scope="row">{t(`csv.fields.${field}`, { defaultValue: field })}</th>
              <td>
                <bdi>{column}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </PanelTable>
      <PanelTable caption={t('csv.seriesCaption')} empty={csv.series.length === 0 && t('csv.noSeries')}>
        <thead>
          <tr>
            <th scope="col">{t('csv.month')}</th>
            {columns.map(([label]) => (
              <th scope="col" key={label} className={styles.number}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {csv.series.map((point) => (
            <tr key={point.month}>
              <th scope="row">{formatMonth(point.month, lng)}</th>
              {columns.map(([label, value]) => (
                <td key={label} className={styles.number}>
                  {value(point)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </PanelTable>
    </PanelSection>
  );
}
