import { formatLocale, useTranslation } from '@onboarding/shared';
import type { DeletionResponse } from '@onboarding/shared/dashboard';
import { buttonClassName, layout } from '@onboarding/shared/ui';
import { useEffect, useRef } from 'react';
import { DASHBOARD_NS } from '../../i18n';
import { formatDay } from '../../lib/format';
import styles from './my-data.module.css';

/** After the deletion: what was erased, what the retention policy kept and why; the session is over. */
export function DeletionResult({ result }: { result: DeletionResponse }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const title = useRef<HTMLHeadingElement>(null);
  // The dialog that had the focus is gone: the heading of what replaced it takes it, and is read out.
  useEffect(() => title.current?.focus(), []);
  return (
    <section className={`${layout.screen} ${layout.compact}`} aria-labelledby="deleted-title">
      <h1 id="deleted-title" ref={title} tabIndex={-1} className={layout.title}>
        {t('myData.deleted.title')}
      </h1>
      <p className={layout.text}>
        {t('myData.deleted.erased', { count: result.erased.applications })}{' '}
        {t('myData.deleted.files', { count: result.erased.files })}
      </p>
      {result.kept.length === 0 ? (
        <p className={layout.text}>{t('myData.deleted.nothingKept')}</p>
      ) : (
        <section aria-labelledby="kept-title" className={layout.panel}>
          <h2 id="kept-title" className={styles.title}>
            {t('myData.deleted.keptTitle')}
          </h2>
          <ul className={styles.kept}>
            {result.kept.map((item, index) => (
              <li key={index}>
                <strong>{item.what}</strong>
                <p className={styles.why}>{item.why}</p>
                {item.until && (
                  <p className={styles.why}>
                    {t('myData.deleted.until', { date: formatDay(item.until, formatLocale()) })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={layout.text} role="status">
        {t('myData.deleted.ended')}
      </p>
      <div className={layout.actions}>
        <a className={buttonClassName('secondary')} href="/">
          {t('myData.deleted.home')}
        </a>
      </div>
    </section>
  );
}
