import { useTranslation } from '@onboarding/shared';
import { TRANSACTIONS_NS } from '../../i18n';
import styles from './step-progress.module.css';

/** The two steps of Connect Your Systems: the subscription system (these screens), then the accounting system. */
export function StepProgress({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const steps = [t('progress.subscription'), t('progress.accounting')];
  return (
    <ol className={styles.progress} aria-label={t('progress.label')}>
      {steps.map((label, i) => {
        const number = i + 1;
        const state = number < current ? 'done' : number === current ? 'current' : 'todo';
        return (
          <li key={label} className={styles[state]} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {number}
            </span>
            <span className={styles.label}>
              <span className={styles.count}>{t('progress.step', { number, total: steps.length })}</span>
              <span>{label}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
