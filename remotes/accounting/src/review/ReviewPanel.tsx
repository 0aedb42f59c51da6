import { formatLocale, useTranslation } from '@onboarding/shared';
import type { AccountingPanel, MonthlyAccounts, ReviewPanelProps } from '@onboarding/shared/backoffice';
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
import { majorToMinor } from '@onboarding/shared/money';
import { Ltr } from '@onboarding/shared/ui';
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
 * A workbook figure, in major units as the sheet holds it, written as every amount of no recorded currency is
 * ("1,000.50"); a figure beyond a safe number of cents as the number it is.
 */
function amountText(value: number, lng: string): string {
  const minor = majorToMinor(value);
  return minor === null ? formatNumber(value, lng) : formatMinor(minor, lng);
}

/**
 * The accounting step's panel of the case page, exposed as './review': the OAuth connection's outcome (never
 * its tokens: the API holds none), or the monthly accounts as read from the workbook, months as columns like the
 * sheet.
 */
export default function AccountingReviewPanel({ caseId }: ReviewPanelProps) {
  const { t } = useTranslation(ACCOUNTING_REVIEW_NS);
  return (
    <StepReviewPanel caseId={caseId} step="accounting">
      {(data: AccountingPanel) => (
        <>
          {!data.connection && !data.upload && <PanelNote>{t('empty')}</PanelNote>}
          {data.connection && <Connection connection={data.connection} />}
          {data.upload && <Upload upload={data.upload} />}
        </>
      )}
    </StepReviewPanel>
  );
}

function Connection({ connection }: { connection: NonNullable<AccountingPanel['connection']> }) {
  const { t } = useTranslation(ACCOUNTING_REVIEW_NS);
  return (
    <PanelSection title={t('connection.title')}>
      <Facts
        facts={[
          {
            label: t('connection.service'),
            value: t(`connection.services.${connection.service}`, { defaultValue: connection.service }),
          },
          {
            label: t('connection.status'),
            value: t(`connection.statuses.${connection.status}`),
            tone: connection.status === 'connected' ? 'good' : 'bad',
          },
          !!connection.reason && { label: t('connection.reason'), value: connection.reason },
          { label: t('connection.at'), value: formatDateTime(connection.at, formatLocale()) },
        ]}
      />
    </PanelSection>
  );
}

function Upload({ upload }: { upload: MonthlyAccounts }) {
  const { t } = useTranslation(ACCOUNTING_REVIEW_NS);
  const lng = formatLocale();
  return (
    <PanelSection title={t('upload.title')}>
      <Facts
        facts={[
          { label: t('upload.fileName'), value: <Ltr>{upload.fileName}</Ltr> },
          { label: t('upload.size'), value: formatBytes(upload.size, lng) },
          { label: t('upload.uploadedAt'), value: formatDateTime(upload.uploadedAt, lng) },
          { label: t('upload.sheet'), value: upload.sheet ?? t('upload.noSheet') },
          { label: t('upload.sheets'), value: upload.sheetNames.join(', ') },
        ]}
      />
      {/* The month-by-month figures are charted in the Underwriting card; the table is for checking them. */}
      <details open={upload.months.length === 0 || undefined}>
        <summary>{t('upload.showMonths')}</summary>
        <PanelTable caption={t('upload.caption')} empty={upload.months.length === 0 && t('upload.noMonths')}>
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
                    {m[item] === null ? t('upload.empty') : amountText(m[item], lng)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </PanelTable>
      </details>
    </PanelSection>
  );
}
