import { formatLocale, useTranslation } from '@onboarding/shared';
import type { DashboardApplication } from '@onboarding/shared/dashboard';
import { useId } from 'react';
import { DASHBOARD_NS } from '../../i18n';
import { formatMoment } from '../../lib/format';
import styles from './status.module.css';

/** What happened to an application, oldest first, each with its date and time. */
export function Timeline({ events }: { events: DashboardApplication['timeline'] }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const titleId = useId();
  return (
    <section className={styles.timeline} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.subTitle}>
        {t('timeline.title')}
      </h4>
      <ol className={styles.events}>
        {events.map((event, index) => (
          <li key={`${event.event}-${index}`} className={styles.event}>
            <span className={styles.eventName}>{t(`timeline.events.${event.event}`)}</span>{' '}
            <time dateTime={event.at} className={styles.eventDate}>
              {formatMoment(event.at, formatLocale())}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
