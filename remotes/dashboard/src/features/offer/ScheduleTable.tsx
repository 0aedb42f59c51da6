import { formatLocale, useTranslation } from '@onboarding/shared';
import type { DashboardOffer } from '@onboarding/shared/dashboard';
import { ScrollRegion } from '@onboarding/shared/ui';
import { DASHBOARD_NS } from '../../i18n';
import { formatDay, formatMoney } from '../../lib/format';
import styles from './offer.module.css';

/** The instalments, in a region that scrolls sideways on a narrow screen rather than the page. */
export function ScheduleTable({
  schedule,
  currency,
}: {
  schedule: DashboardOffer['schedule'];
  currency: string;
}) {
  const { t } = useTranslation(DASHBOARD_NS);
  const caption = t('offer.scheduleCaption', { count: schedule.length });
  return (
    <ScrollRegion label={caption} className={styles.scheduleRegion}>
      <table className={styles.schedule}>
        <caption className={styles.caption}>{t('offer.schedule')}</caption>
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
          {schedule.map((instalment) => (
            <tr key={instalment.number}>
              <td>{instalment.number}</td>
              <td>{formatDay(instalment.dueDate, formatLocale())}</td>
              <td className={styles.amount}>
                {formatMoney(instalment.amountMinor, currency, formatLocale())}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
