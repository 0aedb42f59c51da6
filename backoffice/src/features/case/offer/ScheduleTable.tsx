import { formatLocale, useTranslation } from '@onboarding/shared';
import type { Instalment } from '@onboarding/shared/backoffice';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import { formatDay, formatMinor } from './money';
import styles from './offer.module.css';

/**
 * An offer's instalments as a table (#17): number, due date, amount, and the total of the whole schedule, which
 * `rows` may show only the start of (the composer's preview). The caller puts it in its scrolling region.
 */
export function ScheduleTable({
  rows,
  schedule,
  currency,
  caption,
  id,
  testId,
}: {
  /** The rows shown. */
  rows: readonly Instalment[];
  /** The whole schedule, that the total is of. */
  schedule: readonly Instalment[];
  currency: string;
  caption: string;
  id?: string;
  /** `data-testid` of the table; the total's cell is `<testId>-total`. */
  testId?: string;
}) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const lang = formatLocale();
  const money = (minor: number) => formatMinor(minor, currency, lang);
  const total = schedule.reduce((sum, i) => sum + BigInt(i.amountMinor), 0n);
  return (
    <table className={`${screens.table} ${styles.scheduleTable}`} id={id} data-testid={testId}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('offer.number')}</th>
          <th scope="col">{t('offer.dueDate')}</th>
          <th scope="col" className={styles.amount}>
            {t('offer.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((i) => (
          <tr key={i.number}>
            <td>{i.number}</td>
            <td>{formatDay(i.dueDate, lang)}</td>
            <td className={styles.amount}>{money(i.amountMinor)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {rows.length < schedule.length
              ? t('offer.totalOfAll', { count: schedule.length })
              : t('offer.total')}
          </th>
          <td className={styles.amount} data-testid={testId && `${testId}-total`}>
            {money(Number(total))}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
